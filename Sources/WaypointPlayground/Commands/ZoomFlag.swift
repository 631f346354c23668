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
}
