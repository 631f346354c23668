/// A problem with a playground command: what went wrong, as a stable code and a sentence.
///
/// The code is what `--json` prints as `error.code`; the message is what a person reads. Errors
/// from the navigation model keep the model's own code (for example `popPastRoot`).
///
/// ```swift
/// let error = PlaygroundError.unknownCommand("jump")
/// print(error.code)    // unknownCommand
/// print(error.message) // unknown command 'jump' (type 'help' for the list)
/// ```
package enum PlaygroundError: Error, Hashable, Sendable {
  /// The first word is not a command.
  case unknownCommand(String)
  /// The command's arguments are wrong: missing, one too many, or of the wrong form; carries what
  /// argument-parser says about them and the command's usage line.
  case arguments(ArgumentProblem, command: String, detail: String, usage: String)
  /// The navigation model refused the action; its code and description.
  case navigation(code: String, message: String)
  /// A file could not be read or written.
  case file(path: String, reason: String)
  /// A window number that does not exist; carries the open windows' numbers.
  case noSuchWindow(Int, open: [Int])
  /// The app has no sign-in guard.
  case noSignInGuard(command: String, app: String)
  /// The app has no guard that asks before a screen leaves.
  case noLeavingGuard(command: String, app: String)
  /// The app declares no bottom accessory.
  case noBottomAccessory(command: String, app: String)
  /// The last window cannot be closed.
  case lastWindow(Int)
  /// `finish` was given an outcome the app's outcome type cannot read, or the app has none.
  case invalidOutcome(String, reason: String)

  /// The stable, machine-readable code (`--json` prints it as `error.code`).
  package var code: String {
    switch self {
    case .unknownCommand: "unknownCommand"
    case let .arguments(problem, _, _, _): problem.rawValue
    case let .navigation(code, _): code
    case .file: "fileError"
    case .noSuchWindow: "noSuchWindow"
    case .lastWindow: "lastWindow"
    case .noSignInGuard: "noSignInGuard"
    case .noLeavingGuard: "noLeavingGuard"
    case .noBottomAccessory: "noBottomAccessory"
    case .invalidOutcome: "invalidOutcome"
    }
  }

  /// A sentence for people.
  package var message: String {
    switch self {
    case let .unknownCommand(word): "unknown command '\(word.abbreviated)' (type 'help' for the list)"
    case let .arguments(_, command, detail, usage): "'\(command)': \(detail.abbreviated(to: 200)) (usage: \(usage))"
    case let .navigation(_, message): message
    case let .file(path, reason): "\(path): \(reason)"
    case let .noSuchWindow(number, open): "there is no window \(number) (open: \(open.map(String.init).joined(separator: ", ")))"
    case let .noSignInGuard(command, app): "'\(command)' needs a sign-in guard, and \(app) has none"
    case let .noLeavingGuard(command, app): "'\(command)' needs a guard that asks before a screen leaves, and \(app) has none"
    case let .noBottomAccessory(command, app):
      "'\(command)' needs an accessory the app declares (AppStructure.bottomAccessory), and \(app) has none"
    case let .lastWindow(number): "window \(number) is the last one; the playground keeps one window open"
    case let .invalidOutcome(text, reason): "the outcome '\(text.abbreviated)' cannot be read: \(reason.abbreviated(to: 200))"
    }
  }
}

/// What is wrong with a command's arguments; the raw value is the error's code.
package enum ArgumentProblem: String, Hashable, Sendable {
  /// A required argument is missing.
  case missingArgument
  /// More arguments than the command takes.
  case unexpectedArgument
  /// An argument has the wrong form (not a number, not one of the allowed words).
  case invalidArgument
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
