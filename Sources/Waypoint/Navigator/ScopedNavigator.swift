public import Observation

/// A navigator for a feature module that has its own destination type.
///
/// The feature sees only its `Local` type; the app embeds it into its own destination type with
/// a function fixed at compile time (usually an enum case), so no action can be dropped by a
/// runtime `translate`.
///
/// ```swift
/// // In the app:
/// let feature: ScopedNavigator<ShapesFeatureDestination> = navigator.scoped(ShapesDestination.feature)
/// // In the feature module:
/// feature.push(.hexagon)
/// ```
@MainActor
@Observable
public final class ScopedNavigator<Local: Hashable & Sendable> {
  @ObservationIgnored private let perform: @MainActor (Request) -> Result<Void, ScopedNavigator.Failure>
  @ObservationIgnored private let showing: @MainActor (Local) -> Bool

  enum Request {
    case push(Local)
    case present(Local, ModalStyle?)
    case show(Local)
    case pop(Int)
    case popToRoot
    case dismiss
  }

  init(
    perform: @escaping @MainActor (Request) -> Result<Void, ScopedNavigator.Failure>,
    showing: @escaping @MainActor (Local) -> Bool
  ) {
    self.perform = perform
    self.showing = showing
  }

  /// Pushes a feature screen onto the top-most visible stack.
  ///
  /// - Parameter destination: the feature's screen.
  /// - Returns: nothing, or why it failed.
  @discardableResult
  public func push(_ destination: Local) -> Result<Void, ScopedNavigator.Failure> { perform(.push(destination)) }

  /// Presents a feature screen.
  ///
  /// - Parameters:
  ///   - destination: the feature's screen.
  ///   - style: the style; `nil` for its declared style.
  /// - Returns: nothing, or why it failed.
  @discardableResult
  public func present(_ destination: Local, style: ModalStyle? = nil) -> Result<Void, ScopedNavigator.Failure> {
    perform(.present(destination, style))
  }

  /// Deep-links to a feature screen.
  ///
  /// - Parameter destination: the feature's screen.
  /// - Returns: nothing, or why it failed.
  @discardableResult
  public func show(_ destination: Local) -> Result<Void, ScopedNavigator.Failure> { perform(.show(destination)) }

  /// Pops screens from the top-most visible stack.
  ///
  /// - Parameter count: how many; 1 by default.
  /// - Returns: nothing, or why it failed.
  @discardableResult
  public func pop(_ count: Int = 1) -> Result<Void, ScopedNavigator.Failure> { perform(.pop(count)) }

  /// Empties the top-most visible stack.
  ///
  /// - Returns: nothing.
  @discardableResult
  public func popToRoot() -> Result<Void, ScopedNavigator.Failure> { perform(.popToRoot) }

  /// Dismisses the top modal.
  ///
  /// - Returns: nothing.
  @discardableResult
  public func dismiss() -> Result<Void, ScopedNavigator.Failure> { perform(.dismiss) }

  /// Whether the feature screen is anywhere on screen.
  ///
  /// - Parameter destination: the feature's screen.
  /// - Returns: `true` when it is visible.
  public func isShowing(_ destination: Local) -> Bool { showing(destination) }
}

extension ScopedNavigator {
  /// Why a scoped navigator's action failed: the app-level error, described without the app's
  /// destination type.
  ///
  /// ```swift
  /// let feature = navigator.scoped(ShapesDestination.feature)
  /// if case let .failure(error) = feature.pop(3) { print(error.code, error) }
  /// ```
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The app-level error's code, such as `popPastRoot`.
    public var code: String
    /// The app-level error's sentence.
    public var description: String
  }
}

extension Navigator {
  /// A navigator for a feature module whose destinations embed into `D` with `embed`.
  ///
  /// ```swift
  /// let feature = navigator.scoped(AppDestination.feature)
  /// ```
  ///
  /// - Parameter embed: turns a feature destination into an app destination (an enum case).
  /// - Returns: the scoped navigator.
  public func scoped<Local: Hashable & Sendable>(
    _ embed: @escaping @Sendable (Local) -> D
  ) -> ScopedNavigator<Local> {
    ScopedNavigator(
      perform: { [weak self] request in
        guard let self else { return .success(()) }
        let action: NavigationAction<D> =
          switch request {
          case let .push(local): .push(embed(local))
          case let .present(local, style): .present(embed(local), style: style)
          case let .show(local): .show(embed(local))
          case let .pop(count): .pop(count)
          case .popToRoot: .popToRoot
          case .dismiss: .dismiss
          }
        return self.send(action)
          .map { _ in () }
          .mapError { ScopedNavigator.Failure(code: $0.code, description: $0.description) }
      },
      showing: { [weak self] local in self?.state.isShowing(embed(local)) ?? false }
    )
  }
}
