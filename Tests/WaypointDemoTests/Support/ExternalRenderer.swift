import Foundation
import Testing

/// A renderer installed on the machine (Graphviz's `dot`, librsvg's `rsvg-convert`), run on our
/// output to prove it parses and renders.
///
/// `.ci/run` installs both and sets `WAYPOINT_REQUIRE_RENDERERS=1`, so there a missing renderer is
/// a failure; elsewhere the tests that need one are skipped with the reason.
struct ExternalRenderer: Sendable {
  /// Graphviz's layout program (Debian's `graphviz`).
  static let dot = ExternalRenderer(name: "dot", package: "graphviz")
  /// librsvg's converter (Debian's `librsvg2-bin`).
  static let rsvgConvert = ExternalRenderer(name: "rsvg-convert", package: "librsvg2-bin")

  var name: String
  var package: String

  /// The program's path, if it is on `PATH`.
  var path: String? {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    return directories.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Whether the tests that need it run: it is installed, or CI requires it (and then a missing
  /// program fails in `run`).
  var isAvailable: Bool { path != nil || ProcessInfo.processInfo.environment["WAYPOINT_REQUIRE_RENDERERS"] == "1" }

  var missingReason: Comment { "\(name) is not installed (apt-get install \(package)); .ci/run installs it" }

  /// Runs the program with `input` on standard input.
  func run(_ arguments: [String], input: String) throws -> ChildProcess {
    guard let path else { throw Missing(description: "\(missingReason)") }
    return try ChildProcess.run(URL(fileURLWithPath: path), arguments, stdin: input)
  }

  struct Missing: Error, CustomStringConvertible {
    var description: String
  }
}
