import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// The person's gestures, mixed with the app's actions at random, as the SwiftUI layer performs
/// them (issue 28, gestures an app can test): each leaves a valid state (I1), a refused one
/// changes nothing (I3), and once every presentation has finished the screen shows exactly the
/// navigator's state.
@MainActor
@Suite struct GesturePropertyTests {
  enum Step: CustomStringConvertible {
    case act(NavigationAction<SocialDestination>)
    case gesture(Navigator<SocialDestination>.Gesture)

    var description: String {
      switch self {
      case let .act(action): "send \(action)"
      case let .gesture(gesture): "perform \(gesture)"
      }
    }
  }

  static let structure = Social.structure()
  static let tabs = structure.allTabs.map(\.destination) + structure.sections.compactMap(\.landing)

  static func gesture(using rng: inout SeededGenerator) -> Navigator<SocialDestination>.Gesture {
    switch Int.random(in: 0..<6, using: &rng) {
    case 0: .chooseTab(tabs.randomElement(using: &rng) ?? .timeline)
    case 1: .chooseListRow(tabs.randomElement(using: &rng) ?? .timeline)
    case 2: .goBack(count: Int.random(in: 0...3, using: &rng))
    case 3: .swipeAway(elevation: Int.random(in: -1...2, using: &rng))
    case 4: .tapAlertButton(id: ["go", "other", "cancel", "nope"].randomElement(using: &rng) ?? "go")
    default: .closeAlert
    }
  }
}

extension GesturePropertyTests {
  @Test func gesturesKeepTheStateValidAndTheScreenInStep() {  // I1, I3
    let actions = RandomActions(structure: Self.structure, destinations: Social.sampleDestinations)
    let environments = [
      LayoutEnvironment(), LayoutEnvironment(style: .sidebar, sizeClass: .compact, idiom: .phone, isSidebarShown: true),
      LayoutEnvironment(style: .sidebar, sizeClass: .regular, idiom: .pad),
    ]
    let failure = PropertyCheck.run(
      count: 150,
      seed: PropertyCheck.seed(default: 0x6E57),
      generate: { rng -> (Int, [Step]) in
        let environment = Int.random(in: 0..<environments.count, using: &rng)
        let steps = (0..<Int.random(in: 1...25, using: &rng)).map { _ -> Step in
          Bool.random(using: &rng) ? .act(actions.action(using: &rng)) : .gesture(Self.gesture(using: &rng))
        }
        return (environment, steps)
      },
      shrink: { input in PropertyCheck.shrinkArray(input.1).map { (input.0, $0) } },
      property: { Self.firstViolation($0.1, in: environments[$0.0]) }
    )
    if let failure {
      let steps = failure.input.1.map { "  \($0)" }.joined(separator: "\n")
      Issue.record("\(failure.message)\nseed \(failure.seed); environment \(failure.input.0); shrunk steps:\n\(steps)")
    }
  }

  private static func firstViolation(_ steps: [Step], in environment: LayoutEnvironment) -> String? {
    let navigator = Navigator(structure: structure, selection: .timeline, environment: environment)
    let screen = PresentationStager(displaying: navigator.state, in: navigator.environment, structure: structure)
    for (index, step) in steps.enumerated() {
      let before = navigator.state
      switch step {
      case let .act(action):
        if case .failure = navigator.send(action), navigator.state != before {
          return "I3: step \(index) (\(step)) was refused but changed the state"
        }
      case let .gesture(gesture):
        screen.settle(on: navigator)
        screen.perform(gesture, on: navigator)
      }
      let problems = NavigationInvariants.violations(of: navigator.state, in: structure)
      if !problems.isEmpty { return "I1: step \(index) (\(step)): \(problems.joined(separator: "; "))" }
      screen.settle(on: navigator)
      if screen.displayed != navigator.state {
        return "step \(index) (\(step)): once settled, the screen shows another state than the navigator's"
      }
    }
    return nil
  }
}
