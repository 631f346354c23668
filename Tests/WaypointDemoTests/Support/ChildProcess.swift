import Foundation

/// A program run to its end with text on standard input, and what it printed.
///
/// Input is written and standard error read on threads of their own, so a program that prints a
/// lot before it reads everything (rsvg-convert, dot) never blocks on a full pipe.
struct ChildProcess {
  var status: Int32
  var stdout: Data
  var stderr: String

  var stdoutText: String { String(decoding: stdout, as: UTF8.self) }

  static func run(_ executable: URL, _ arguments: [String], stdin: String, in directory: URL? = nil) throws -> ChildProcess {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let writer = Thread {
      input.fileHandleForWriting.write(Data(stdin.utf8))
      try? input.fileHandleForWriting.close()
    }
    writer.start()
    let errorText = PipeReader(errors.fileHandleForReading)
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ChildProcess(status: process.terminationStatus, stdout: data, stderr: errorText.text())
  }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var data = Data()

  init(_ handle: FileHandle) {
    Thread {
      self.data = handle.readDataToEndOfFile()
      self.done.signal()
    }.start()
  }

  func text() -> String {
    done.wait()
    return String(decoding: data, as: UTF8.self)
  }
}
