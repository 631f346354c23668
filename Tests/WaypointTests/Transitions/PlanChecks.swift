import Waypoint

/// The rules every plan keeps (I7, D11), as one check that says which rule broke.
enum PlanChecks {
  /// What `plan` breaks, or `nil`.
  ///
  /// - Parameters:
  ///   - plan: a plan.
  ///   - structure: when given, every state on the way must be valid in it (for a target reached
  ///     from the start by actions, ids are never reused, so no state on the way is invalid).
  static func violation<D>(of plan: TransitionPlan<D>, validIn structure: AppStructure<D>? = nil) -> String? {
    violation(from: plan.start, to: plan.target, steps: plan.steps, validIn: structure)
  }

  /// What steps break on their way from `start` to `target`, or `nil`.
  static func violation<D>(
    from start: NavigationState<D>,
    to target: NavigationState<D>,
    steps: [TransitionPlan<D>.Step],
    validIn structure: AppStructure<D>? = nil
  ) -> String? {
    let states = steps.reduce(into: [start]) { states, step in states.append(step.apply(to: states[states.count - 1])) }
    guard let end = states.last, end == target else {
      return "I7: the steps end in\n\(states.last.map { "\($0)" } ?? "nothing")\nnot the target\n\(target)"
    }
    for (index, step) in steps.enumerated() {
      let before = states[index]
      let after = states[index + 1]
      let oldIDs = Set(before.modals.map(\.id))
      let presented = after.modals.filter { !oldIDs.contains($0.id) }.count
      let alertShown = after.alert != nil && after.alert != before.alert ? 1 : 0
      if presented + alertShown > 1 { return "I7: step \(index + 1) (\(step)) presents \(presented + alertShown) things" }
      if after == before && steps.count > 1 { return "D11: step \(index + 1) (\(step)) changes nothing" }
      if let structure {
        let problems = after.problems(in: structure)
        if !problems.isEmpty { return "I2: after step \(index + 1) (\(step)): \(problems)" }
      }
    }
    // D23: a step under the top screen never animates, and follows the push that put the new
    // top screen over the old one (a replaced top drawn as a push); it is not counted below.
    let underTop = steps.indices.map { isUnderTheTop(steps[$0], before: states[$0]) }
    for index in steps.indices where underTop[index] {
      if steps[index].isAnimated { return "D23: step \(index + 1) (\(steps[index])) is under the top screen and animates" }
      let pushed = index > 0 && steps[index - 1].kind == steps[index].kind && !underTop[index - 1]
      let others = steps.indices.contains { $0 != index && steps[$0].kind == steps[index].kind }
      if others, !pushed || topID(of: steps[index - 1]) != topID(of: steps[index]) {
        return "D23: step \(index + 1) (\(steps[index])) is under the top screen without the push before it"
      }
    }
    let kinds = steps.indices.filter { !underTop[$0] }.map { steps[$0].kind }
    if let lastDismiss = kinds.lastIndex(of: "dismiss"),
      let firstPresentation = steps.firstIndex(where: \.isPresentation), lastDismiss > firstPresentation
    {
      return "D11: a dismissal after a presentation: \(kinds)"
    }
    for kind in ["dismiss", "select", "setPath", "setModalPath"] where kinds.filter({ $0 == kind }).count > 1 {
      return "D11: more than one \(kind) step, which could be merged: \(kinds)"
    }
    if kinds.contains("setPath") && kinds.contains("select") {
      return "D11: a setPath beside a select, which sets stacks itself: \(kinds)"
    }
    if steps.filter({ !$0.hiddenStacks.isEmpty }).count > 1 {
      return "D11: hidden stacks set in more than one step"
    }
    let kept = commonPrefix(start, target)
    for (index, state) in states.enumerated() where !kept.allSatisfy(Set(state.allIDs).contains) {
      return "FS-46: the common prefix \(kept) left the screen in state \(index)"
    }
    return nil
  }

  /// Whether `step` changes a stack and leaves its top screen where it was.
  static func isUnderTheTop<D>(_ step: TransitionPlan<D>.Step, before: NavigationState<D>) -> Bool {
    switch step.change {
    case let .setPath(tab, entries):
      return before.stack(for: tab).last.map { $0.id == entries.last?.id } ?? false
    case let .setModalPath(elevation, entries):
      guard before.modals.indices.contains(elevation) else { return false }
      return before.modals[elevation].stack.last.map { $0.id == entries.last?.id } ?? false
    default:
      return false
    }
  }

  /// The id of the top screen a path step leaves on its stack.
  static func topID<D>(of step: TransitionPlan<D>.Step) -> EntryID? {
    switch step.change {
    case let .setPath(_, entries), let .setModalPath(_, entries): entries.last?.id
    default: nil
    }
  }

  /// The ids of the screens both states show at the same place, bottom first.
  static func commonPrefix<D>(_ a: NavigationState<D>, _ b: NavigationState<D>) -> [EntryID] {
    guard a.selection == b.selection else { return [] }
    let left = flatten(a)
    let right = flatten(b)
    return zip(left, right).prefix { $0 == $1 }.map(\.0.id)
  }

  /// A screen as SwiftUI's path tells it apart: an entry is a value of the path, so one whose
  /// caller differs (two states built apart, then replaced) is another value there.
  private struct Node: Equatable {
    var id: EntryID
    var destination: String
    var caller: String
    var style: ModalStyle?
  }

  private static func flatten<D>(_ state: NavigationState<D>) -> [Node] {
    var nodes = state.selectedStack.map { Node(id: $0.id, destination: "\($0.destination)", caller: "\($0.caller)") }
    for modal in state.modals {
      nodes.append(Node(id: modal.id, destination: "\(modal.destination)", caller: "\(modal.caller)", style: modal.style))
      nodes += modal.stack.map { Node(id: $0.id, destination: "\($0.destination)", caller: "\($0.caller)") }
    }
    return nodes
  }
}
