import Benchmark
import Fixtures
import Waypoint

/// The tab counts measurement 3 lays out.
let layoutTabCounts = [10, 100, 1_000]

/// The environment the layout benchmarks use: an iPad in regular width with the sidebar shown,
/// so that every tab and section is a row (the tab bar would show only a few).
let benchLayoutEnvironment = LayoutEnvironment(style: .sidebarAdaptable, sizeClass: .regular, idiom: .pad)

/// Measurement 3: layout of an app with 10, 100 and 1,000 tabs (five tabs per section), with
/// the selected tab 10 deep (target: linear in the number of tabs).
func registerLayout() {
  for tabs in layoutTabCounts {
    let structure = BenchApp.structure(tabs: tabs, sections: tabs / 5, maxStackDepth: 1_000, maxModalDepth: 10)
    let state = (try? BenchApp.state(in: structure, tab: 0, depth: 10)) ?? NavigationState(selection: .tab(0))
    Benchmark("layout/tabs-\(tabs)") { benchmark in
      benchmark.startMeasurement()
      blackHole(NavigationLayout(state: state, structure: structure, environment: benchLayoutEnvironment))
      benchmark.stopMeasurement()
    }
  }
}
