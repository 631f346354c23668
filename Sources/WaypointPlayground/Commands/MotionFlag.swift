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

extension PlaygroundCommand {
  /// Whether the command navigates, and so may say how the screen moves.
  var navigates: Bool {
    switch self {
    case .select, .push, .pop, .popTo, .popToRoot, .finish, .go, .replaceTop, .removeScreen, .setStack, .returnTo,
      .present, .dismiss, .dismissAll, .detent, .show, .open, .resolve:
      true
    case .mark, .style, .size, .device, .hide, .unhide, .move, .add, .remove, .reset, .signIn, .signOut, .unsaved, .accessory, .search,
      .windowOpen, .windowClose, .windowList, .windowSwitch, .record, .save, .restore, .snapshot, .graph, .help, .quit,
      .gesture:
      false
    }
  }
}
