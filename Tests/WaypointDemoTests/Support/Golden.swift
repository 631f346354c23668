import Foundation
import Testing

/// Golden files under `Tests/WaypointDemoTests/Golden`: read, compare, and re-record with the
/// environment variable `WAYPOINT_RECORD=1`.
enum Golden {
  static var directory: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")
  }

  /// The text of a file in the golden directory.
  static func read(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
  }

  /// Compares `actual` with the golden file `name`, line by line; records it when asked to.
  static func assert(_ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = directory.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["WAYPOINT_RECORD"] == "1" {
      try actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let expected = try #require(
      try? String(contentsOf: url, encoding: .utf8), "missing golden file \(name); run with WAYPOINT_RECORD=1",
      sourceLocation: sourceLocation)
    guard actual != expected else { return }
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let index =
      zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(actualLines.count, expectedLines.count)
    let line = { (lines: [Substring]) in index < lines.count ? String(lines[index]) : "<end of output>" }
    Issue.record(
      """
      output differs from \(name) at line \(index + 1) (re-record with WAYPOINT_RECORD=1 if the change is intended)
        expected: \(line(expectedLines))
        actual:   \(line(actualLines))
      """, sourceLocation: sourceLocation)
  }
}
