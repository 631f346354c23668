import Foundation
import FuzzSupport
import Waypoint
import WaypointExamples

/// URLs and paths, parsed by the three example route tables and opened through the engine: no
/// input may crash, hang or leave the engine in a state it would refuse.
@_cdecl("FuzzURL_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, testOneInput)
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  fuzzURL(FuzzInput(data, count: size))
  return 0
}

private func fuzzURL(_ input: FuzzInput) {
  var input = input
  let which = input.choice(3)
  let text = String(decoding: input.rest(), as: UTF8.self)
  switch which {
  case 0: check(Shapes.structure, Shapes.routes, start: .triangle, text: text)
  case 1: check(Social.structure(), Social.routes, start: .timeline, text: text)
  default: check(Media.structure(), Media.routes, start: .watchNow, text: text)
  }
}

private func check<D>(_ structure: AppStructure<D>, _ routes: RouteTable<D>, start: D, text: String) {
  var engine = NavigationEngine(structure: structure, selection: start, routes: routes)
  let before = engine.state
  let result = URL(string: text).map { engine.open($0) } ?? engine.open(path: text)
  if case .failure = result, engine.state != before { trap("a refused URL changed the state: \(text)") }
  if let problem = FuzzInvariants.violation(of: engine) { trap("\(problem) after opening \(text)") }
  if case let .success(destinations) = routes.destinations(forPath: text) {
    for destination in destinations {
      guard let path = routes.path(for: destination) else { continue }
      if case let .success(again) = routes.destination(forPath: path), again != destination {
        trap("\(destination) formats to \(path), which parses to \(again)")
      }
    }
  }
}
