/// The demo's connection to the outside world, so the runner can be driven by tests.
///
/// ```swift
/// var lines = ["push /rectangle/item/1"][...]
/// var printed: [String] = []
/// let io = DemoIO(isTTY: false, readLine: { lines.popFirst() }, write: { printed.append($0) })
/// ```
package struct DemoIO {
  /// Whether standard input is a terminal (the prompt is printed only then).
  package var isTTY: Bool
  /// Reads one line of standard input, without its newline; `nil` at the end.
  package var readLine: () -> String?
  /// Writes one line of standard output.
  package var write: (String) -> Void
  /// Writes the prompt, without a newline, and flushes.
  package var prompt: (String) -> Void
  /// Writes one line of standard error.
  package var writeError: (String) -> Void
  /// Reads a whole file as text.
  package var readFile: (String) throws(DemoError) -> String

  /// Creates an I/O connection.
  ///
  /// - Parameters:
  ///   - isTTY: whether standard input is a terminal.
  ///   - readLine: reads a line of standard input.
  ///   - write: writes a line of standard output.
  ///   - prompt: writes the prompt.
  ///   - writeError: writes a line of standard error.
  ///   - readFile: reads a file.
  package init(
    isTTY: Bool,
    readLine: @escaping () -> String?,
    write: @escaping (String) -> Void,
    prompt: @escaping (String) -> Void = { _ in },
    writeError: @escaping (String) -> Void = { _ in },
    readFile: @escaping (String) throws(DemoError) -> String = { path throws(DemoError) in
      throw .file(path: path, reason: "cannot read files here")
    }
  ) {
    self.isTTY = isTTY
    self.readLine = readLine
    self.write = write
    self.prompt = prompt
    self.writeError = writeError
    self.readFile = readFile
  }
}
