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
  /// The navigation model refused the action; its code and description.
  case navigation(code: String, message: String)
  /// A file could not be read or written.
  case file(path: String, reason: String)
  /// A command-line option of the executable is wrong.
  case usage(String)
  /// A window number that does not exist; carries the open windows' numbers.
  case noSuchWindow(Int, open: [Int])
  /// The example app has no sign-in guard.
  case noSignInGuard(command: String, app: String)
  /// The last window cannot be closed.
  case lastWindow(Int)

  /// The stable, machine-readable code (`--json` prints it as `error.code`).
  package var code: String {
    switch self {
    case .unknownCommand: "unknownCommand"
    case .missingArgument: "missingArgument"
    case .unexpectedArgument: "unexpectedArgument"
    case .invalidArgument: "invalidArgument"
    case let .navigation(code, _): code
    case .file: "fileError"
    case .usage: "usage"
    case .noSuchWindow: "noSuchWindow"
    case .lastWindow: "lastWindow"
    case .noSignInGuard: "noSignInGuard"
    }
  }

  /// A sentence for people.
  package var message: String {
    switch self {
    case let .unknownCommand(word): "unknown command '\(word.abbreviated)' (type 'help' for the list)"
    case let .missingArgument(command, usage): "'\(command)' needs an argument: \(usage)"
    case let .unexpectedArgument(command, argument, usage): "'\(command)' does not take '\(argument.abbreviated)': \(usage)"
    case let .invalidArgument(command, argument, expected): "'\(command)': '\(argument.abbreviated)' is not \(expected)"
    case let .navigation(_, message): message
    case let .file(path, reason): "\(path): \(reason)"
    case let .usage(message): message
    case let .noSuchWindow(number, open): "there is no window \(number) (open: \(open.map(String.init).joined(separator: ", ")))"
    case let .noSignInGuard(command, app): "'\(command)' needs a sign-in guard, and \(app) has none (try --app social)"
    case let .lastWindow(number): "window \(number) is the last one; the demo keeps one window open"
    }
  }
}

extension String {
  /// The string, cut to 80 characters with an ellipsis, so an error quoting huge input stays readable.
  var abbreviated: String { abbreviated(to: 80) }

  /// The string, cut to `limit` characters with an ellipsis.
  ///
  /// - Parameter limit: the most characters kept.
  /// - Returns: the string, or its start and `…`.
  func abbreviated(to limit: Int) -> String {
    count <= limit ? self : String(prefix(max(0, limit - 1))) + "…"
  }
}
