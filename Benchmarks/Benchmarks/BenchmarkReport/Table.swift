/// Renders rows as a Markdown table, so that the output can go into the README as is.
enum Table {
  static func render(_ rows: [Report.Row]) -> String {
    markdown([["Measurement", "Result", "Target", ""]] + rows.map { [$0.measurement, $0.value, $0.target, $0.verdict] })
  }

  /// A Markdown table of `cells`, the first row being the header, with columns padded to align.
  static func markdown(_ cells: [[String]]) -> String {
    guard let header = cells.first else { return "" }
    let widths = header.indices.map { column in cells.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0 }
    func line(_ row: [String]) -> String {
      "| " + zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: " | ") + " |"
    }
    let rule = "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
    return ([line(header), rule] + cells.dropFirst().map(line)).joined(separator: "\n")
  }
}
