import Fixtures
import Foundation
import Waypoint

// Runs one benchmark workload in a plain loop, without the benchmark harness, so that
// `valgrind --tool=callgrind` can profile it (the harness's malloc interposer and threads stop
// valgrind). Usage: waypoint-profile <workload> [repetitions]
let arguments = CommandLine.arguments
let workload = arguments.count > 1 ? arguments[1] : ""
let repetitions = arguments.count > 2 ? Int(arguments[2]) ?? 10 : 10

@MainActor
func run() -> Bool {
  switch workload {
  case "push":
    let navigator = Navigator(structure: BenchApp.stress, selection: .tab(0))
    navigator.push(.detail(-1))
    for _ in 0..<repetitions {
      for index in 0..<1_000 { navigator.push(.detail(index)) }
      navigator.pop(1_000)
    }
  case "capacity":
    // Whether a push/pop cycle keeps the stack's storage (no copy, no regrowth).
    let navigator = Navigator(structure: BenchApp.stress, selection: .tab(0))
    navigator.push(.detail(-1))
    for _ in 0..<repetitions {
      for index in 0..<1_000 { navigator.push(.detail(index)) }
      print("after pushes:", navigator.state.stack(for: .tab(0)).count, navigator.state.stack(for: .tab(0)).capacity)
      navigator.pop(1_000)
      print(
        "after pop(1000):", navigator.state.stack(for: .tab(0)).count, navigator.state.stack(for: .tab(0)).capacity,
        navigator.lastEvents.count)
    }
  case "layout":
    // Measurement 3 at 1,000 tabs.
    let structure = BenchApp.structure(tabs: 1_000, sections: 200, maxStackDepth: 1_000, maxModalDepth: 10)
    let state = (try? BenchApp.state(in: structure, tab: 0, depth: 10)) ?? NavigationState(selection: .tab(0))
    let environment = LayoutEnvironment(style: .sidebarAdaptable, sizeClass: .regular, idiom: .pad)
    for _ in 0..<repetitions { _ = NavigationLayout(state: state, structure: structure, environment: environment) }
  case "select-small":
    // A tab switch in the five-tab app, as the side-by-side table measures it.
    let navigator = Navigator(structure: BenchApp.small, selection: .tab(0))
    for index in 0..<repetitions { navigator.select(.tab(index % 2 == 0 ? 1 : 2)) }
  case "select-large":
    // A tab switch between two sections of the large app, as the side-by-side table measures it.
    let navigator = Navigator(structure: BenchApp.large, selection: .tab(0))
    for index in 0..<repetitions { navigator.select(.tab(index % 2 == 0 ? 1 : 6)) }
  case "navigator-layout", "navigator-sidebar":
    // What an app reads: the large app's layout through the navigator, tab bar or sidebar.
    let navigator = Navigator(structure: BenchApp.large, selection: .tab(0))
    if workload == "navigator-sidebar" {
      _ = navigator.setEnvironment(LayoutEnvironment(style: .sidebarAdaptable, sizeClass: .regular, idiom: .pad))
    }
    for _ in 0..<repetitions { withExtendedLifetime(navigator.layout) {} }
  case "interactive", "interactive-apply", "interactive-layout", "interactive-plan":
    // Measurement 7's cycle of user actions on the large app; the suffix keeps one phase only.
    let structure = BenchApp.large
    let state =
      (try? BenchApp.state(in: structure, tab: 0, depth: 990, modals: 9, otherStacks: 500))
      ?? NavigationState(selection: .tab(0))
    let navigator = (try? Navigator(structure: structure, state: state)) ?? Navigator(structure: structure, selection: .tab(0))
    let environment = LayoutEnvironment(style: .sidebarAdaptable, sizeClass: .regular, idiom: .pad)
    for _ in 0..<repetitions {
      for action in interactiveActions {
        let before = navigator.state
        navigator.send(action)
        let after = navigator.state
        if workload == "interactive" || workload == "interactive-layout" {
          _ = NavigationLayout(state: after, structure: structure, environment: environment)
        }
        if workload == "interactive" || workload == "interactive-plan" {
          _ = TransitionPlan(from: before, to: after)
        }
      }
    }
  case "interactive-breakdown":
    // Measurement 7 per action and phase: the median of each over the repetitions, in µs.
    let structure = BenchApp.large
    let state =
      (try? BenchApp.state(in: structure, tab: 0, depth: 990, modals: 9, otherStacks: 500))
      ?? NavigationState(selection: .tab(0))
    let navigator = (try? Navigator(structure: structure, state: state)) ?? Navigator(structure: structure, selection: .tab(0))
    let environment = LayoutEnvironment(style: .sidebarAdaptable, sizeClass: .regular, idiom: .pad)
    let clock = ContinuousClock()
    var samples = Array(repeating: (apply: [Duration](), layout: [Duration](), plan: [Duration]()), count: interactiveActions.count)
    for _ in 0..<repetitions {
      for (index, action) in interactiveActions.enumerated() {
        let before = navigator.state
        samples[index].apply.append(clock.measure { navigator.send(action) })
        let after = navigator.state
        samples[index].layout.append(clock.measure { _ = NavigationLayout(state: after, structure: structure, environment: environment) })
        samples[index].plan.append(clock.measure { _ = TransitionPlan(from: before, to: after) })
      }
    }
    func median(_ values: [Duration]) -> String {
      let sorted = values.sorted()
      guard !sorted.isEmpty else { return "-" }
      let value = sorted[sorted.count / 2].components
      return String(format: "%8.1f", Double(value.seconds) * 1e6 + Double(value.attoseconds) / 1e12)
    }
    print("action                                   apply µs  layout µs   plan µs")
    for (index, action) in interactiveActions.enumerated() {
      let name = "\(action)".prefix(40).padding(toLength: 40, withPad: " ", startingAt: 0)
      print("\(name) \(median(samples[index].apply))   \(median(samples[index].layout))  \(median(samples[index].plan))")
    }
  case "restore-encode", "restore-decode":
    // Measurement 6: a session of 10,000 entries (or the third argument's count) to JSON and back.
    let entries = arguments.count > 3 ? Int(arguments[3]) ?? 10_000 : 10_000
    let structure = BenchApp.stress
    let state = (try? BenchApp.state(in: structure, tab: 0, depth: entries)) ?? NavigationState(selection: .tab(0))
    let snapshot = SessionSnapshot(state: state)
    let data = (try? snapshot.jsonData()) ?? Data()
    for _ in 0..<repetitions {
      if workload == "restore-encode" {
        _ = try? snapshot.jsonData()
      } else {
        _ = try? SessionSnapshot<BenchDestination>.restore(from: data, in: structure)
      }
    }
  case "pop":
    let navigator = Navigator(structure: BenchApp.stress, selection: .tab(0))
    navigator.push(.detail(-1))
    for _ in 0..<repetitions {
      for index in 0..<1_000 { navigator.push(.detail(index)) }
      for _ in 0..<1_000 { navigator.pop() }
    }
  case "show":
    let navigator = Navigator(structure: BenchApp.stress, selection: .tab(1))
    for _ in 0..<repetitions {
      navigator.popToRoot()
      navigator.show(.item(tab: 1, level: 1_000))
    }
  case "link-3":
    // The side-by-side link: three pushes and two sheets in the small app's third tab.
    let navigator = Navigator(structure: BenchApp.small, selection: .tab(0))
    for _ in 0..<repetitions {
      navigator.show(.picker(tab: 2))
      navigator.dismissAll()
      navigator.popToRoot()
      navigator.select(.tab(0))
    }
  case "open":
    // The side-by-side URL: three levels deep in the small app's third tab.
    let url = URL(string: "bench:///tab/2/item/3") ?? URL(fileURLWithPath: "/")
    let navigator = Navigator(structure: BenchApp.small, selection: .tab(0), routes: BenchApp.routes)
    for _ in 0..<repetitions {
      navigator.open(url)
      navigator.popToRoot()
      navigator.select(.tab(0))
    }
  case "sheet":
    let navigator = Navigator(structure: BenchApp.small, selection: .tab(0))
    for _ in 0..<repetitions {
      navigator.present(.sheet(1))
      navigator.dismiss()
    }
  default:
    print(
      "usage: waypoint-profile push|pop|show|link-3|open|sheet|capacity|layout|interactive[-apply|-layout|-plan]|interactive-breakdown|restore-encode|restore-decode [repetitions] [entries]"
    )
    return false
  }
  return true
}

_ = run()
