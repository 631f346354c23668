/// Runs the demo: parses the options, then reads commands (interactively or from a script),
/// runs each one and prints what it did, as text or as JSON lines.
///
/// - Interactive mode reads standard input line by line; it prints a prompt only when standard
///   input is a terminal, and otherwise echoes each command (`› push /x`) so a transcript reads
///   well. Errors never end it.
/// - `--script FILE` (or `-`) runs the file's commands without a prompt, echoing each one; an
///   error ends the run only with `--strict`, with exit status 1.
/// - End of input and `quit` exit with status 0. Blank lines and `#` comments are skipped.
///
/// ```swift
/// let status = DemoRunner.main(arguments: ["--app", "social"], io: io)
/// ```
@MainActor
package enum DemoRunner {
  /// Exit status for a bad command line (`EX_USAGE`).
  package nonisolated static let usageStatus: Int32 = 64
  /// Exit status when the script cannot be read (`EX_NOINPUT`).
  package nonisolated static let noInputStatus: Int32 = 66
  /// Exit status when `--strict` stops a script at an error.
  package nonisolated static let strictFailureStatus: Int32 = 1

  /// Runs the demo with command-line arguments.
  ///
  /// - Parameters:
  ///   - arguments: the arguments after the executable's name.
  ///   - io: the I/O connection.
  /// - Returns: the exit status.
  package static func main(arguments: [String], io: DemoIO) -> Int32 {
    let options: DemoOptions
    do {
      options = try DemoOptions.parse(arguments)
    } catch {
      io.writeError("error: \(error.message)")
      io.writeError(DemoOptions.usage)
      return usageStatus
    }
    if options.help {
      io.write(DemoOptions.usage)
      return 0
    }
    var source: () -> String? = io.readLine
    if let script = options.script, script != "-" {
      do {
        // Any line ending: "\n", "\r\n" (one Character in Swift) or "\r".
        var lines = try io.readFile(script).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)[...]
        if lines.last == "" { lines.removeLast() }
        source = { lines.popFirst().map(String.init) }
      } catch {
        io.writeError("error: \(error.message)")
        return noInputStatus
      }
    }
    return run(options: options, session: options.app.makeSession(), source: source, io: io)
  }

  /// Runs commands from a source until its end, `quit`, or (`--strict`) the first error.
  ///
  /// - Parameters:
  ///   - options: the options.
  ///   - session: the session to run them in.
  ///   - source: the commands, one line per call, `nil` at the end.
  ///   - io: the I/O connection.
  /// - Returns: the exit status.
  package static func run(options: DemoOptions, session: any DemoSessionProtocol, source: () -> String?, io: DemoIO) -> Int32 {
    let scripted = options.script != nil
    let showPrompt = io.isTTY && !scripted && !options.json
    let echo = !options.json && !showPrompt
    let text = TextRenderer()
    let json = JSONRenderer()
    if !options.json {
      if !scripted {
        let others = DemoApp.allCases.filter { $0.rawValue != session.appName.lowercased() }.map { "--app \($0.rawValue)" }
        io.write(
          "Waypoint demo: \(session.appName) (or \(others.joined(separator: ", "))). Type 'help' for the commands, 'quit' to leave.")
      }
      io.write(text.render(session.screen))
    }
    while true {
      if showPrompt { io.prompt("\(session.appName.lowercased())› ") }
      guard let line = source() else {
        if showPrompt { io.write("") }
        return 0
      }
      if CommandParser.isBlank(line) { continue }
      let report = session.run(line)
      if options.json {
        io.write(json.render(report))
      } else {
        if echo { io.write("\n› \(report.command)") }
        let rendered = text.render(report)
        if !rendered.isEmpty { io.write(rendered) }
        if showPrompt { io.write("") }
      }
      if report.quit { return 0 }
      if !report.ok, scripted, options.strict { return strictFailureStatus }
    }
  }
}
