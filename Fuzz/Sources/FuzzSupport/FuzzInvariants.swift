public import Waypoint

/// What the engine must never leave, checked after every step of a fuzz target.
public enum FuzzInvariants {
  /// The first broken invariant of the engine's live state, if any.
  public static func violation<D>(of engine: NavigationEngine<D>) -> String? {
    let state = engine.state
    let problems = state.problems(in: engine.structure)
    if !problems.isEmpty { return "invalid state: \(problems)" }
    let drawn = engine.structure.isAvailable(state.selection, customization: engine.customization, environment: engine.environment)
    if !drawn { return "the selection \(state.selection) is not drawn" }
    var seen: Set<EntryID> = []
    for id in state.allIDs where !id.isReserved {
      if !seen.insert(id).inserted { return "the id \(id) appears twice" }
    }
    return nil
  }
}

/// Stops the fuzzer with a message: libFuzzer records the input that reached it.
public func trap(_ message: String) -> Never {
  print("FUZZ FAILURE: \(message)")
  fatalError(message)
}
