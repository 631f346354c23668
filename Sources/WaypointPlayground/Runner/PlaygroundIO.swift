/// The playground's connection to the outside world, so the runner can be driven by tests.
///
/// ```swift
/// var lines = ["push /rectangle/item/1"][...]
/// var printed: [String] = []
/// let io = PlaygroundIO(isTTY: false, readLine: { lines.popFirst() }, write: { printed.append($0) })
/// ```
package struct PlaygroundIO {
  /// Whether standard input is a terminal (the prompt is printed only then).
  package var isTTY: Bool
  /// Reads one line of standard input, without its newline; `nil` at the end.
  package var readLine: () -> String?
  /// Writes one line of standard output.
  package var write: (String) -> Void
  /// Writes the prompt, without a newline, and flushes.
  package var prompt: (String) -> Void
  /// Shows a prompt and reads one line with line editing and history, where the terminal has
  /// them; `nil` to print the prompt and read plain lines.
  package var readEditedLine: ((String) -> String?)?
  /// Writes one line of standard error.
  package var writeError: (String) -> Void
  // NB: the file closures return a `Result` rather than throw a `PlaygroundError`: a stored
  // function type with a typed error needs the Swift 6 runtime (iOS 18, macOS 15).
  /// Reads a whole file as text.
  package var readFile: (String) -> Result<String, PlaygroundError>
  /// Writes text to a file in a folder, making the folder if needed: `(folder, name, text)`.
  package var writeFile: (String, String, String) -> Result<Void, PlaygroundError>

  /// Creates an I/O connection.
  ///
  /// - Parameters:
  ///   - isTTY: whether standard input is a terminal.
  ///   - readLine: reads a line of standard input.
  ///   - write: writes a line of standard output.
  ///   - prompt: writes the prompt.
  ///   - readEditedLine: shows a prompt and reads an edited line; none by default.
  ///   - writeError: writes a line of standard error.
  ///   - readFile: reads a file.
  ///   - writeFile: writes a file into a folder.
  package init(
    isTTY: Bool,
    readLine: @escaping () -> String?,
    write: @escaping (String) -> Void,
    prompt: @escaping (String) -> Void = { _ in },
    readEditedLine: ((String) -> String?)? = nil,
    writeError: @escaping (String) -> Void = { _ in },
    readFile: @escaping (String) -> Result<String, PlaygroundError> = { path in
      .failure(.file(path: path, reason: "cannot read files here"))
    },
    writeFile: @escaping (String, String, String) -> Result<Void, PlaygroundError> = { folder, name, _ in
      .failure(.file(path: folder + "/" + name, reason: "cannot write files here"))
    }
  ) {
    self.isTTY = isTTY
    self.readLine = readLine
    self.write = write
    self.prompt = prompt
    self.readEditedLine = readEditedLine
    self.writeError = writeError
    self.readFile = readFile
    self.writeFile = writeFile
  }
}
