package import ArgumentParser

/// The playground executable's command-line options, declared once for parsing and `--help`.
///
/// ```swift
/// let options = try PlaygroundOptions.parse(["--app", "social", "--script", "tour.txt", "--json"])
/// options.app // "social"
/// ```
package struct PlaygroundOptions: ParsableArguments {
  /// The app's name, when the playground runs several (`--app social`); the first by default.
  @Option(help: ArgumentHelp("The app to run, by name, when the playground has several (the first by default).", valueName: "name"))
  package var app: String?

  /// The script to run (`--script FILE`, or `-` for standard input); `nil` for interactive mode.
  @Option(help: ArgumentHelp("Run the commands in a file ('-' for standard input), without a prompt.", valueName: "file"))
  package var script: String?

  /// Whether to print one JSON object per command (`--json`).
  @Flag(help: "Print one JSON object per command, on one line.")
  package var json = false

  /// Whether an error stops the script with a non-zero exit code (`--strict`).
  @Flag(help: "With --script: stop at the first error and exit with status 1.")
  package var strict = false

  /// The device to start on (`--device iphone`), in the size class it starts in; the app's own
  /// by default.
  @Option(help: ArgumentHelp("The device to start on: iphone (compact width), ipad, mac, tv or vision.", valueName: "device"))
  package var device: PlaygroundDevice?

  /// A folder where an SVG wireframe of the screen is written after every command (`--svg DIR`).
  @Option(help: ArgumentHelp("Write an SVG wireframe of the screen after every command into a folder.", valueName: "folder"))
  package var svg: String?

  /// A recording to replay against the app (`--replay FILE`, what `record save` writes): the
  /// exit status is 1 when it diverges.
  @Option(help: ArgumentHelp("Replay a recording ('record save') against the app; exit with status 1 if it diverges.", valueName: "file"))
  package var replay: String?

  /// Creates the default options: the first app, interactive, text.
  package init() {}

  /// Checks what parsing alone cannot.
  package func validate() throws {
    if strict, script == nil { throw ValidationError("--strict applies to --script") }
    if replay != nil, script != nil { throw ValidationError("--replay runs no commands: leave out --script") }
  }

  /// The usage text `--help` prints, for an executable name.
  ///
  /// - Parameters:
  ///   - executable: the executable's name (`waypoint-demo`).
  ///   - apps: the names of the apps it can run.
  /// - Returns: the text.
  package static func usage(executable: String, apps: [String]) -> String {
    // The usage line names the executable, not the arguments' type.
    let lines = helpMessage(columns: 100).split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard line.hasPrefix("USAGE: ") else { return String(line) }
      return "USAGE: \(executable) " + line.dropFirst("USAGE: ".count).drop { $0 != " " }.dropFirst()
    }
    var text = """
      OVERVIEW: Runs an app's navigation in the terminal. Without --script it reads commands from
      standard input, one per line (type 'help' for the list).

      """ + lines.joined(separator: "\n")
    if apps.count > 1 { text += "\n\nAPPS: " + apps.joined(separator: ", ") }
    return text
  }
}
