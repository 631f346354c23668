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

  /// A 120 Hz frame, in nanoseconds.
  static let frame = 8_333_333.0

  let results: Results
  private(set) var rows: [Row] = []
  private(set) var missing: [String] = []

  init(results: Results) {
    self.results = results
    sideBySide()
    guardedPush()
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

  /// Rows of the side-by-side comparison in wall-clock time: for each operation, Waypoint's time
  /// per operation ÷ the hand-written router's, and the mallocs per push and pop.
  private mutating func sideBySide() {
    let names = results.names.filter { $0.hasPrefix("side/") }
    var operations: [String] = []
    var perOperation: [String: [String: (time: Double, mallocs: Double)]] = [:]
    for name in names {
      let parts = name.split(separator: "/")
      guard parts.count == 4, let count = Double(parts[3]), count > 0, let figure = results[name] else { continue }
      let operation = String(parts[1])
      if perOperation[operation] == nil { operations.append(operation) }
      perOperation[operation, default: [:]][String(parts[2])] = (figure.median / count, figure.mallocs / count)
    }
    if operations.isEmpty { missing.append("side/*") }
    for operation in operations {
      guard let waypoint = perOperation[operation]?["waypoint"], let router = perOperation[operation]?["router"] else { continue }
      add(
        "1 \(operation): Waypoint ÷ hand-written router",
        String(format: "%.1f× (%.0f ns vs %.0f ns)", waypoint.time / router.time, waypoint.time, router.time), "-", nil)
      if operation == "push" || operation == "pop" {
        // A pop allocates the array of popped entries its event carries; a push, nothing but
        // the stack's amortized growth.
        let allowed = operation == "push" ? 0.05 : 1.05
        add(
          "1 mallocs per \(operation)", String(format: "%.2f (router %.2f)", waypoint.mallocs, router.mallocs),
          operation == "push" ? "0 amortized" : "1 (the popped entries)", waypoint.mallocs < allowed)
      }
    }
  }

  /// Pushes per iteration of `push/navigator-guarded` (`pushBatch` in the benchmarks).
  static let guardedPushes = 1_000.0

  private mutating func guardedPush() {
    guard let figure = figures("push/navigator-guarded") else { return }
    add(
      "1 push with a guard installed",
      String(format: "%.0f ns, %.2f mallocs", figure[0].median / Self.guardedPushes, figure[0].mallocs / Self.guardedPushes),
      "-", nil)
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
