extension NavigationAction {
  /// How the screen moves to what an action leads to: with the system's animations, at once, or
  /// at once except for the last step.
  ///
  /// SwiftUI performs a deep link one step at a time (it cannot present a sheet from one that is
  /// not on screen yet), later than the call that asked for it, so wrapping the call in
  /// `withTransaction` cannot reach those steps. Ask on the action instead: each step of the
  /// transition plan says whether it animates (``TransitionPlan/Step/isAnimated``), and the
  /// SwiftUI layer draws it so.
  ///
  /// ```swift
  /// navigator.send(.popToRoot.motion(.instant))
  /// navigator.open(url, motion: .lastStepAnimated)
  /// ```
  ///
  /// Changes that reach the screen together move together, by one rule: if any of them is
  /// ``instant``, they all are; otherwise if any is ``lastStepAnimated``, only the last step
  /// animates; otherwise every step does. A `popToRoot` sent instantly and a `push` sent right
  /// after it are one step on screen, drawn at once. A state restored when a window appears,
  /// and the links the window received before it appeared, come on screen at once.
  public enum Motion: String, Hashable, Sendable, Codable, CaseIterable {
    /// Every step animates, as the system animates it: the default.
    case animated
    /// No step animates.
    case instant
    /// Every step is drawn at once except the last, which reveals where the action leads: what
    /// UIKit's `setViewControllers(_:animated:)` does, and the default for a link opened with
    /// ``Navigator/open(_:motion:)``.
    case lastStepAnimated

    /// The motion of changes that reach the screen together: ``instant`` if either is, else
    /// ``lastStepAnimated`` if either is, else ``animated``.
    ///
    /// ```swift
    /// NavigationAction<ShapesDestination>.Motion.instant.combined(with: .animated)  // .instant
    /// ```
    ///
    /// - Parameter other: the motion of the other change.
    /// - Returns: the motion of both.
    public func combined(with other: Motion) -> Motion {
      if self == .instant || other == .instant { return .instant }
      if self == .lastStepAnimated || other == .lastStepAnimated { return .lastStepAnimated }
      return .animated
    }

    /// Whether the step at `index` of a plan with `count` steps animates.
    package func animates(stepAt index: Int, of count: Int) -> Bool {
      switch self {
      case .animated: true
      case .instant: false
      case .lastStepAnimated: index == count - 1
      }
    }
  }

  /// This action, moving the screen as `motion` says.
  ///
  /// ```swift
  /// navigator.send(.popToRoot.motion(.instant))
  /// ```
  ///
  /// - Parameter motion: how the screen moves.
  /// - Returns: the action with its motion.
  public func motion(_ motion: Motion) -> NavigationAction { merging(Options(motion: motion)) }
}
