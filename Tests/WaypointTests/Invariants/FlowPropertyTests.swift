import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// Issue 27's invariants over random action sequences, with outcomes, senders and the person's
/// cause mixed in: every screen that leaves ends exactly once, an outcome reaches only its
/// caller (I12), a dry run predicts the action and changes nothing (I13), and a request from a
/// screen no longer on top changes nothing (D24, I14). The seed is fixed; a failure prints it
/// and the shrunk sequence.
@Suite struct FlowPropertyTests {
  static let sequences = 1_500
  static let length = 24
}

extension FlowPropertyTests {
  @Test func socialEndsEveryScreenOnceAndDeliversOnlyToItsCaller() {  // I12, I13, D24
    let actions = RandomActions(
      structure: Social.structure(), destinations: Social.sampleDestinations, outcomes: [.posted(statusID: 1), .posted(statusID: 2)])
    check(actions, start: .timeline, seed: 0x27_50C1)
  }

  @Test func shapesEndsEveryScreenOnce() {  // I12, I13, D24
    check(RandomActions(structure: Shapes.structure, destinations: Shapes.sampleDestinations), start: .triangle, seed: 0x27_5A)
  }

  @Test func recipesEndEveryScreenOnceAndDeliverOnlyToTheirCaller() {  // I12, I13, D24
    let actions = RandomActions(
      structure: Recipes.structure,
      destinations: [.recipes, .shopping, .recipe(id: 1), .recipe(id: 2), .editor, .cooking(recipeID: 1), .step(1), .step(2)],
      outcomes: [.saved(recipeID: 1), .cooked])
    check(actions, start: .recipes, seed: 0x27_4EC1)
  }

  @Test func anAlertsAnswerWhoseActionClosedItsScreenReachesNobody() throws {  // I12: found at full size (ci64)
    // Compose is presented by the intercepting Post tab; an alert over it answers with an outcome
    // and selects another tab, which closes compose: the answer reaches nobody, and compose's
    // own ending (a dismissal) delivers nothing.
    var engine = NavigationEngine(structure: Social.structure(), selection: SocialDestination.timeline)
    _ = try engine.send(.show(.post)).get()
    let alert = AlertState<SocialDestination>(
      title: "Alert", buttons: [AlertState.Button("go", title: "Go", action: .select(.tags), outcome: .posted(statusID: 1))])
    _ = try engine.send(.presentAlert(alert)).get()
    let before = engine.state
    let events = try engine.send(.chooseAlertButton(id: "go")).get()
    #expect(events.contains(.delivered(.posted(statusID: 1), to: nil, from: .entry(0))))
    #expect(Self.endingViolation(before: before, after: engine.state, events: events) == nil)
    // The checker still catches an answer sent to a screen other than its own.
    let wrong = events.map { event -> NavigationEvent<SocialDestination> in
      if case .delivered = event { .delivered(.posted(statusID: 1), to: .root(.timeline), from: .entry(0)) } else { event }
    }
    #expect(Self.endingViolation(before: before, after: engine.state, events: wrong) != nil)
  }

  @Test func theCheckerCatchesAnEndingReportedTwice() {  // the property itself can fail
    let state = NavigationState(selection: ShapesDestination.triangle)
    let entry = Entry(id: 0, destination: ShapesDestination.infinity)
    var after = state
    after.nextEntryID = 1
    var before = state
    before.stacks[.triangle] = [entry]
    let message = Self.endingViolation(before: before, after: after, events: [.popped([entry]), .popped([entry])])
    #expect(message?.contains("twice") == true)
  }

  private func check<D>(_ actions: RandomActions<D>, start: D, seed: UInt64) {
    PropertyCheck.expect(
      count: Self.sequences,
      seed: PropertyCheck.seed(default: seed),
      generate: { actions.sequence(length: Self.length, using: &$0) },
      property: { sequence in
        var engine = NavigationEngine(structure: actions.structure, selection: start)
        for (index, action) in sequence.enumerated() {
          let before = engine.state
          let predicted = engine.check(action)
          guard engine.state == before else { return "step \(index) (\(action)): the dry run changed the state" }
          let result = engine.send(action)
          guard predicted == result else { return "step \(index) (\(action)): the dry run said \(predicted), the action \(result)" }
          guard case let .success(events) = result else { continue }
          // Stale: a sender the person cannot touch, or one under the top that finishes.
          if case let .with(options, sent) = action, let sender = options.sender, sender != before.topScreen,
            Self.finishes(sent) || !before.screensTakingTouches.contains(sender)
          {
            guard events == [.ignoredStale(action)], engine.state == before else {
              return "step \(index) (\(action)): a stale request changed something: \(events)"
            }
          }
          if let message = Self.endingViolation(before: before, after: engine.state, events: events, returning: action.returns) {
            return "step \(index) (\(action)): \(message)"
          }
        }
        return nil
      })
  }

