internal import ArgumentParser

/// Turns one line of input into a ``PlaygroundCommand``, or a typed ``PlaygroundError`` that says
/// what was wrong, using the command declarations (``CommandWord``) and argument-parser.
///
/// The parser checks the shape of a command (its word, how many arguments, numbers and keywords);
/// what a path names is decided later by the app's routes. Words are separated by spaces; the
/// command word is case-insensitive, arguments are kept as written and are never options (so
/// `pop -1` and a path like `-x` reach the engine as they are).
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
  /// - Throws: ``PlaygroundError`` for an unknown command, a missing, extra or malformed argument.
  package static func parse(_ line: String) throws(PlaygroundError) -> PlaygroundCommand {
    var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard let first = words.first?.lowercased() else {
      throw .arguments(.missingArgument, command: "", detail: "no command", usage: "type 'help' for the list of commands")
    }
    guard let word = CommandLanguage.word(named: first) else { throw .unknownCommand(first) }
    words[0] = first
    var usage = word.usage
    let verbs = word.verbs
    if !verbs.isEmpty {
      let choices = "one of " + verbs.map { $0.name }.joined(separator: ", ")
      guard words.count > 1 else {
        throw .arguments(.missingArgument, command: first, detail: "needs \(choices)", usage: usage)
      }
      let verb = words[1].lowercased()
      guard let chosen = verbs.first(where: { $0.name == verb }) else {
        throw .arguments(.invalidArgument, command: first, detail: "'\(words[1].abbreviated)' is not \(choices)", usage: usage)
      }
      words[1] = verb
      usage = chosen.usage
    }
    let name = verbs.isEmpty ? first : "\(first) \(words[1])"
    // Everything after the command's words is an argument, never an option.
    words.insert("--", at: verbs.isEmpty ? 1 : 2)
    let parsed: any ParsableCommand
    do {
      parsed = try CommandLanguage.parseAsRoot(words)
    } catch {
      throw problem(error, command: name, usage: usage)
    }
    guard let command = command(of: parsed) else { throw .unknownCommand(first) }
    return command
  }

  /// The command a parsed command word stands for. (Key paths to the static members of
  /// `any CommandWord.Type`, such as `\.name`, crash Swift 6.3's SILGen; this file uses closures.)
  private static func command(of parsed: any ParsableCommand) -> PlaygroundCommand? {
    (parsed as? any CommandWord)?.command()
  }

  /// argument-parser's error as the playground's: its sentence, with the code it stands for.
  ///
  /// NB: argument-parser tells what went wrong only as a sentence (its error types are
  /// internal), so the code comes from how the sentence starts; CommandParserTests pins each
  /// sentence, so a new wording fails there rather than giving a wrong code.
  private static func problem(_ error: any Error, command: String, usage: String) -> PlaygroundError {
    let message = CommandLanguage.message(for: error)
    let kind: ArgumentProblem =
      if message.hasPrefix("Missing expected argument") {
        .missingArgument
      } else if message.hasPrefix("Unexpected argument") {
        .unexpectedArgument
      } else {
        .invalidArgument
      }
    let detail = (message.first.map { $0.lowercased() } ?? "") + message.dropFirst()
    return .arguments(kind, command: command, detail: detail, usage: usage)
  }
}

extension CommandWord {
  /// The verbs of a command that has them (`window open`), else none.
  static var verbs: [any CommandWord.Type] {
    configuration.subcommands.compactMap { $0 as? any CommandWord.Type }
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
