import Foundation
import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// Every state a window reaches has a URL, and that URL opened in a fresh window of the same
/// layout shows the same screen on top: Handoff and "Open in New Window" never reopen a different
/// screen. Random walks over the three example apps in four layouts; the seed is fixed (set
/// `WAYPOINT_SEED` to try others) and a failure prints the shrunk sequence.
@MainActor
@Suite struct HandoffRoundTripPropertyTests {
  static let sequences = 10
  static let length = 20
  static let environments: [LayoutEnvironment] = [
    LayoutEnvironment(style: .automatic, sizeClass: .compact, idiom: .phone),
    LayoutEnvironment(style: .automatic, sizeClass: .compact, idiom: .phone, sectionPolicy: .collapse),
    LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .pad),
    LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .pad, isSidebarShown: false),
  ]
}

extension HandoffRoundTripPropertyTests {
  // Reliability audit N7, I6: 413 of 12,400 states used to reopen a different screen (a tab
  // pushed as an entry), and 490 had no URL (Social's section landings).
  @Test(arguments: 0..<4)
  func shapesReopensTheSameScreen(layout: Int) {
    check(Shapes.structure, Shapes.routes, Shapes.sampleDestinations, Self.environments[layout], seed: 0x4A_2601)
  }

  @Test(arguments: 0..<4)
  func socialReopensTheSameScreen(layout: Int) {
    check(Social.structure(), Social.routes, Social.sampleDestinations, Self.environments[layout], seed: 0x4A_2602)
  }

  @Test(arguments: 0..<4)
  func mediaReopensTheSameScreen(layout: Int) {
    check(Media.structure(), Media.routes, Media.sampleDestinations, Self.environments[layout], seed: 0x4A_2603)
  }

  private func check<D>(
    _ structure: AppStructure<D>, _ routes: RouteTable<D>, _ destinations: [D], _ environment: LayoutEnvironment,
    seed defaultSeed: UInt64
  ) {
    guard let start = structure.firstSelectableTab?.destination else {
      Issue.record("no tab to start on")
      return
    }
    let actions = RandomActions(structure: structure, destinations: destinations)
    PropertyCheck.expect(
      count: Self.sequences,
      seed: PropertyCheck.seed(default: defaultSeed),
      context: "\(environment)",
      generate: { rng in actions.sequence(length: Int.random(in: 1...Self.length, using: &rng), using: &rng) },
      property: { sequence in
        let here = Navigator(structure: structure, selection: start, routes: routes, environment: environment)
        for action in sequence {
          _ = here.send(action)
          let top = here.state.topDestination
          guard let url = here.currentURL else { return "no URL for \(top)" }
          let there = Navigator(structure: structure, selection: start, routes: routes, environment: environment)
          if case let .failure(error) = there.open(url) { return "\(url) does not open: \(error)" }
          if there.state.topDestination != top { return "\(url) reopens \(there.state.topDestination), not \(top)" }
        }
        return nil
      })
  }
}
