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

  /// Applies `actions` one by one from `state`, through the engine an app uses, and returns the
  /// first broken invariant: a state that becomes invalid, a selection the layout does not draw,
  /// or an error that changed the state.
  ///
  /// ```swift
  /// if let failure = NavigationInvariants.firstViolation(applying: actions, to: state, in: structure) {
  ///   Issue.record("\(failure)")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - actions: the actions.
  ///   - state: the starting state, which must be valid.
  ///   - structure: the app's structure.
  ///   - environment: the layout the state is shown in; a sidebar, which draws every tab, by
  ///     default.
  /// - Returns: `nil` when every step keeps the invariants, else what broke and at which step.
  public static func firstViolation<D>(
    applying actions: [NavigationAction<D>],
    to state: NavigationState<D>,
    in structure: AppStructure<D>,
    environment: LayoutEnvironment = LayoutEnvironment(style: .sidebar)
  ) -> String? {
    let problems = violations(of: state, in: structure)
    if !problems.isEmpty { return "the starting state: \(problems.joined(separator: "; "))" }
    var engine: NavigationEngine<D>
    do throws(NavigationError<D>) {
      engine = try NavigationEngine(structure: structure, state: state, environment: environment)
    } catch {
      return "the starting state: \(error)"
    }
    for (index, action) in actions.enumerated() {
      let before = engine.state
      if case let .failure(error) = engine.send(action) {
        if engine.state != before { return "step \(index) (\(action.name)) failed with \(error) but changed the state" }
        continue
      }
      let problems = violations(of: engine.state, in: structure)
      if !problems.isEmpty {
        return "step \(index) (\(action.name)): \(problems.joined(separator: "; "))"
      }
      if !structure.isAvailable(engine.state.selection, customization: engine.customization, environment: environment) {
        return "step \(index) (\(action.name)): the selection \(engine.state.selection) is not drawn"
      }
    }
    return nil
  }
}
