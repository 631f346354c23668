/// A problem with a demo command: what went wrong, as a stable code and a sentence.
///
/// The code is what `--json` prints as `error.code`; the message is what a person reads. Errors
/// from the navigation model keep the model's own code (for example `popPastRoot`).
///
/// ```swift
/// let error = DemoError.unknownCommand("jump")
/// print(error.code)    // unknownCommand
/// print(error.message) // unknown command 'jump' (type 'help' for the list)
/// ```
package enum DemoError: Error, Hashable, Sendable {
  /// The first word is not a command.
  case unknownCommand(String)
  /// A required argument is missing; carries the command and its usage line.
  case missingArgument(command: String, usage: String)
  /// More arguments than the command takes.
  case unexpectedArgument(command: String, argument: String, usage: String)
  /// An argument has the wrong form (not a number, not one of the allowed words).
  case invalidArgument(command: String, argument: String, expected: String)
  /// A path that no route of the example app matches.
  case unknownPath(String)
  /// A URL that is malformed or does not belong to the example app.
  case invalidURL(String, reason: String)
  /// The command needs an engine that this build does not have yet.
  case notAvailable(command: String, reason: String)
  /// The navigation model refused the action; its code and description.
  case navigation(code: String, message: String)
  /// A file could not be read or written.
  case file(path: String, reason: String)
  /// A command-line option of the executable is wrong.
  case usage(String)
  /// A window number that does not exist.
  case noSuchWindow(Int, count: Int)

  /// The stable, machine-readable code (`--json` prints it as `error.code`).
  package var code: String {
    switch self {
    case .unknownCommand: "unknownCommand"
    case .missingArgument: "missingArgument"
    case .unexpectedArgument: "unexpectedArgument"
    case .invalidArgument: "invalidArgument"
    case .unknownPath: "unknownPath"
    case .invalidURL: "invalidURL"
    case .notAvailable: "notAvailable"
    case let .navigation(code, _): code
    case .file: "fileError"
    case .usage: "usage"
    case .noSuchWindow: "noSuchWindow"
    }
  }

  /// A sentence for people.
  package var message: String {
    switch self {
    case let .unknownCommand(word): "unknown command '\(word.abbreviated)' (type 'help' for the list)"
    case let .missingArgument(command, usage): "'\(command)' needs an argument: \(usage)"
    case let .unexpectedArgument(command, argument, usage): "'\(command)' does not take '\(argument.abbreviated)': \(usage)"
    case let .invalidArgument(command, argument, expected): "'\(command)': '\(argument.abbreviated)' is not \(expected)"
    case let .unknownPath(path): "no screen has the path '\(path.abbreviated)'"
    case let .invalidURL(url, reason): "cannot open '\(url.abbreviated)': \(reason)"
    case let .notAvailable(command, reason): "'\(command)' is not available yet: \(reason)"
    case let .navigation(_, message): message
    case let .file(path, reason): "\(path): \(reason)"
    case let .usage(message): message
    case let .noSuchWindow(number, count): "there is no window \(number) (windows 1 to \(count) are open)"
    }
  }
}

extension String {
  /// The string, cut to 80 characters with an ellipsis, so an error quoting huge input stays readable.
  var abbreviated: String {
    count <= 80 ? self : String(prefix(79)) + "…"
  }
}
