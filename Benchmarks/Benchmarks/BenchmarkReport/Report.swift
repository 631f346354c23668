import Foundation

/// Builds the ratio table of the performance budget (issue 9) from one run's results.
struct Report {
  /// One line of the table.
  struct Row {
    var measurement: String
    var value: String
    var target: String
    var verdict: String
  }

  /// Pushes and pops per measured iteration (`pushBatch` in the benchmarks).
  static let pushBatch = 1_000.0
  /// A 120 Hz frame, in nanoseconds.
  static let frame = 8_333_333.0

  let results: Results
  private(set) var rows: [Row] = []
  private(set) var missing: [String] = []

  init(results: Results) {
    self.results = results
    pushPop()
    scaling("2 show (deep link)", group: "show/depth-", sizes: [10, 100, 1_000, 10_000], unit: "level")
    scaling("3 layout", group: "layout/tabs-", sizes: [10, 100, 1_000], unit: "tab")
    scaling("4 plan", group: "plan/entries-", sizes: [10, 100, 1_000, 10_000], unit: "entry")
    absolute("4 plan typical deep link", "plan/deep-link")
    routing()
    restoration()
    interactive()
  }

  private mutating func add(_ measurement: String, _ value: String, _ target: String, _ met: Bool?) {
    let verdict = met.map { $0 ? "met" : "MISSED" } ?? "-"
    rows.append(Row(measurement: measurement, value: value, target: target, verdict: verdict))
  }

  private mutating func optional(_ name: String) -> Results.Figures? {
    if results[name] == nil { missing.append(name) }
    return results[name]
  }

  private mutating func figures(_ names: String...) -> [Results.Figures]? {
    let found = names.compactMap { results[$0] }
    guard found.count == names.count else {
      missing.append(contentsOf: names.filter { results[$0] == nil })
      return nil
    }
    return found
  }

  private mutating func pushPop() {
    for operation in ["push", "pop"] {
      let name = "1 \(operation): Navigator vs Array"
      guard let pair = figures("\(operation)/navigator", "\(operation)/array") else { continue }
      let ratio = pair[0].median / pair[1].median
      let perOperation = pair[0].median / Self.pushBatch
      add(
        name, String(format: "%.1f× (%.0f ns vs %.1f ns)", ratio, perOperation, pair[1].median / Self.pushBatch),
        "≤ 10×", ratio <= 10)
      if let model = optional("\(operation)/state") {
        add(
          "1 \(operation): NavigationEngine.send vs Array",
          String(format: "%.1f× (%.0f ns)", model.median / pair[1].median, model.median / Self.pushBatch), "-", nil)
      }
      if operation == "push", let guarded = optional("push/navigator-guarded") {
        add(
          "1 push with a guard installed vs Array",
          String(
            format: "%.1f× (%.0f ns, %.2f mallocs)", guarded.median / pair[1].median, guarded.median / Self.pushBatch,
            guarded.mallocs / Self.pushBatch), "-", nil)
      }
      let mallocs = pair[0].mallocs / Self.pushBatch
      add(
        "1 mallocs per \(operation)", String(format: "%.2f", mallocs),
        operation == "push" ? "0 amortized" : "-", operation == "push" ? mallocs < 0.01 : nil)
    }
  }

  /// Rows for a cost that must grow linearly: for each step between sizes, the time ratio and
  /// the growth exponent (1 is linear, 2 quadratic).
  private mutating func scaling(_ name: String, group: String, sizes: [Int], unit: String) {
    let names = sizes.map { "\(group)\($0)" }
    guard names.allSatisfy({ results[$0] != nil }) else {
      missing.append(contentsOf: names.filter { results[$0] == nil })
      return
    }
    for (small, large) in zip(sizes, sizes.dropFirst()) {
      guard let pair = figures("\(group)\(small)", "\(group)\(large)") else { continue }
      let ratio = pair[1].median / pair[0].median
      let exponent = log(ratio) / log(Double(large) / Double(small))
      add(
        "\(name) \(small) → \(large)",
        String(
          format: "%.1f× for %d× (exponent %.2f; %.0f ns/%@)", ratio, large / small, exponent,
          pair[1].median / Double(large), unit),
        "linear (exponent ≤ 1.15)", exponent <= 1.15)
    }
  }

  private mutating func absolute(_ name: String, _ benchmark: String) {
    guard let figure = figures(benchmark) else { return }
    add(name, String(format: "%.1f µs (p99 %.1f µs)", figure[0].median / 1_000, figure[0].p99 / 1_000), "-", nil)
  }

  private mutating func routing() {
    if let pair = figures("route/match-1000", "route/match-10") {
      let ratio = pair[0].median / pair[1].median
      add(
        "5 match 1,000 vs 10 routes",
        String(format: "%.2f× (%.0f ns vs %.0f ns)", ratio, pair[0].median, pair[1].median), "≈ 1 (≤ 2×)", ratio <= 2)
    }
    if let pair = figures("route/url-1000", "route/url-10") {
      let ratio = pair[0].median / pair[1].median
      add(
        "5 url(for:) 1,000 vs 10 routes",
        String(format: "%.2f× (%.0f ns vs %.0f ns)", ratio, pair[0].median, pair[1].median), "≈ 1 (≤ 2×)", ratio <= 2)
    }
    if let pair = figures("route/url-first-1000", "route/url-first-10") {
      let ratio = pair[0].median / pair[1].median
      add(
        "5 url(for:) first answer, 1,000 vs 10 routes with parameters",
        String(format: "%.2f× (%.0f ns vs %.0f ns)", ratio, pair[0].median, pair[1].median), "-", nil)
    }
  }

  private mutating func restoration() {
    for operation in ["encode", "decode"] {
      guard let sizes = figures("restore/\(operation)-10", "restore/\(operation)-1000", "restore/\(operation)") else { continue }
      add(
        "6 restoration \(operation) 10 / 1,000 / 10,000 entries",
        String(format: "%.1f µs / %.2f ms / %.1f ms", sizes[0].median / 1e3, sizes[1].median / 1e6, sizes[2].median / 1e6),
        "-", nil)
    }
    for (operation, baseline) in [("encode", "JSONEncoder"), ("decode", "JSONDecoder")] {
      guard let pair = figures("restore/\(operation)", "restore/\(operation)-strings") else { continue }
      let ratio = pair[0].median / pair[1].median
      add(
        "6 restoration \(operation) 10,000 entries vs \(baseline) [String]",
        String(format: "%.2f× (%.1f ms vs %.1f ms)", ratio, pair[0].median / 1e6, pair[1].median / 1e6), "≤ 3×",
        ratio <= 3)
      if let codable = optional("restore/\(operation)-codable") {
        add(
          "6 restoration \(operation) vs \(baseline) of the same NavigationState",
          String(format: "%.2f× (%.1f ms)", pair[0].median / codable.median, codable.median / 1e6), "-", nil)
      }
    }
  }

  private mutating func interactive() {
    guard let figure = figures("interactive/large-app") else { return }
    let fraction = figure[0].p99 / Self.frame * 100
    add(
      "7 interactive path (apply+layout+plan), large app, p99",
      String(format: "%.3f%% of a 120 Hz frame (%.1f µs)", fraction, figure[0].p99 / 1_000), "< 1%",
      fraction < 1)
  }
}
