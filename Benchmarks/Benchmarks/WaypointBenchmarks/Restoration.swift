import Benchmark
import Fixtures
import Foundation
import Waypoint

/// How many entries the restored session holds.
let restorationEntries = 10_000

/// Measurement 6: restoration encode and decode of a 10,000-entry session, against
/// `JSONEncoder` and `JSONDecoder` of a plain `[String]` of the same length (target: at most 3×).
func registerRestoration() {
  let structure = BenchApp.stress
  let state =
    (try? BenchApp.state(in: structure, tab: 0, depth: restorationEntries)) ?? NavigationState(selection: .tab(0))
  let snapshot = SessionSnapshot(state: state)
  let data = (try? snapshot.jsonData()) ?? Data()
  let strings = state.stack(for: .tab(0)).map(\.destination.title)
  let stringData = (try? JSONEncoder().encode(strings)) ?? Data()

  Benchmark("restore/encode") { benchmark in
    benchmark.startMeasurement()
    blackHole(try? snapshot.jsonData())
    benchmark.stopMeasurement()
  }
  Benchmark("restore/encode-strings") { benchmark in
    benchmark.startMeasurement()
    blackHole(try? JSONEncoder().encode(strings))
    benchmark.stopMeasurement()
  }
  // The same state through plain `Codable`, to tell the snapshot's own cost from the cost of the
  // state's structure (ids, enums with associated values) in JSON.
  let stateData = (try? JSONEncoder().encode(state)) ?? Data()
  Benchmark("restore/encode-codable") { benchmark in
    benchmark.startMeasurement()
    blackHole(try? JSONEncoder().encode(state))
    benchmark.stopMeasurement()
  }
  Benchmark("restore/decode-codable") { benchmark in
    benchmark.startMeasurement()
    blackHole(try? JSONDecoder().decode(NavigationState<BenchDestination>.self, from: stateData))
    benchmark.stopMeasurement()
  }
  Benchmark("restore/decode") { benchmark in
    benchmark.startMeasurement()
    blackHole(try? SessionSnapshot<BenchDestination>.restore(from: data, in: structure))
    benchmark.stopMeasurement()
  }
  Benchmark("restore/decode-strings") { benchmark in
    benchmark.startMeasurement()
    blackHole(try? JSONDecoder().decode([String].self, from: stringData))
    benchmark.stopMeasurement()
  }
  registerRestorationSizes(structure: structure)
}

/// Encode and decode of a session of 10 and 1,000 entries, beside the 10,000 above, so that a
/// change to restoration can be compared at every size an app meets.
private func registerRestorationSizes(structure: AppStructure<BenchDestination>) {
  for entries in [10, 1_000] {
    let state = (try? BenchApp.state(in: structure, tab: 0, depth: entries)) ?? NavigationState(selection: .tab(0))
    let snapshot = SessionSnapshot(state: state)
    let data = (try? snapshot.jsonData()) ?? Data()
    Benchmark("restore/encode-\(entries)") { benchmark in
      benchmark.startMeasurement()
      blackHole(try? snapshot.jsonData())
      benchmark.stopMeasurement()
    }
    Benchmark("restore/decode-\(entries)") { benchmark in
      benchmark.startMeasurement()
      blackHole(try? SessionSnapshot<BenchDestination>.restore(from: data, in: structure))
      benchmark.stopMeasurement()
    }
  }
}
