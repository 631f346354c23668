import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// The bottom accessory over random sequences of actions, environments and showings, through a
/// navigator (R46): drawn exactly where the rule says, given to the tab view as the layout draws
/// it, told to the layout's readers as the engine computes it, and never a change of the state.
/// The seed is fixed (set `WAYPOINT_SEED` to try others); a failure prints the shrunk sequence.
@MainActor
@Suite struct BottomAccessoryPropertyTests {
  static let sequences = 40
  static let length = 24

  enum Step: CustomStringConvertible {
    case navigate(NavigationAction<MediaDestination>)
    case environment(LayoutEnvironment)
    case accessory(shown: Bool)

    var description: String {
      switch self {
      case let .navigate(action): "navigate \(action)"
      case let .environment(environment): "environment \(environment.style) \(environment.sizeClass) \(environment.idiom)"
      case let .accessory(shown): "accessory \(shown ? "shown" : "hidden")"
      }
    }
  }

  static let environments: [LayoutEnvironment] = [
    LayoutFixtures.phone, LayoutFixtures.phoneCollapsed, LayoutFixtures.padSidebar, LayoutFixtures.padTabBar,
    LayoutFixtures.padCompact, LayoutEnvironment(style: .sidebar, sizeClass: .regular, idiom: .pad), LayoutFixtures.mac,
    LayoutFixtures.vision, LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .tv), LayoutFixtures.single,
  ]
}

extension BottomAccessoryPropertyTests {
  @Test func theAccessoryIsDrawnExactlyWhereTheRuleSays() {  // R46, drawn 1:1, I10
    let actions = RandomActions(structure: Media.structure(), destinations: Media.sampleDestinations)
    PropertyCheck.expect(
      count: Self.sequences, seed: PropertyCheck.seed(default: 0xACCE_5501), context: "Media",
      generate: { rng in
        (0..<Int.random(in: 1...Self.length, using: &rng)).map { _ in
          switch Int.random(in: 0..<6, using: &rng) {
          case 0: .environment(Self.environments.randomElement(using: &rng) ?? LayoutFixtures.phone)
          case 1: .accessory(shown: Bool.random(using: &rng))
          default: .navigate(actions.action(using: &rng))
          }
        }
      },
      property: firstViolation(of:))
  }

  private func firstViolation(of steps: [Step]) -> String? {
    let navigator = Navigator(structure: Media.structure(), selection: .watchNow, environment: LayoutFixtures.phone)
    var shown = false
    for (index, step) in steps.enumerated() {
      let before = navigator.state
      switch step {
      case let .navigate(action): _ = navigator.send(action)
      case let .environment(environment): navigator.setEnvironment(environment)
      case let .accessory(value):
        shown = value
        navigator.setBottomAccessory(shown: value)
        if navigator.state != before { return "step \(index): showing the accessory changed the state" }
      }
      let layout = navigator.layout
      let environment = navigator.environment
      let drawn = layout.bottomAccessory
      let idiomHasOne = environment.idiom == .phone || environment.idiom == .pad
      let overTabView = layout.presentation == .tabBar || (layout.presentation == .sidebar && environment.style != .sidebar)
      let expected = shown && idiomHasOne && overTabView && layout.tabBar?.isHidden != true
      if (drawn != nil) != expected {
        return "step \(index): the accessory is \(drawn == nil ? "not " : "")drawn in \(layout.presentation) on \(environment.idiom)"
      }
      let projection = TabViewProjection(
        state: navigator.state, structure: navigator.structure, customization: navigator.customization, environment: environment,
        showsBottomAccessory: navigator.isBottomAccessoryShown)
      if projection.bottomAccessory != drawn {
        return "step \(index): the tab view is given \(String(describing: projection.bottomAccessory))"
      }
      if navigator.engine.drawnBottomAccessory != drawn { return "step \(index): the engine's answer differs from the layout's" }
    }
    return nil
  }
}
