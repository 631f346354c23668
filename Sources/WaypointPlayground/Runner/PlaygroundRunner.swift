internal import ArgumentParser

/// Runs the playground: parses the options, then reads commands (interactively or from a script),
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
/// let status = PlaygroundRunner.main(arguments: ["--app", "shapes"], io: .terminal, apps: [playground], executable: "waypoint-demo")
/// ```
@MainActor
package enum PlaygroundRunner {
  /// Exit status for a bad command line (`EX_USAGE`).
  package nonisolated static let usageStatus: Int32 = 64
  /// Exit status when the script cannot be read (`EX_NOINPUT`).
  package nonisolated static let noInputStatus: Int32 = 66
  /// Exit status when `--strict` stops a script at an error, or a `--replay` diverges.
  package nonisolated static let strictFailureStatus: Int32 = 1
  /// Exit status when the recording given to `--replay` cannot be replayed (`EX_DATAERR`).
  package nonisolated static let badRecordingStatus: Int32 = 65

  /// Runs the playground with command-line arguments.
  ///
  /// - Parameters:
  ///   - arguments: the arguments after the executable's name.
  ///   - io: the I/O connection.
  ///   - apps: the apps it can run; `--app` chooses one by name, the first by default.
  ///   - executable: the executable's name, for the usage text.
  /// - Returns: the exit status.
  package static func main(
    arguments: [String], io: PlaygroundIO, apps: [any PlaygroundSessionMaking], executable: String
  ) -> Int32 {
    let usage = PlaygroundOptions.usage(executable: executable, apps: apps.map { $0.name.lowercased() })
    let options: PlaygroundOptions
    do {
      options = try PlaygroundOptions.parse(arguments)
    } catch {
      if PlaygroundOptions.exitCode(for: error) == .success {
        io.write(usage)
        return 0
      }
      io.writeError("error: \(PlaygroundOptions.message(for: error))")
      io.writeError(usage)
      return usageStatus
    }
    guard let app = options.app.map({ name in apps.first { $0.name.lowercased() == name.lowercased() } }) ?? apps.first else {
      let names = apps.map { $0.name.lowercased() }
      let choices = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "") : names.joined()
      io.writeError("error: unknown app '\(options.app ?? "")' (choose \(choices))")
      io.writeError(usage)
      return usageStatus
    }
    if let file = options.replay { return replay(file, app: app, json: options.json, io: io) }
    var source: () -> String? = io.readLine
    if let script = options.script, script != "-" {
      do {
        // Any line ending: "\n", "\r\n" (one Character in Swift) or "\r".
        var lines = try io.readFile(script).get().split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)[...]
        if lines.last == "" { lines.removeLast() }
        source = { lines.popFirst().map(String.init) }
      } catch {
        io.writeError("error: \(error.message)")
        return noInputStatus
      }
    }
    let others = apps.filter { $0.name != app.name }.map { "--app \($0.name.lowercased())" }
    return run(options: options, session: app.makeSession(device: options.device), others: others, source: source, io: io)
  }

  /// Runs commands from a source until its end, `quit`, or (`--strict`) the first error.
  ///
  /// - Parameters:
  ///   - options: the options.
  ///   - session: the session to run them in.
  ///   - others: how to start the other apps (`--app social`), for the greeting.
  ///   - source: the commands, one line per call, `nil` at the end.
  ///   - io: the I/O connection.
  /// - Returns: the exit status.
  package static func run(
    options: PlaygroundOptions, session: any PlaygroundSessionProtocol, others: [String] = [], source: () -> String?, io: PlaygroundIO
  ) -> Int32 {
    let scripted = options.script != nil
    let showPrompt = io.isTTY && !scripted && !options.json
    let echo = !options.json && !showPrompt
    let text = TextRenderer()
    let json = JSONRenderer()
    var pictures = options.svg.map(PictureLog.init(folder:))
    pictures?.write(session, after: nil, io: io)
    if !options.json {
      if !scripted {
        let alternatives = others.isEmpty ? "" : " (or \(others.joined(separator: ", ")))"
        io.write("Waypoint playground: \(session.appName)\(alternatives). Type 'help' for the commands, 'quit' to leave.")
      }
      io.write(text.render(session.screen))
    }
    let prompt = "\(session.appName.lowercased())› "
    while true {
      let next: String?
      if showPrompt, let readEditedLine = io.readEditedLine {
        next = readEditedLine(prompt)
      } else {
        if showPrompt { io.prompt(prompt) }
        next = source()
      }
      guard let line = next else {
        if showPrompt { io.write("") }
        return 0
      }
      if CommandParser.isBlank(line) { continue }
      let report = session.run(line)
      if !report.quit { pictures?.write(session, after: report.command, io: io) }
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

  /// Replays the recording in `file` against the app and prints the report: 0 when nothing
  /// diverged, 1 when a step did, 65 when the recording cannot be replayed, 66 when the file
  /// cannot be read.
  private static func replay(_ file: String, app: any PlaygroundSessionMaking, json: Bool, io: PlaygroundIO) -> Int32 {
    let text: String
    do {
      text = try io.readFile(file).get()
    } catch {
      io.writeError("error: \(error.message)")
      return noInputStatus
    }
    let summary = app.replay(recording: text)
    if json {
      io.write(JSONRenderer().render(summary))
    } else if let problem = summary.problem {
      io.writeError("error: \(problem.message)")
    } else {
      io.write(summary.text)
    }
    if summary.problem != nil { return badRecordingStatus }
    return summary.divergence == nil ? 0 : strictFailureStatus
  }
}
