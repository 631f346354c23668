/// The executable's command-line options.
///
/// ```swift
/// let options = try DemoOptions.parse(["--app", "social", "--script", "tour.txt", "--json"])
/// options.app // .social
/// ```
package struct DemoOptions: Hashable, Sendable {
  /// The example app (`--app shapes|social|media`; Shapes by default).
  package var app: DemoApp = .shapes
  /// The script to run (`--script FILE`, or `-` for standard input); `nil` for interactive mode.
  package var script: String?
  /// Whether to print one JSON object per command (`--json`).
  package var json = false
  /// Whether an error stops the script with a non-zero exit code (`--strict`).
  package var strict = false
  /// Whether to print the usage and exit (`-h`, `--help`).
  package var help = false

  /// Creates the default options: Shapes, interactive, text.
  package init() {}

  /// The usage text `--help` prints.
  package static let usage = """
    USAGE: waypoint-demo [--app shapes|social|media] [--script FILE|-] [--json] [--strict]

    Runs an example app of Waypoint in the terminal. Without --script it reads commands from
    standard input, one per line (type 'help' for the list).

    OPTIONS:
      --app shapes|social|media   The example app (default: shapes).
      --script FILE               Run the commands in FILE ('-' for standard input), without a prompt.
      --json                      Print one JSON object per command, on one line.
      --strict                    With --script: stop at the first error and exit with status 1.
      -h, --help                  Show this help.
    """

  /// Parses the arguments after the executable's name.
  ///
  /// - Parameter arguments: the arguments.
  /// - Returns: the options.
  /// - Throws: ``DemoError/usage(_:)`` for an unknown option, a missing or wrong value, or
  ///   `--strict` without `--script`.
  package static func parse(_ arguments: [String]) throws(DemoError) -> DemoOptions {
    var options = DemoOptions()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      func value() throws(DemoError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = rest.popFirst() else { throw .usage("\(name) needs a value") }
        return next
      }
      switch name {
      case "--app":
        let word = try value()
        guard let app = DemoApp(rawValue: word.lowercased()) else {
          throw .usage("unknown app '\(word)' (choose shapes, social or media)")
        }
        options.app = app
      case "--script": options.script = try value()
      case "--json": options.json = true
      case "--strict": options.strict = true
      case "-h", "--help": options.help = true
      default: throw .usage("unknown option '\(argument)'")
      }
      if inlineValue != nil, name != "--app", name != "--script" { throw .usage("\(name) takes no value") }
    }
    if options.strict, options.script == nil { throw .usage("--strict applies to --script") }
    return options
  }
}
