import Foundation
import Testing

/// Runs the built `waypoint-demo` executable, as argument-parser's example tests do: found next to
/// the test bundle, or in the package's `.build/debug`.
struct DemoExecutable {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The executable's location, if it was built.
  static var url: URL? {
    let name = "waypoint-demo"
    let bundle = Bundle.main.bundleURL
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let candidates = [
      bundle.appendingPathComponent(name),
      bundle.deletingLastPathComponent().appendingPathComponent(name),
      packageRoot.appendingPathComponent(".build/debug/\(name)"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Runs the executable with arguments and standard input, in a fresh temporary directory.
  static func run(
    _ arguments: [String],
    stdin: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Result {
    let executable = try #require(url, "build the package first: waypoint-demo was not found", sourceLocation: sourceLocation)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("waypoint-demo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let child = try ChildProcess.run(executable, arguments, stdin: stdin, in: directory)
    return Result(status: child.status, stdout: child.stdoutText, stderr: child.stderr)
  }
}
