import Benchmark
import Fixtures
import Waypoint

/// Measurement 7: the interactive path per user action on the large app (100 tabs in 20
/// sections, every stack 500 deep, the selected one 990, 9 sheets up): apply the action, lay out
/// the new state, plan the transition from the old one (target: p99 under 1% of a 120 Hz frame).
/// The actions are ``interactiveActions``: taps, swipes and a typical deep link.
func registerInteractive() {
  let fixture = Fixture { () -> Box<(navigator: Navigator<BenchDestination>, next: Int)> in
    let structure = BenchApp.large
    let state =
      (try? BenchApp.state(in: structure, tab: 0, depth: 990, modals: 9, otherStacks: 500))
      ?? NavigationState(selection: .tab(0))
    let navigator = (try? Navigator(structure: structure, state: state)) ?? Navigator(structure: structure, selection: .tab(0))
    return Box((navigator, 0))
  }
  mainActorBenchmark("interactive/large-app") { benchmark in
    let box = fixture.current
    let navigator = box.value.navigator
    let action = interactiveActions[box.value.next]
    box.value.next = (box.value.next + 1) % interactiveActions.count
    benchmark.startMeasurement()
    let before = navigator.state
    navigator.send(action)
    let after = navigator.state
    blackHole(NavigationLayout(state: after, structure: navigator.structure, environment: benchLayoutEnvironment))
    blackHole(TransitionPlan(from: before, to: after))
    benchmark.stopMeasurement()
  }
}
