import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// I14 for lookups, over random actions mixed with links that need a lookup, the resolver's
/// answers (to the pending lookup or a stale one) and context changes: a stale answer never
/// changes the engine, an answered lookup is never answered twice, a pending lookup is always
/// numbered, and the invariants of the state keep holding.
@Suite struct LookupPropertyTests {
  enum Step: CustomStringConvertible {
    case action(NavigationAction<SocialDestination>)
    case link(Int)
    case twoLinks(Int, Int)
    case answer(GuardDecision<SocialDestination>.LookupAnswer)
    case staleAnswer
    case signIn(Bool)

    var description: String {
      switch self {
      case let .action(action): "\(action)"
      case let .link(id): "show user \(id)"
      case let .twoLinks(first, second): "push users \(first) and \(second)"
      case let .answer(answer): "answer \(answer)"
      case .staleAnswer: "stale answer"
      case let .signIn(value): value ? "signIn" : "signOut"
      }
    }
  }
}

extension LookupPropertyTests {
  @Test func aStaleAnswerNeverChangesTheEngineAndALookupIsAnsweredOnce() {  // I14
    let structure = Social.structure()
    let actions = RandomActions(structure: structure, destinations: Social.sampleDestinations)
    PropertyCheck.expect(
      count: 1_000,
      seed: PropertyCheck.seed(default: 0x1_00C),
      context: "Social looking up profiles",
      generate: { rng in
        (0..<Int.random(in: 1...24, using: &rng)).map { _ -> Step in
          switch Int.random(in: 0..<12, using: &rng) {
          case 0: .link(Int.random(in: 98...102, using: &rng))
          case 1: .twoLinks(Int.random(in: 98...102, using: &rng), Int.random(in: 98...102, using: &rng))
          case 2: .answer(.allow)
          case 3: .answer(.rewrite(.user(id: 7)))
          case 4: .answer(.deny("gone"))
          case 5: .answer(.failed("offline"))
          case 6: .staleAnswer
          case 7: .signIn(Bool.random(using: &rng))
          default: .action(actions.action(using: &rng))
          }
        }
      },
      property: { Self.firstViolation(of: $0, in: structure) }
    )
  }

  private static func firstViolation(of steps: [Step], in structure: AppStructure<SocialDestination>) -> String? {
    var engine = NavigationEngine(structure: structure, selection: .timeline, routes: Social.routes)
    engine.setGuard(LookupTests.lookingUp, context: .signedIn)
    for (index, step) in steps.enumerated() {
      let before = engine
      let token = engine.pendingNavigation?.resolution?.token ?? nil
      switch step {
      case let .action(action): engine.send(action)
      case let .link(id): engine.send(.show(.user(id: id)))
      case let .twoLinks(first, second):
        var events: [NavigationEvent<SocialDestination>] = []
        try? engine.perform([.push(.user(id: first)), .push(.user(id: second))], events: &events)
      case let .answer(answer): engine.send(.resolved(token: token ?? 0, answer))
      case .staleAnswer: engine.send(.resolved(token: (token ?? 1) &- 1, .allow))
      case let .signIn(value): engine.setGuard(LookupTests.lookingUp, context: SocialAccount(isSignedIn: value))
      }
      let where_ = "step \(index) (\(step))"
      var answered = false
      if case .answer = step { answered = token != nil }
      if case .staleAnswer = step, engine.state != before.state || engine.pendingNavigation != before.pendingNavigation {
        return "I14: \(where_): a stale answer changed the engine"
      }
      if case .answer = step, token == nil, engine.state != before.state {
        return "I14: \(where_): an answer with no lookup pending changed the state"
      }
      if answered, let after = engine.pendingNavigation?.resolution?.token, after == token {
        return "I14: \(where_): the lookup it answered is still pending"
      }
      if let lookup = engine.pendingNavigation?.resolution, lookup.token == nil { return "\(where_): a pending lookup has no number" }
      let problems = NavigationInvariants.violations(of: engine.state, in: structure)
      if !problems.isEmpty { return "\(where_): \(problems.joined(separator: "; "))" }
    }
    // Liveness: allowing every lookup ends the held navigation, each destination looked up once.
    var asked: Set<SocialDestination> = []
    while let lookup = engine.pendingNavigation?.resolution, let token = lookup.token {
      guard asked.insert(lookup.destination).inserted else { return "\(lookup.destination) was looked up twice" }
      engine.send(.resolved(token: token, .allow))
    }
    return nil
  }
}
