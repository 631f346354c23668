import Foundation
import FuzzSupport
import Waypoint
import WaypointExamples

/// URLs and paths, parsed by the three example route tables and opened through a navigator,
/// laid out for a layout the input picks and sometimes under a guard.
///
/// Input: the app, an options byte (a guard, the layout), then the text. No input may crash or
/// hang; a refused link changes nothing (state, customization, environment, pending navigation,
/// alert memory); the navigator stays valid (I8 included) and holds nothing the guard refuses
/// (I9). A link that opens shows its last parsed screen on top (unless a guard had a say, or
/// the screen is a tab that runs an action instead; a section's landing screen may show as one
/// of its tabs). The navigator's `currentURL` parses back to
/// the screen on top and opens on a fresh navigator with that screen on top (Handoff). Text that
/// parses as a URL also goes to `open(path:)`, with the same checks. Path → destination → path →
/// destination is stable.
@_cdecl("FuzzURL_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, testOneInput)
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, count: size)
  let which = input.choice(3)
  let options = Int(input.byte())
  let text = String(decoding: input.rest(), as: UTF8.self)
  // libFuzzer calls on the main thread.
  MainActor.assumeIsolated {
    switch which {
    case 0: URLRun(.shapes, options: options).check(text)
    case 1: URLRun(.social, options: options).check(text)
    default: URLRun(.media, options: options).check(text)
    }
  }
  return 0
}

@MainActor
struct URLRun<D: Destination> {
  let model: FuzzModel<D>
  let environment: LayoutEnvironment
  let guardContext: FuzzGuardContext<D>?

  init(_ model: FuzzModel<D>, options: Int) {
    self.model = model
    environment = fuzzEnvironments[(options >> 1) % fuzzEnvironments.count]
    var context: FuzzGuardContext<D>?
    if options & 1 != 0 {
      var choices = FuzzInput([UInt8(options >> 4), UInt8(options >> 5), UInt8(options >> 6), UInt8(options >> 2)])
      let candidate = choices.guardContext(model)
      // A guard that allows no tab at all is refused, and then not in place.
      let probe = Navigator(structure: model.structure, selection: model.start, routes: model.routes, environment: environment)
      if case .success = probe.setGuard(FuzzGuardContext.navigationGuard, context: candidate) { context = candidate }
    }
    guardContext = context
  }

  func navigator() -> Navigator<D> {
    let navigator = Navigator(structure: model.structure, selection: model.start, routes: model.routes, environment: environment)
    if let guardContext { navigator.setGuard(FuzzGuardContext.navigationGuard, context: guardContext) }
    return navigator
  }

  func check(_ text: String) {
    if let url = URL(string: text) {
      open(text, model.routes.destinations(for: url)) { $0.open(url) }
    }
    open(text, model.routes.destinations(forPath: text)) { $0.open(path: text) }
    if case let .success(destinations) = model.routes.destinations(forPath: text) {
      for destination in destinations {
        guard let path = model.routes.path(for: destination) else { continue }
        if case let .success(again) = model.routes.destination(forPath: path), again != destination {
          trap("\(destination) formats to \(path), which parses to \(again)")
        }
      }
    }
  }

  /// Opens a link on a fresh navigator and checks what it did.
  func open(
    _ text: String,
    _ parsed: Result<[D], RoutingError<D>>,
    _ body: (Navigator<D>) -> Result<[NavigationEvent<D>], NavigationError<D>>
  ) {
    let navigator = navigator()
    let before = WindowFingerprint(navigator)
    let result = body(navigator)
    if case .failure = result {
      let changes = WindowFingerprint(navigator).changes(from: before)
      if !changes.isEmpty { trap("a refused link changed \(changes.joined(separator: ", ")): \(text)") }
    }
    if let problem = FuzzInvariants.violation(of: navigator.engine) { trap("\(problem) after opening \(text)") }
    if let guardContext, let refused = guardContext.refusal(in: navigator.state) {
      trap("after opening \(text), the state holds \(refused), which the guard (\(guardContext)) refuses")
    }
    guard case let .success(events) = result, case let .success(destinations) = parsed, let last = destinations.last else { return }
    let intercepting = model.structure.tab(for: last)?.isIntercepting ?? false
    if !held(events, by: navigator), !intercepting, !shows(last, navigator.state.topDestination) {
      trap("\(text) opened with \(navigator.state.topDestination) on top, not \(last)")
    }
    handOff(navigator, text)
  }

  /// The screen on top, as its URL (`currentURL`), parses back to itself and opens on a fresh
  /// navigator with the same screen on top.
  func handOff(_ navigator: Navigator<D>, _ text: String) {
    let top = navigator.state.topDestination
    guard let url = navigator.currentURL else { return }
    if case let .success(parsed) = model.routes.destination(for: url), parsed != top {
      trap("after \(text), currentURL \(url) parses to \(parsed), not \(top)")
    }
    let receiver = self.navigator()
    switch receiver.open(url) {
    case let .success(events):
      let intercepting = model.structure.tab(for: top)?.isIntercepting ?? false
      if !held(events, by: receiver), !intercepting, !shows(top, receiver.state.topDestination) {
        trap("after \(text), currentURL \(url) opens with \(receiver.state.topDestination) on top, not \(top)")
      }
    case let .failure(error):
      if guardContext == nil { trap("after \(text), currentURL \(url) does not open: \(error)") }
    }
  }

  /// Whether `top` shows `destination`: it is `destination`, or one of its section's tabs when
  /// `destination` is a section's landing screen, which layouts that draw the section's tabs
  /// show as its first drawn tab.
  func shows(_ destination: D, _ top: D) -> Bool {
    top == destination || model.structure.section(landing: destination)?.tabs.contains { $0.destination == top } == true
  }

  /// Whether the guard held the navigation back: redirected it, or holds it while its
  /// destination is looked up first (the link's screen comes with the resolver's answer).
  func held(_ events: [NavigationEvent<D>], by navigator: Navigator<D>) -> Bool {
    navigator.engine.pendingNavigation?.resolution != nil || events.contains { if case .redirected = $0 { true } else { false } }
  }
}
