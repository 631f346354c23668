import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// I9 over random actions mixed with random sign-ins and sign-outs: a guarded destination is
/// never in the state unless the guard allows it; I1–I3 keep holding.
@Suite struct GuardPropertyTests {
  enum Step: CustomStringConvertible {
    case action(NavigationAction<SocialDestination>)
    case signIn
    case signOut

    var description: String {
      switch self {
      case let .action(action): "\(action)"
      case .signIn: "signIn"
      case .signOut: "signOut"
      }
    }
  }
}

extension GuardPropertyTests {
  @Test func aGuardedDestinationIsNeverInTheStateUnlessAllowed() {  // I9
    let structure = Social.structure()
    let actions = RandomActions(structure: structure, destinations: Social.sampleDestinations)
    let failure = PropertyCheck.run(
      count: 1_250,
      seed: PropertyCheck.seed(default: 0x19_19),
      generate: { rng in
        (0..<Int.random(in: 1...24, using: &rng)).map { _ -> Step in
          switch Int.random(in: 0..<10, using: &rng) {
          case 0: .signIn
          case 1: .signOut
          case 2: .action(.replace(Self.randomState(actions, structure, &rng)))
          default: .action(actions.action(using: &rng))
          }
        }
      },
      shrink: PropertyCheck.shrinkArray,
      property: { Self.firstViolation(of: $0, in: structure) }
    )
    if let failure {
      Issue.record(
        """
        \(failure.message)
        seed \(failure.seed), case \(failure.caseIndex); shrunk steps:
        \(failure.input.map { "  \($0)" }.joined(separator: "\n"))
        """)
    }
  }

  @Test func theCheckerCatchesAGuardedScreenLeftInTheState() {  // the harness itself can fail
    var state = NavigationState(selection: SocialDestination.timeline, nextEntryID: 1)
    state.modals = [Modal(id: 0, destination: .compose, style: .sheet)]
    #expect(Self.violation(state, Social.signInGuard.policy(context: .signedOut)) != nil)
  }

  private static func firstViolation(of steps: [Step], in structure: AppStructure<SocialDestination>) -> String? {
    var account = SocialAccount.signedOut
    var engine = NavigationEngine(structure: structure, selection: .timeline)
    engine.setGuard(Social.signInGuard, context: account)
    for (index, step) in steps.enumerated() {
      switch step {
      case .signIn, .signOut:
        // The engine re-checks the state under the new context, then resumes what was held.
        account.isSignedIn = step.isSignIn
        if case .failure = engine.setGuard(Social.signInGuard, context: account) { return "step \(index): re-checking failed" }
      case let .action(action):
        let before = engine.state
        if case .failure = engine.send(action), engine.state != before {
          return "I3: step \(index) (\(action.name)) failed but changed the state"
        }
      }
      let policy = Social.signInGuard.policy(context: account)
      if let problem = violation(engine.state, policy) { return "I9: step \(index) (\(step)): \(problem)" }
      let problems = NavigationInvariants.violations(of: engine.state, in: structure)
      if !problems.isEmpty { return "step \(index) (\(step)): \(problems.joined(separator: "; "))" }
    }
    return nil
  }

  private static func violation(_ state: NavigationState<SocialDestination>, _ policy: GuardPolicy<SocialDestination>) -> String? {
    state.heldDestinations.first { !policy.allows($0, state) }.map { "\($0) is in the state but refused" }
  }

  /// A valid state reached without guards, for `replace`.
  private static func randomState(
    _ actions: RandomActions<SocialDestination>,
    _ structure: AppStructure<SocialDestination>,
    _ rng: inout SeededGenerator
  ) -> NavigationState<SocialDestination> {
    var state = NavigationState(selection: SocialDestination.timeline, nextEntryID: 100)
    for action in actions.sequence(length: 6, using: &rng) { _ = try? state.apply(action, in: structure) }
    return state
  }
}

extension GuardPropertyTests.Step {
  fileprivate var isSignIn: Bool { if case .signIn = self { true } else { false } }
}