  /// Whether `action` ends the screen that sends it.
  static func finishes<D>(_ action: NavigationAction<D>) -> Bool {
    if case .finish = action { true } else { false }
  }

  /// What I12 finds wrong in one step: an id that left without an ending, an ending reported
  /// twice or for a screen that stayed, an outcome from a screen that did not end or to a screen
  /// other than the one that asked.
  static func endingViolation<D>(
    before: NavigationState<D>, after: NavigationState<D>, events: [NavigationEvent<D>], returning: Bool = false
  ) -> String? {
    let left = Set(before.allIDs.filter { !$0.isReserved }).subtracting(after.allIDs)
    // The answer of an alert's chosen button, from the screen the alert was over: to that screen
    // while it stays, to nobody when the button's action closed it (not that screen's ending).
    let answered: (from: NavigationState<D>.Screen, outcome: D.Outcome)? = events.lazy.compactMap { event in
      guard case let .alertDismissed(id?) = event, let outcome = before.alert?.buttons.first(where: { $0.id == id })?.outcome
      else { return nil }
      return (before.topScreen, outcome)
    }.first
    var ended: [EntryID] = []
    for event in events {
      switch event {
      case let .popped(entries, _):
        ended += entries.map(\.id)
      case let .dismissed(modals, _):
        for modal in modals { ended += [modal.id] + modal.stack.map(\.id) }
      case let .delivered(outcome, to, from) where answered.map({ $0.from == from && $0.outcome == outcome }) == true:
        let closed = if case let .entry(id) = from { ended.contains(id) } else { false }
        guard to == (closed ? nil : from) || (!closed && to == nil) else {
          return "an alert's answer from \(from) went to \(String(describing: to))"
        }
      case let .delivered(_, to, from):
        guard case let .entry(id) = from, ended.contains(id) else {
          // An alert's answer comes from the screen the alert was over, to it while it stays.
          guard to == nil || to == from else { return "\(from) delivered to \(String(describing: to)) without ending" }
          continue
        }
        // A return delivers to the screen it returned to, now on top; a finish to the caller.
        let expected = returning ? after.topScreen : expectedRecipient(of: id, in: before, after: after)
        guard to == expected else {
          return "the outcome of \(from) went to \(to.map { "\($0)" } ?? "nobody"), not \(expected.map { "\($0)" } ?? "nobody")"
        }
      default:
        continue
      }
    }
    let reported = ended.filter { !$0.isReserved }
    guard Set(reported).count == reported.count else { return "an ending was reported twice: \(reported)" }
    guard Set(reported) == left else { return "left \(left.sorted()), reported ended \(reported.sorted())" }
    return nil
  }

  /// The screen a finished screen's outcome must reach: the one under it when it was pushed or
  /// presented, the one it recorded while that one is still there, or nobody.
  private static func expectedRecipient<D>(
    of id: EntryID, in before: NavigationState<D>, after: NavigationState<D>
  ) -> NavigationState<D>.Screen? {
    var levels: [(root: NavigationState<D>.Screen, caller: NavigationState<D>.Caller, stack: [Entry<D>])] = [
      (.root(before.selection), .nobody, before.selectedStack)
    ]
    for modal in before.modals { levels.append((.entry(modal.id), modal.caller, modal.stack)) }
    for (level, item) in levels.enumerated() {
      let below: NavigationState<D>.Screen? =
        level == 0 ? nil : levels[level - 1].stack.last.map { .entry($0.id) } ?? levels[level - 1].root
      if item.root == .entry(id) { return resolve(item.caller, below: below, tab: before.selection, after: after) }
      if let index = item.stack.firstIndex(where: { $0.id == id }) {
        let under: NavigationState<D>.Screen = index == 0 ? item.root : .entry(item.stack[index - 1].id)
        return resolve(item.stack[index].caller, below: under, tab: level == 0 ? before.selection : nil, after: after)
      }
    }
    return nil
  }

  private static func resolve<D>(
    _ caller: NavigationState<D>.Caller, below: NavigationState<D>.Screen?, tab: D?, after: NavigationState<D>
  ) -> NavigationState<D>.Screen? {
    switch caller {
    case .screenBelow: below
    case .nobody: nil
    case let .entry(id): after.allIDs.contains(id) ? .entry(id) : nil
    case .tabRoot: tab.map { .root($0) }
    }
  }
}

extension NavigationAction {
  /// Whether the action returns to a screen (its outcome goes there, not to a caller).
  fileprivate var returns: Bool {
    switch self {
    case .returnTo: true
    case let .with(_, action): action.returns
    default: false
    }
  }
}
