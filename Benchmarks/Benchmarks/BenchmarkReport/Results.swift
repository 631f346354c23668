import Foundation

/// The results of one `swift package benchmark --format jmh` run, by benchmark name.
struct Results {
  /// One benchmark's figures per measured iteration (a whole batch).
  struct Figures {
    /// Wall-clock time in nanoseconds at the 50th percentile.
    var median: Double
    /// Wall-clock time in nanoseconds at the 99th percentile.
    var p99: Double
    /// Mallocs at the 50th percentile.
    var mallocs: Double
    /// How many iterations were measured.
    var iterations: Int
  }

  private var figures: [String: Figures] = [:]

  /// Reads the JMH export.
  ///
  /// - Parameter url: the `.jmh.json` file.
  /// - Throws: when the file cannot be read or is not a JMH export.
  init(contentsOf url: URL) throws {
    let elements = try JSONDecoder().decode([Element].self, from: Data(contentsOf: url))
    for element in elements {
      let name = element.benchmark.components(separatedBy: ".").dropFirst(3).joined(separator: ".")
      let metrics = element.secondaryMetrics ?? [:]
      guard let time = metrics["Time (wall clock)"] else { continue }
      figures[name] = Figures(
        median: (time.scorePercentiles["50.0"] ?? 0) * 1_000,
        p99: (time.scorePercentiles["99.0"] ?? 0) * 1_000,
        mallocs: metrics["Malloc (total)"]?.scorePercentiles["50.0"] ?? .nan,
        iterations: element.measurementIterations
      )
    }
  }

  /// The figures of benchmark `name`, if it ran.
  subscript(name: String) -> Figures? { figures[name] }

  /// The names of every benchmark that ran.
  var names: [String] { figures.keys.sorted() }

  private struct Element: Decodable {
    var benchmark: String
    var measurementIterations: Int
    var secondaryMetrics: [String: Metric]?
  }

  private struct Metric: Decodable {
    var scorePercentiles: [String: Double]
  }
}
