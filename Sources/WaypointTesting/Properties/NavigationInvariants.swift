public import Waypoint

/// Checks of the invariants that hold for every state and every action.
///
/// ```swift
/// let problems = NavigationInvariants.violations(of: state, in: structure)
/// #expect(problems.isEmpty)
/// ```
public enum NavigationInvariants {
  /// Every invariant the state breaks: the selection is selectable, ids are unique and were
  /// issued, and stacks and modals are within the limits.
  ///
  /// ```swift
  /// #expect(NavigationInvariants.violations(of: state, in: Shapes.structure).isEmpty)
  /// ```
  ///
  /// - Parameters:
  ///   - state: a state.
  ///   - structure: the app's structure.
  /// - Returns: what is wrong, one sentence each; empty when the state is valid.
  public static func violations<D>(of state: NavigationState<D>, in structure: AppStructure<D>) -> [String] {
    state.problems(in: structure).map { problem in
      switch problem {
      case .selectionNotSelectable: "selection: \(problem)"
      case .duplicateID, .idNotIssued, .idInUse: "ids: \(problem)"
      default: "limits: \(problem)"
      }
    }
  }

  /// Applies `actions` one by one from `state` and returns the first broken invariant: a state
  /// that becomes invalid or an error that changed the state.
  ///
  /// ```swift
  /// if let failure = NavigationInvariants.firstViolation(applying: actions, to: start, in: structure) {
  ///   Issue.record("\(failure)")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - actions: the actions.
  ///   - state: the starting state, which must be valid.
  ///   - structure: the app's structure.
  /// - Returns: `nil` when every step keeps the invariants, else what broke and at which step.
  public static func firstViolation<D>(
    applying actions: [NavigationAction<D>],
    to state: NavigationState<D>,
    in structure: AppStructure<D>
  ) -> String? {
    var current = state
    for (index, action) in actions.enumerated() {
      let before = current
      var events: [NavigationEvent<D>] = []
      do {
        try current.apply(action, in: structure, events: &events)
      } catch {
        if current != before { return "step \(index) (\(action.name)) failed with \(error) but changed the state" }
        if !events.isEmpty { return "step \(index) (\(action.name)) failed but left events \(events)" }
        continue
      }
      let problems = violations(of: current, in: structure)
      if !problems.isEmpty {
        return "step \(index) (\(action.name)): \(problems.joined(separator: "; "))"
      }
    }
    return nil
  }
}
