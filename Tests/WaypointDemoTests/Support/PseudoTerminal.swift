import Foundation

/// A program run in a pseudo-terminal, typed at as a person would: each line is sent once the
/// program shows its prompt again, and everything it printed is kept.
final class PseudoTerminal: @unchecked Sendable {
  private let process = Process()
  private let controller: Int32
  private let lock = NSLock()
  private var output = Data()
  private let finished = DispatchSemaphore(value: 0)

  /// Starts `executable` with the terminal as its standard input, output and error.
  init(_ executable: URL, _ arguments: [String]) throws {
    var controller: Int32 = -1
    var device: Int32 = -1
    guard openpty(&controller, &device, nil, nil, nil) == 0 else { throw POSIXError(.ENXIO) }
    self.controller = controller
    let handle = FileHandle(fileDescriptor: device, closeOnDealloc: true)
    process.executableURL = executable
    process.arguments = arguments
    process.standardInput = handle
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    try handle.close()
    let source = controller
    Thread { [self] in
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(source, &buffer, buffer.count)
        guard count > 0 else { break }
        lock.withLock { output.append(contentsOf: buffer[0..<count]) }
      }
      finished.signal()
    }.start()
  }

  /// What the program printed so far.
  var text: String { lock.withLock { String(decoding: output, as: UTF8.self) } }

  /// Waits until the program has printed `needle` `count` times, for at most `seconds`.
  @discardableResult
  func wait(for needle: String, count: Int = 1, seconds: Double = 20) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if text.components(separatedBy: needle).count - 1 >= count { return true }
      Thread.sleep(forTimeInterval: 0.02)
    }
    return false
  }

  /// Types `keys` (a `\r` ends a line, as the Return key does).
  func type(_ keys: String) {
    let bytes = Array(keys.utf8)
    _ = bytes.withUnsafeBufferPointer { write(controller, $0.baseAddress, $0.count) }
  }

  /// Waits for the program to end; returns its exit status.
  func waitUntilExit(seconds: Double = 20) -> Int32? {
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    guard !process.isRunning else {
      process.terminate()
      return nil
    }
    _ = finished.wait(timeout: .now() + 5)
    close(controller)
    return process.terminationStatus
  }
}
