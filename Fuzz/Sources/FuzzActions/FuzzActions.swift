import Foundation
import FuzzSupport
import Waypoint
import WaypointExamples

@_cdecl("FuzzActions_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, testOneInput)
}

/// Sequences of actions, layout changes, customizations and sign-in or sign-out decoded from the
/// bytes and applied through the engine, every invariant checked after each step: the selection
/// drawn and allowed, ids unique, a refused step changes nothing, a plan reaches its target, and
/// the state round-trips through the restoration snapshot exactly.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, count: size)
  switch FuzzApp.pick(&input) {
  case .shapes: run(&input, Shapes.structure, Shapes.sampleDestinations, start: .triangle, guard: nil)
  case .social: run(&input, Social.structure(), Social.sampleDestinations, start: .timeline, guard: Social.signInGuard)
  case .media: run(&input, Media.structure(), Media.sampleDestinations, start: .watchNow, guard: nil)
  }
  return 0
}

private func run<D>(
  _ input: inout FuzzInput,
  _ structure: AppStructure<D>,
  _ destinations: [D],
  start: D,
  guard signInGuard: NavigationGuard<D, SocialAccount>?
) {
  var engine = NavigationEngine(structure: structure, selection: start)
  var account: SocialAccount?
  let ids = structure.allTabs.map(\.id) + structure.sections.map(\.id)
  var steps: [String] = []
  while !input.isEmpty, steps.count < 64 {
    let before = engine.state
    switch input.choice(12) {
    case 0:
      let environment = fuzzEnvironments[input.choice(fuzzEnvironments.count)]
      steps.append("environment \(environment.presentation)")
      engine.setEnvironment(environment)
    case 1:
      let operation = input.customization(ids)
      steps.append("customize \(operation)")
      if case .failure = engine.customize(operation), engine.state != before { fail("a refused customization changed the state", steps) }
    case 2:
      guard let signInGuard else { continue }
      let next = SocialAccount(isSignedIn: input.choice(2) == 0)
      steps.append("signed in: \(next.isSignedIn)")
      account = next
      engine.setGuard(signInGuard, context: next)
    default:
      let action = input.action(destinations)
      steps.append("send \(action)")
      if case .failure = engine.send(action), engine.state != before { fail("a refused action changed the state", steps) }
    }
    if let problem = FuzzInvariants.violation(of: engine) { fail(problem, steps) }
    if let signInGuard, let account,
      let refused = engine.state.heldDestinations.first(where: { signInGuard.decide($0, engine.state, account) != .allow })
    {
      fail("the guard refuses \(refused), which the state holds", steps)
    }
    let plan = TransitionPlan(from: before, to: engine.state)
    if plan.states.last != engine.state { fail("the plan does not reach its target", steps) }
    if let data = try? SessionSnapshot(state: engine.state).jsonData() {
      let restored = try? SessionSnapshot<D>.restore(from: data, in: structure)
      if restored?.windows.first?.state != engine.state { fail("the state does not round-trip through a snapshot", steps) }
    }
  }
}

private func fail(_ message: String, _ steps: [String]) -> Never {
  trap("\(message)\n" + steps.map { "  \($0)" }.joined(separator: "\n"))
}
