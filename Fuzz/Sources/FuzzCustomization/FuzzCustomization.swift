import Foundation
import FuzzSupport
import Waypoint
import WaypointExamples

@_cdecl("FuzzCustomization_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, testOneInput)
}

/// Tab customizations both ways in: stored ones (decoded and fitted to the structure), and the
/// system's customization UI read back (`operations(toMatch:in:)` applied through
/// `customize([…])`), on the example structures and on variants with other placements,
/// behaviours, disabled and hidden tabs.
///
/// Input: the app, the layout, the length of a block of choices (the structure variant and up to
/// three system readings, each a visibility per area for some ids and section orders that may
/// repeat ids, name unknown ones or another section's), then the stored customization as JSON
/// (none when it does not decode).
///
/// A fitted customization is a fixed point. In every layout, the selection is drawn and I8 holds
/// in every region that shows tabs: a fixed tab never hidden or under More, a pinned tab at the
/// trailing edge, a sidebar-only tab in no tab bar, the visionOS ornament's included. A read-back
/// applies all or nothing, the same through an engine, a navigator and a two-window session
/// (whose windows then agree); refused, it changes nothing; applied, nothing is left to match,
/// and what the core writes back into the system's customization reads back as nothing.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, count: size)
  let app = FuzzApp.pick(&input)
  let environment = input.pick(fuzzEnvironments)
  let choices = FuzzInput(input.take(Int(input.byte())))
  let stored = try? JSONDecoder().decode(TabCustomization.self, from: Data(input.rest()))
  // libFuzzer calls on the main thread.
  MainActor.assumeIsolated {
    switch app {
    case .shapes: check(.shapes, environment, choices, stored)
    case .social: check(.social, environment, choices, stored)
    case .media: check(.media, environment, choices, stored)
    }
  }
  return 0
}

@MainActor
private func check<D>(_ model: FuzzModel<D>, _ environment: LayoutEnvironment, _ choices: FuzzInput, _ stored: TabCustomization?) {
  var choices = choices
  let structure = choices.structureVariant(of: model.structure)
  // A structure that draws no tab in this layout, whatever the customization, has nothing to
  // select there (a variant can hide or make sidebar-only every tab).
  guard let start = structure.firstSelectableTab?.destination, drawsATab(structure, environment) else { return }
  var engine = NavigationEngine(structure: structure, selection: start, environment: environment)
  if let stored {
    let outcome = engine.restoreCustomization(stored)
    if outcome.customization.validated(against: structure).adjustments.count > 0 {
      trap("a fitted customization is not a fixed point: \(outcome.customization)")
    }
    checkEveryLayout(engine, "with \(stored)")
  }
  for _ in 0..<(1 + choices.choice(3)) {
    readBack(choices.systemReading(structure), into: &engine)
  }
}

/// Reads back what the system's customization UI shows, through an engine, a navigator and a
/// two-window session, which must agree.
@MainActor
private func readBack<D>(_ reading: SystemTabCustomization, into engine: inout NavigationEngine<D>) {
  let structure = engine.structure
  let operations = engine.customization.operations(toMatch: reading, in: structure)
  let context = "the read-back of \(brief(reading)) as \(brief(operations)) onto \(engine.customization)"
  if getenv("FUZZ_TRACE") != nil { FileHandle.standardError.write(Data("\(context)\n".utf8)) }
  let navigator = Navigator(engine: engine)
  let session = SessionNavigator(
    session: Session(main: engine.state), structure: structure, environment: engine.environment, customization: engine.customization)
  session.openWindow(showing: engine.state.selection)
  let sessionBefore = SessionFingerprint(session)
  let navigatorBefore = WindowFingerprint(navigator)
  let engineBefore = engine
  let single = engine.customize(operations)
  let alone = navigator.customize(operations)
  let shared = session.windowIDs.first.flatMap { session.navigator(for: $0) }?.customize(operations)
  switch (single, alone) {
  case (.success, .success):
    if navigator.customization != engine.customization || navigator.state != engine.state {
      trap("a navigator applies \(context) differently from its engine")
    }
  case (.failure, .failure):
    if engine.customization != engineBefore.customization || engine.state != engineBefore.state {
      trap("a refused \(context) changed the engine")
    }
    let changes = WindowFingerprint(navigator).changes(from: navigatorBefore)
    if !changes.isEmpty { trap("a refused \(context) changed \(changes.joined(separator: ", ")) of the navigator") }
  default:
    trap("an engine and a navigator answer \(context) differently: \(single) vs \(alone)")
  }
  switch shared {
  case .success?:
    if let problem = FuzzInvariants.violation(of: session) { trap("after \(context) in a session: \(problem)") }
    if case .failure = single { trap("a session applies \(context), which one window refuses") }
  case .failure?:
    if let change = SessionFingerprint(session).difference(from: sessionBefore) {
      trap("a refused \(context) changed \(change) in a session")
    }
    if case .success = single { trap("a session refuses \(context), which one window applies") }
  case nil:
    break
  }
  guard case .success = single else { return }
  if let problem = FuzzReadBack.violation(engine.customization, reading: reading, in: structure) { trap(problem) }
  checkEveryLayout(engine, "after \(context)")
}

/// The invariants, I8 in every region included, in every layout.
private func checkEveryLayout<D>(_ engine: NavigationEngine<D>, _ context: String) {
  var engine = engine
  for environment in fuzzEnvironments where drawsATab(engine.structure, environment) {
    engine.setEnvironment(environment)
    if let problem = FuzzInvariants.violation(of: engine) { trap("\(problem) \(context)") }
  }
}

/// Whether `structure` draws a tab in `environment` when nothing is customized.
private func drawsATab<D>(_ structure: AppStructure<D>, _ environment: LayoutEnvironment) -> Bool {
  !structure.availableRoots(customization: TabCustomization(), environment: environment).isEmpty
}
