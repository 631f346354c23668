package import Waypoint

/// The flag a navigation command may end with to say how the screen moves: `--instant` (no step
/// animates), `--last-step` (only the last step animates) or `--animated` (every step does).
///
/// ```swift
/// let (line, motion) = MotionFlag.split("pop-to-root --instant", for: ShapesDestination.self)
/// // ("pop-to-root", .instant)
/// ```
package enum MotionFlag {
  /// The flags, by the name of the motion each asks for.
  static let flags = ["--instant": "instant", "--last-step": "lastStepAnimated", "--animated": "animated"]

  /// The line without its motion flag, and the flag's motion; the line as it is when its last
  /// word is not one.
  ///
  /// - Parameters:
  ///   - line: a command line, trimmed.
  ///   - type: the app's destination type.
  /// - Returns: the command and its motion, `nil` when the line names none.
  package static func split<D: Destination>(_ line: String, for type: D.Type) -> (command: String, motion: NavigationAction<D>.Motion?) {
    guard let space = line.lastIndex(where: { $0 == " " || $0 == "\t" }),
      let name = flags[line[line.index(after: space)...].lowercased()]
    else { return (line, nil) }
    return (String(line[..<space]).trimmingWhitespace, NavigationAction<D>.Motion(rawValue: name))
  }
}

/// The words a navigation command may end with to name the view its screen zooms out of:
/// `--zoom <source>`, before a motion flag if there is one.
///
/// ```swift
/// let (line, source) = ZoomFlag.split("push /circle/item/1 --zoom row-1")
/// // ("push /circle/item/1", "row-1")
/// ```
package enum ZoomFlag {
  /// The line without its zoom words, and the source they name; the line as it is when it does
  /// not end with them.
  ///
  /// - Parameter line: a command line, trimmed, without its motion flag.
  /// - Returns: the command and the source, `nil` when the line names none.
  package static func split(_ line: String) -> (command: String, source: String?) {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard words.count >= 3, words[words.count - 2].lowercased() == "--zoom" else { return (line, nil) }
    return (words.dropLast(2).joined(separator: " "), String(words[words.count - 1]))
  }
}

extension PlaygroundCommand {
  /// Whether the command pushes or presents a screen, and so may name a view it zooms out of.
  var zooms: Bool {
    switch self {
    case .push, .present, .show: true
    default: false
    }
  }

  /// Whether the command navigates, and so may say how the screen moves.
  var navigates: Bool {
    switch self {
    case .select, .push, .pop, .popTo, .popToRoot, .finish, .go, .replaceTop, .removeScreen, .setStack, .returnTo,
      .present, .dismiss, .dismissAll, .detent, .show, .open, .resolve:
      true
    case .mark, .style, .size, .device, .hide, .unhide, .move, .add, .remove, .reset, .signIn, .signOut, .unsaved,
      .windowOpen, .windowClose, .windowList, .windowSwitch, .record, .save, .restore, .snapshot, .graph, .help, .quit,
      .gesture:
      false
    }
  }
}
