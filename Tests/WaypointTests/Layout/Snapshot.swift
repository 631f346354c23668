import Foundation
import Testing

/// Compares `text` with the golden file `Snapshots/<name>.txt` beside this file, as
/// argument-parser's `assertSnapshot` does. With `WAYPOINT_RECORD=1` the file is (re)written and
/// the check passes; a missing file is written and reported as a failure, so CI never passes on
/// a snapshot nobody looked at.
func assertSnapshot(
  _ text: String,
  named name: String,
  filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
  let file = directory.appendingPathComponent("\(name).txt")
  let expected = text + "\n"
  let recording = ProcessInfo.processInfo.environment["WAYPOINT_RECORD"] == "1"
  guard !recording, let stored = try? String(contentsOf: file, encoding: .utf8) else {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try expected.write(to: file, atomically: true, encoding: .utf8)
    } catch {
      Issue.record("could not write \(file.path): \(error)", sourceLocation: sourceLocation)
      return
    }
    if !recording {
      Issue.record("recorded a new snapshot at \(file.path); check it and run again", sourceLocation: sourceLocation)
    }
    return
  }
  guard stored != expected else { return }
  let old = stored.split(separator: "\n", omittingEmptySubsequences: false)
  let new = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let line = Array(zip(old, new)).firstIndex { $0.0 != $0.1 } ?? min(old.count, new.count)
  let was = line < old.count ? String(old[line]) : "<end>"
  let now = line < new.count ? String(new[line]) : "<end>"
  Issue.record(
    """
    snapshot \(name) differs at line \(line + 1) (WAYPOINT_RECORD=1 re-records):
      stored: \(was)
      actual: \(now)
    full output:
    \(text)
    """,
    sourceLocation: sourceLocation)
}
