import Benchmark
import Fixtures
import Foundation
import Waypoint

/// The route-table sizes measurement 5 compares.
let routeCounts = [10, 1_000]

/// A route table with `count` routes, one per tab: `/t<i>/item/{level}`.
func benchRoutes(count: Int) -> RouteTable<BenchDestination> {
  RouteTable(scheme: "bench") {
    for tab in 0..<count {
      Route("/t\(tab)/item/{level}", build: { BenchDestination.item(tab: tab, level: $0) }) {
        if case let .item(owner, level) = $0, owner == tab { level } else { nil }
      }
    }
  }
}

/// Measurement 5: route matching (URL → destination) and `url(for:)` with 10 and with 1,000
/// routes (target: the 1,000-route cost close to the 10-route cost).
///
/// Both look up the last route of the table, the worst case for a table that is searched in order.
/// `url(for:)` remembers the paths it wrote, so `route/url-first-…` also measures a fresh table's
/// first answer.
func registerRouting() {
  for count in routeCounts {
    let table = benchRoutes(count: count)
    let destination = BenchDestination.item(tab: count - 1, level: 42)
    let url = URL(string: "bench:///t\(count - 1)/item/42") ?? URL(fileURLWithPath: "/")
    Benchmark("route/match-\(count)") { benchmark in
      benchmark.startMeasurement()
      blackHole(table.destination(for: url))
      benchmark.stopMeasurement()
    }
    Benchmark("route/url-\(count)") { benchmark in
      benchmark.startMeasurement()
      blackHole(table.url(for: destination))
      benchmark.stopMeasurement()
    }
    // The first time a table is asked for a destination's URL: a table whose routes all have
    // parameters is still tried route by route, as far as the first that names the destination.
    Benchmark("route/url-first-\(count)") { benchmark in
      let fresh = benchRoutes(count: count)
      benchmark.startMeasurement()
      blackHole(fresh.url(for: destination))
      benchmark.stopMeasurement()
    }
  }
}
