import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// Popovers over random sequences of the app's actions, the person's gestures and anchors that
/// appear and disappear (issue 30, item 4): a popover comes up pointing at its anchor exactly
/// when the screen under it shows that anchor, on a device with popovers; it points only at the
/// screen under it; and it is never presented anew as a popover once it is a sheet.
@MainActor
@Suite struct PopoverPropertyTests {
  enum Step: CustomStringConvertible {
    case act(NavigationAction<ShapesDestination>)
    /// An anchor shows or hides on the top screen, or on the screen under the top modal (a view
    /// under a sheet can change too).
    case anchor(String, shown: Bool, underTheTopModal: Bool)
    case swipeAway(elevation: Int)
    case appear

    var description: String {
      switch self {
      case let .act(action): "send \(action)"
      case let .anchor(anchor, shown, under):
        "\(shown ? "show" : "hide") the anchor \(anchor) on the \(under ? "screen under the top modal" : "top screen")"
      case let .swipeAway(elevation): "the person dismisses the modal at \(elevation)"
      case .appear: "the presentation in flight finishes"
      }
    }
  }

  static let structure = Shapes.structure
  static let environments = [
    LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .pad),
    LayoutEnvironment(style: .automatic, sizeClass: .compact, idiom: .phone),
    LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .tv),
    LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .mac),
  ]

  static func step(_ actions: RandomActions<ShapesDestination>, using rng: inout SeededGenerator) -> Step {
    switch Int.random(in: 0..<10, using: &rng) {
    case 0...3: .act(actions.action(using: &rng))
    case 4: .act(.present(.settings, style: .popover(anchor: ["a", "b"].randomElement(using: &rng) ?? "a")))
    case 5, 6:
      .anchor(
        ["a", "b"].randomElement(using: &rng) ?? "a", shown: Bool.random(using: &rng), underTheTopModal: Bool.random(using: &rng))
    case 7: .swipeAway(elevation: Int.random(in: 0...2, using: &rng))
    default: .appear
    }
  }
}

extension PopoverPropertyTests {
  /// The screen a modal at `elevation` comes up over: the top of the level under it (the
  /// selected tab's stack, or the modal below's), else that level's root.
  static func screen(under elevation: Int, in state: NavigationState<ShapesDestination>) -> NavigationState<ShapesDestination>.Screen {
    guard elevation > 0 else { return state.stack(for: state.selection).last.map { .entry($0.id) } ?? .root(state.selection) }
    let below = state.modals[elevation - 1]
    return .entry(below.stack.last?.id ?? below.id)
  }

  @Test func aPopoverPointsAtItsAnchorOnlyAsTheScreenUnderItShowedIt() {
    let actions = RandomActions(structure: Self.structure, destinations: Shapes.sampleDestinations)
    let failure = PropertyCheck.run(
      count: 150,
      seed: PropertyCheck.seed(default: 0x9090),
      generate: { rng -> (Int, [Step]) in
        let environment = Int.random(in: 0..<Self.environments.count, using: &rng)
        return (environment, (0..<Int.random(in: 1...30, using: &rng)).map { _ in Self.step(actions, using: &rng) })
      },
      shrink: { input in PropertyCheck.shrinkArray(input.1).map { (input.0, $0) } },
      property: { Self.firstViolation($0.1, in: Self.environments[$0.0]) }
    )
    if let failure {
      let steps = failure.input.1.map { "  \($0)" }.joined(separator: "\n")
      Issue.record("\(failure.message)\nseed \(failure.seed); environment \(failure.input.0); shrunk steps:\n\(steps)")
    }
  }

  private static func firstViolation(_ steps: [Step], in environment: LayoutEnvironment) -> String? {
    let navigator = Navigator(structure: structure, selection: .circle, environment: environment)
    let screen = PresentationStager(displaying: navigator.state, in: environment, structure: structure)
    // What the test's views show, kept apart from the stager's own record.
    var shown: [String: Int] = [:]
    // How each modal on screen came up: anchored or not.
    var cameUp: [EntryID: Bool] = [:]
    for (index, step) in steps.enumerated() {
      switch step {
      case let .act(action): navigator.send(action)
      case let .anchor(anchor, isShown, under):
        let displayed = screen.displayed
        let top = under ? Self.screen(under: displayed.modals.count - 1, in: displayed) : displayed.topScreen
        let key = "\(top) \(anchor)"
        // Views sharing an id count one by one; a view that was never there does not leave.
        let count = max(0, (shown[key] ?? 0) + (isShown ? 1 : -1))
        shown[key] = count > 0 ? count : nil
        if isShown {
          screen.popoverAnchorDidAppear(anchor, on: top)
        } else {
          screen.popoverAnchorDidDisappear(anchor, on: top)
        }
      case let .swipeAway(elevation): screen.userDidSwipeAway(modalAt: elevation, on: navigator)
      case .appear:
        if case let .appearance(elevation)? = screen.awaiting { screen.presentationDidAppear(at: elevation) }
        if case let .dismissal(elevation)? = screen.awaiting { screen.dismissalDidFinish(at: elevation) }
      }
      screen.follow(navigator)
      let displayed = screen.displayed
      cameUp = cameUp.filter { id, _ in displayed.modals.contains { $0.id == id } }
      for presentation in screen.projection.modals {
        let modal = displayed.modals[presentation.elevation]
        let under = Self.screen(under: presentation.elevation, in: displayed)
        let anchored = presentation.kind == .popover
        if let popover = presentation.popover {
          if popover.screen != under { return "step \(index) (\(step)): a popover points at \(popover.screen), not at \(under) under it" }
          if popover.showsAsSheet != environment.showsPopoversAsSheets {
            return "step \(index) (\(step)): a popover is shown as a sheet where the device would not, or the reverse"
          }
        }
        if anchored != (presentation.popover != nil) { return "step \(index) (\(step)): the kind and the anchor disagree" }
        if let previously = cameUp[modal.id] {
          if anchored, !previously { return "step \(index) (\(step)): \(modal.destination) was a sheet and turned into a popover" }
        } else {
          // It comes up now.
          let expected =
            environment.idiom.presentsPopovers && modal.style.popoverAnchor.map { shown["\(under) \($0)"] != nil } == true
          if anchored != expected {
            return "step \(index) (\(step)): \(modal.destination) came up \(anchored ? "anchored" : "as a sheet"), expected the reverse"
          }
        }
        cameUp[modal.id] = anchored
      }
    }
    // Every wait answered as the layer does, the screen shows the navigator's state: a popover's
    // dismissal, alone or with what is above it, never leaves a wait unanswered.
    screen.settle(on: navigator)
    if screen.displayed != navigator.state { return "once settled, the screen shows another state than the navigator's" }
    return nil
  }
}
