import Foundation
import FuzzSupport
import Waypoint
import WaypointExamples

@_cdecl("FuzzCustomization_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, testOneInput)
}

/// Stored tab customizations, decoded and fitted to the example structures, then put in place in
/// every layout: never a crash, never a fixed tab hidden or a sidebar-only tab in a tab bar, and
/// the selection always drawn.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, count: size)
  let app = FuzzApp.pick(&input)
  let environment = fuzzEnvironments[input.choice(fuzzEnvironments.count)]
  guard let stored = try? JSONDecoder().decode(TabCustomization.self, from: Data(input.rest())) else { return 0 }
  switch app {
  case .shapes: check(stored, Shapes.structure, start: .triangle, environment)
  case .social: check(stored, Social.structure(), start: .timeline, environment)
  case .media: check(stored, Media.structure(), start: .watchNow, environment)
  }
  return 0
}

private func check<D>(_ stored: TabCustomization, _ structure: AppStructure<D>, start: D, _ environment: LayoutEnvironment) {
  var engine = NavigationEngine(structure: structure, selection: start, environment: environment)
  let outcome = engine.restoreCustomization(stored)
  if outcome.customization.validated(against: structure).adjustments.count > 0 {
    trap("a fitted customization is not a fixed point: \(outcome.customization)")
  }
  for other in fuzzEnvironments {
    engine.setEnvironment(other)
    if let problem = FuzzInvariants.violation(of: engine) { trap("\(problem) with \(stored)") }
    let layout = engine.layout
    for tab in structure.allTabs {
      if tab.placement == .fixed, !layout.allItems.contains(where: { $0.id == tab.id }), layout.tabBar != nil,
        tab.isEnabled, !tab.isHidden
      {
        if layout.tabBar?.more.contains(where: { $0.id == tab.id }) != true { trap("the fixed tab \(tab.id) is hidden") }
      }
      if tab.placement == .sidebarOnly, layout.tabBar?.items.contains(where: { $0.id == tab.id }) == true,
        other.presentation == .tabBar
      {
        trap("the sidebar-only tab \(tab.id) is in a tab bar")
      }
    }
  }
}
