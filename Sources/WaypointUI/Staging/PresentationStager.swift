#if canImport(SwiftUI)
  public import Observation
  public import Waypoint

  /// Performs the change from the state on screen to the navigator's state one presentation at a
  /// time (D11).
  ///
  /// SwiftUI cannot present a sheet from a sheet that is not on screen yet, nor dismiss and present
  /// in one update. The stager keeps the state that is *displayed*, and moves it toward the
  /// navigator's state: it performs one step, and performs the next only when the previous
  /// presentation has finished — when the presented content appears, or when a dismissed modal's
  /// `onDismiss` runs — never after a fixed delay. A new target mid-way starts again from what is
  /// displayed.
  ///
  /// ```swift
  /// let stager = PresentationStager(displaying: navigator.state)
  /// stager.retarget(navigator.state)          // after every change
  /// stager.presentationDidAppear(at: 0)       // from the sheet's content
  /// ```
  @MainActor
  @Observable
  public final class PresentationStager<D: Destination> {
    /// The state SwiftUI shows now.
    public private(set) var displayed: NavigationState<D>

    @ObservationIgnored private var target: NavigationState<D>
    @ObservationIgnored private var waiting: Waiting?

    enum Waiting: Equatable {
      case appearance(elevation: Int)
      case dismissal(elevation: Int)
    }

    /// Creates a stager that shows `state` at once.
    ///
    /// - Parameter state: the state on screen at first.
    public init(displaying state: NavigationState<D>) {
      self.displayed = state
      self.target = state
    }

    /// Whether a presentation or dismissal is still in flight.
    public var isWaiting: Bool { waiting != nil }

    /// Moves toward a new target state, starting from what is displayed.
    ///
    /// - Parameter state: the navigator's state.
    public func retarget(_ state: NavigationState<D>) {
      target = state
      advance()
    }

    /// Reports that the content presented at `elevation` has appeared.
    ///
    /// - Parameter elevation: the modal's elevation.
    public func presentationDidAppear(at elevation: Int) {
      guard waiting == .appearance(elevation: elevation) else { return }
      waiting = nil
      advance()
    }

    /// Reports that the modal at `elevation` has finished its dismissal.
    ///
    /// - Parameter elevation: the modal's elevation.
    public func dismissalDidFinish(at elevation: Int) {
      guard waiting == .dismissal(elevation: elevation) else { return }
      waiting = nil
      advance()
    }

    private func advance() {
      guard waiting == nil, displayed != target else { return }
      let next = Self.nextDisplayed(from: displayed, toward: target)
      let before = displayed.modals
      displayed = next
      if next.modals.count > before.count {
        waiting = .appearance(elevation: next.modals.count - 1)
      } else if next.modals.count < before.count {
        waiting = .dismissal(elevation: next.modals.count)
      } else {
        advance()
      }
    }
  }
#endif
