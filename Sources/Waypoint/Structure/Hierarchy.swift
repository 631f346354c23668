/// The chain of screens that leads to a destination, built from the structure's origins.
///
/// A deep link (`show`) turns a hierarchy into a state: the base tab is selected, then each
/// step is pushed or presented in order.
///
/// ```swift
/// let hierarchy = try structure.hierarchy(of: .rectangleItem(level: 4)).get()
/// // base: .tab(.rectangle); steps: item 1 (push), 2 (push), 3 (sheet), 4 (push)
/// ```
@usableFromInline
package struct Hierarchy<D: Destination>: Hashable, Sendable {
  /// Where the chain starts.
  @usableFromInline
  package enum Base: Hashable, Sendable {
    /// A root: a tab's root screen or a section's landing screen.
    case tab(D)
    /// Whatever screen is visible when the destination is shown (``Origin/anywhere(_:)``).
    case visibleScreen
  }

  /// One screen of the chain and how it appears on the screen below it.
  @usableFromInline
  package struct Step: Hashable, Sendable {
    /// The screen.
    @usableFromInline package var destination: D
    /// How it is put on screen.
    @usableFromInline package var presentation: Origin<D>.Presentation

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - destination: the screen.
    ///   - presentation: push or present.
    @inlinable
    package init(_ destination: D, _ presentation: Origin<D>.Presentation) {
      self.destination = destination
      self.presentation = presentation
    }
  }

  /// Where the chain starts.
  @usableFromInline package var base: Base
  /// The screens above the base, top-most ancestor first, the destination last.
  @usableFromInline package var steps: [Step]

  /// Creates a hierarchy.
  ///
  /// - Parameters:
  ///   - base: where the chain starts.
  ///   - steps: the screens above it, the destination last.
  @inlinable
  package init(base: Base, steps: [Step]) {
    self.base = base
    self.steps = steps
  }
}

extension AppStructure {
  /// Follows origins from `destination` up to a root.
  ///
  /// Never loops forever: a cycle or a chain longer than ``NavigationLimits/maxRouteLength`` is
  /// an error.
  ///
  /// - Parameter destination: the destination to reach.
  /// - Returns: the hierarchy, or why there is none.
  @inlinable
  package func hierarchy(of destination: D) -> Result<Hierarchy<D>, NavigationError<D>> {
    // Built from the destination back to its root, then turned round in place (a reversed copy
    // would allocate and copy every step again).
    var steps: [Hierarchy<D>.Step] = []
    var current = destination
    let limit = limits.maxRouteLength
    // Brent's cycle detection: one screen kept for comparison, moved at powers of two, so a cycle
    // is found in time linear in its length without a set of every level (and even when the
    // limits are unbounded).
    var kept = destination
    var power = 1
    var sinceKept = 0
    while true {
      let next: D
      switch origin(current) {
      case .root:
        guard isRoot(current) else { return .failure(.rootNotATab(current)) }
        steps.reverse()
        return .success(Hierarchy(base: .tab(current), steps: steps))
      case let .anywhere(presentation):
        steps.append(.init(current, presentation))
        steps.reverse()
        return .success(Hierarchy(base: .visibleScreen, steps: steps))
      case let .pushed(from: parent):
        steps.append(.init(current, .push))
        next = parent
      case let .presented(from: parent, style: style):
        steps.append(.init(current, .present(style)))
        next = parent
      }
      if steps.count > limit { return .failure(Self.endless(steps.map { $0.destination })) }
      if next == kept { return .failure(Self.endless(steps.map { $0.destination } + [next])) }
      sinceKept += 1
      if sinceKept == power {
        kept = next
        power = power.saturatingMultiply(2)
        sinceKept = 0
      }
      current = next
    }
  }

  /// Why a chain of origins that reached no root fails: the first screen that comes back, or a
  /// chain that is simply too long.
  ///
  /// - Parameter chain: the screens followed, the destination first.
  /// - Returns: `.originCycle` up to the first repeated screen, else `.endlessOrigin`.
  @usableFromInline
  static func endless(_ chain: [D]) -> NavigationError<D> {
    var visited: Set<D> = []
    for (index, screen) in chain.enumerated() where !visited.insert(screen).inserted {
      return .originCycle(Array(chain[...index]))
    }
    return .endlessOrigin(chain[0])
  }
}
