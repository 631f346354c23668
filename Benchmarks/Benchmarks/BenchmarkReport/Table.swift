/// Renders report rows as a Markdown table, so that the output can go into the README as is.
enum Table {
  static func render(_ rows: [Report.Row]) -> String {
    let header = ["Measurement", "Result", "Target", ""]
    let cells = [header] + rows.map { [$0.measurement, $0.value, $0.target, $0.verdict] }
    let widths = header.indices.map { column in cells.map { $0[column].count }.max() ?? 0 }
    func line(_ row: [String]) -> String {
      "| " + zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: " | ") + " |"
    }
    let rule = "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
    return ([line(header), rule] + cells.dropFirst().map(line)).joined(separator: "\n")
  }
}
