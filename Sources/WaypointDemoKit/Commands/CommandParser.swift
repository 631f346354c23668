/// Turns one line of input into a ``DemoCommand``, or a typed ``DemoError`` that says what was wrong.
///
/// The parser checks the shape of a command (its word, how many arguments, numbers and keywords);
/// what a path names is decided later by the example app's routes. Words are separated by spaces;
/// the command word is case-insensitive, arguments are kept as written.
///
/// ```swift
/// let command = try CommandParser.parse("present /compose sheet")
/// // .present("/compose", style: .sheet)
/// ```
package enum CommandParser {
  /// Whether a line holds no command: empty, blank, or a `#` comment.
  ///
  /// - Parameter line: a line of input.
  /// - Returns: `true` if the runner should skip it.
  package static func isBlank(_ line: String) -> Bool {
    let trimmed = line.trimmingWhitespace
    return trimmed.isEmpty || trimmed.hasPrefix("#")
  }

  /// Parses one command line.
  ///
  /// - Parameter line: the line, without its newline.
  /// - Returns: the command.
  /// - Throws: ``DemoError`` for an unknown command, a missing, extra or malformed argument.
  package static func parse(_ line: String) throws(DemoError) -> DemoCommand {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard let first = words.first else { throw .missingArgument(command: "", usage: "type 'help' for the list of commands") }
    let name = first.lowercased()
    var arguments = Arguments(command: name, words: Array(words.dropFirst()))
    let command = try parse(name, &arguments)
    try arguments.finish()
    return command
  }

  private static func parse(_ name: String, _ arguments: inout Arguments) throws(DemoError) -> DemoCommand {
    switch name {
    case "select": return .select(try arguments.required())
    case "push": return .push(try arguments.required())
    case "pop": return .pop(try arguments.optionalInt() ?? 1)
    case "pop-to": return .popTo(try arguments.required())
    case "pop-to-root": return .popToRoot
    case "present": return .present(try arguments.required(), style: try arguments.optionalKeyword(PresentStyle.self))
    case "dismiss": return .dismiss(elevation: try arguments.optionalInt())
    case "dismiss-all": return .dismissAll
    case "show": return .show(try arguments.required())
    case "open": return .open(try arguments.required())
    case "style": return .style(try arguments.requiredKeyword(DemoStyle.self))
    case "size": return .size(try arguments.requiredKeyword(DemoSize.self))
    case "hide": return .hide(try arguments.required(), area: try arguments.optionalKeyword(DemoArea.self))
    case "unhide": return .unhide(try arguments.required())
    case "move":
      let tab = try arguments.required()
      return .move(tab, to: try arguments.requiredInt())
    case "add": return .add(try arguments.required())
    case "remove": return .remove(try arguments.required())
    case "reset": return .reset
    case "sign-in": return .signIn
    case "sign-out": return .signOut
    case "window": return try parseWindow(&arguments)
    case "save": return .save(try arguments.required())
    case "restore": return .restore(try arguments.required())
    case "graph": return .graph(try arguments.requiredKeyword(GraphFormat.self))
    case "help", "?": return .help(arguments.optional()?.lowercased())
    case "quit", "exit": return .quit
    default: throw .unknownCommand(name)
    }
  }

  private static func parseWindow(_ arguments: inout Arguments) throws(DemoError) -> DemoCommand {
    let usage = CommandSpec.usage(of: "window")
    guard let verb = arguments.optional() else { throw .missingArgument(command: "window", usage: usage) }
    switch verb.lowercased() {
    case "open": return .windowOpen(try arguments.required())
    case "close": return .windowClose(try arguments.requiredInt())
    case "list": return .windowList
    case "switch": return .windowSwitch(try arguments.requiredInt())
    default: throw .invalidArgument(command: "window", argument: verb, expected: "one of open, close, list, switch")
    }
  }
}

/// The arguments after the command word, consumed left to right.
private struct Arguments {
  var command: String
  var words: [String]

  var usage: String { CommandSpec.usage(of: command) }

  mutating func optional() -> String? {
    words.isEmpty ? nil : words.removeFirst()
  }

  mutating func required() throws(DemoError) -> String {
    guard let word = optional() else { throw .missingArgument(command: command, usage: usage) }
    return word
  }

  mutating func optionalInt() throws(DemoError) -> Int? {
    guard let word = optional() else { return nil }
    guard let value = Int(word) else { throw .invalidArgument(command: command, argument: word, expected: "a whole number") }
    return value
  }

  mutating func requiredInt() throws(DemoError) -> Int {
    guard let value = try optionalInt() else { throw .missingArgument(command: command, usage: usage) }
    return value
  }

  mutating func optionalKeyword<K: RawRepresentable & CaseIterable>(_: K.Type) throws(DemoError) -> K? where K.RawValue == String {
    guard let word = optional() else { return nil }
    guard let value = K(rawValue: word.lowercased()) else {
      let choices = K.allCases.map(\.rawValue).joined(separator: ", ")
      throw .invalidArgument(command: command, argument: word, expected: "one of \(choices)")
    }
    return value
  }

  mutating func requiredKeyword<K: RawRepresentable & CaseIterable>(_ type: K.Type) throws(DemoError) -> K where K.RawValue == String {
    guard let value = try optionalKeyword(type) else { throw .missingArgument(command: command, usage: usage) }
    return value
  }

  func finish() throws(DemoError) {
    if let extra = words.first { throw .unexpectedArgument(command: command, argument: extra, usage: usage) }
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and line breaks.
  package var trimmingWhitespace: String {
    let scalars = unicodeScalars
    guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[start...end])
  }
}
