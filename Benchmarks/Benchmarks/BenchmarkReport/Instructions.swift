import Foundation

/// The side-by-side instruction table, read from the profiles `side-by-side-instructions`
/// dumped under callgrind: one profile per operation and subject, named
/// "<operation> <subject> <count>".
struct Instructions {
  /// Instructions per operation, by operation and subject.
  private(set) var perOperation: [String: [String: Double]] = [:]

  /// Reads every profile in `folder`, subtracting the harness's own cost from each.
  ///
  /// - Parameter folder: the folder callgrind wrote the dumps to.
  /// - Throws: when the folder cannot be read, or has no harness profile.
  init(folder: URL) throws {
    var totals: [(name: [Substring], total: Double)] = []
    for file in try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) {
      let text = try String(contentsOf: file, encoding: .utf8)
      var name: [Substring]?
      var total: Double?
      for line in text.split(separator: "\n") {
        if line.hasPrefix("desc: Trigger: Client Request: ") {
          name = line.dropFirst("desc: Trigger: Client Request: ".count).split(separator: " ")
        } else if line.hasPrefix("totals: ") {
          total = Double(line.dropFirst("totals: ".count).trimmingCharacters(in: .whitespaces))
        }
      }
      if let name, name.count == 3, let total { totals.append((name, total)) }
    }
    guard let harness = totals.first(where: { $0.name[0] == "harness" }), let count = Double(harness.name[2]) else {
      throw ReportError("no harness profile in \(folder.path): run side-by-side-instructions under callgrind first")
    }
    let overhead = harness.total / count
    for (name, total) in totals where name[0] != "harness" {
      guard let count = Double(name[2]), count > 0 else { continue }
      perOperation[String(name[0]), default: [:]][String(name[1])] = total / count - overhead
    }
  }

  /// Instructions per operation of `subject` doing `operation`, if measured.
  subscript(operation: String, subject: String) -> Double? { perOperation[operation]?[subject] }

  /// Waypoint ÷ the router for `operation` (`suffix` "-observed": with its observing views).
  func ratio(_ operation: String, suffix: String = "") -> Double? {
    guard let waypoint = self[operation, "waypoint" + suffix], let router = self[operation, "router" + suffix] else { return nil }
    return waypoint / router
  }
}

/// A report that cannot be made, and why.
struct ReportError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }
}

/// The operations of the side-by-side table, in order, with their targets (Waypoint ÷ router).
enum SideBySideTable {
  static let rows: [(name: String, label: String, target: Double?)] = [
    ("push", "push", 3), ("pop", "pop", 3), ("select", "select a tab, 5 tabs", 5),
    ("select-100", "select a tab, 100 tabs in 20 sections", 5),
    ("sheet", "present + dismiss a sheet", 3), ("link-3", "deep link, 3 levels and 2 sheets", 5),
    ("link-100", "deep link, 100 levels", nil), ("link-1000", "deep link, 1,000 levels", 10),
    ("url", "open(URL), parse + apply", 5), ("sidebar-100", "layout of 100 tabs, sidebar", 5),
    ("tab-bar-100", "layout of 100 tabs, tab bar", 5),
  ]

  /// The targets of the plain build with one observing view per changed part (Waypoint ÷ router).
  static let observedTargets: [String: Double] = ["push": 2]

  /// The Markdown table: for each build, Waypoint's and the router's instructions per operation
  /// and their ratio; then the plain build with one observing view per changed part; then the
  /// targets and whether the plain build meets them.
  static func render(plain: Instructions, cmo: Instructions?) -> String {
    var header = ["operation", "Waypoint", "router", "Waypoint ÷ router"]
    if cmo != nil { header += ["Waypoint, CMO", "router, CMO", "÷, CMO"] }
    header += ["Waypoint, observed", "router, observed", "÷, observed", "target", ""]
    var lines = [header]
    for row in rows {
      var line = [row.label] + cells(plain, row.name)
      if let cmo { line += cells(cmo, row.name) }
      line += cells(plain, row.name, suffix: "-observed")
      let ratio = plain.ratio(row.name)
      let observedRatio = plain.ratio(row.name, suffix: "-observed")
      let observedTarget = observedTargets[row.name]
      var targets = [row.target.map { "≤ \(Int($0))×" } ?? "-"]
      if let observedTarget { targets.append("observed ≤ \(Int(observedTarget))×") }
      var verdicts: [String] = []
      if let ratio, let target = row.target { verdicts.append(ratio <= target ? "met" : "missed") }
      if let observedRatio, let observedTarget { verdicts.append(observedRatio <= observedTarget ? "met" : "missed") }
      line.append(targets.joined(separator: ", "))
      line.append(verdicts.joined(separator: ", "))
      lines.append(line)
    }
    if let waypoint = plain["push", "waypoint"], let storage = plain["push", "tca-storage"],
      let pop = plain["pop", "tca-storage"], let waypointPop = plain["pop", "waypoint"]
    {
      var line = [
        "TCA `StackState` storage: push / pop", number(storage) + " / " + number(pop), "-",
        String(format: "Waypoint ÷ it: %.1f× / %.1f×", waypoint / storage, waypointPop / pop),
      ]
      if cmo != nil { line += ["", "", ""] }
      lines.append(line + ["", "", "", "-", ""])
    }
    return Table.markdown(lines)
  }

  private static func cells(_ counts: Instructions, _ name: String, suffix: String = "") -> [String] {
    guard let waypoint = counts[name, "waypoint" + suffix], let router = counts[name, "router" + suffix] else { return ["-", "-", "-"] }
    return [number(waypoint), number(router), String(format: "%.1f×", waypoint / router)]
  }

  /// A count with thousands separators (`95,527`).
  static func number(_ value: Double) -> String {
    let digits = String(Int(value.rounded()))
    var grouped = ""
    for (index, character) in digits.reversed().enumerated() {
      if index > 0, index % 3 == 0 { grouped.append(",") }
      grouped.append(character)
    }
    return String(grouped.reversed())
  }
}
