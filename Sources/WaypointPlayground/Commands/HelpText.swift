internal import ArgumentParser
internal import Foundation

/// The text `help` prints: every command with its usage, what it does and an example written
/// with the app's paths; or one command in detail. Both come from the command declarations.
///
/// ```swift
/// let text = try HelpText.render(topic: nil, playground: playground)
/// ```
package enum HelpText {
  /// The help text.
  ///
  /// - Parameters:
  ///   - topic: a command name, or `nil` for all of them.
  ///   - playground: the app whose paths fill the examples.
  /// - Returns: the text, lines separated by newlines.
  /// - Throws: ``PlaygroundError/unknownCommand(_:)`` for a topic that is not a command.
  package static func render<D>(topic: String?, playground: Playground<D>) throws(PlaygroundError) -> String {
    if let topic {
      guard let word = CommandLanguage.word(named: topic) else { throw .unknownCommand(topic) }
      let text = CommandLanguage.helpMessage(for: word, columns: 100)
        .replacingOccurrences(of: "USAGE: playground ", with: "USAGE: ")
        .trimmingWhitespace
      let examples = word.examples.map { "  " + playground.filling($0) }
      return ([text, "", "EXAMPLES:"] + examples).joined(separator: "\n")
    }
    var lines = ["Commands (a screen or a tab is written as its path; 'help <command>' explains one):"]
    for area in CommandArea.allCases {
      let words = CommandLanguage.words.filter { $0.area == area }
      guard !words.isEmpty else { continue }
      lines.append(area.rawValue)
      for word in words {
        let usage = word.verbs.isEmpty ? word.usage : word.verbs.map { $0.usage }.joined(separator: " | ")
        let summary = word.configuration.abstract
        if usage.count < 34 {
          lines.append("  " + usage.padded(to: 34) + summary)
        } else {
          lines.append("  " + usage)
          lines.append("  " + "".padded(to: 34) + summary)
        }
        lines.append("  " + "".padded(to: 34) + "e.g. " + word.examples.map(playground.filling).joined(separator: "   "))
      }
    }
    lines.append("Paths of \(playground.name): " + playground.routePatterns.joined(separator: " "))
    lines.append("URLs: \(playground.paths.scheme)://<path>, for example \(playground.filling("{url}"))")
    lines.append(
      "Motion: end a command that navigates with --instant (no step animates), --last-step (only the last one does; "
        + "the default of 'open') or --animated")
    lines.append("Zoom: end push, present or show with --zoom <source> (before a motion) to zoom the screen out of a view")
    return lines.joined(separator: "\n")
  }
}

extension String {
  /// The string followed by spaces up to `width` characters, and at least one space.
  ///
  /// - Parameter width: the width.
  /// - Returns: the padded string.
  package func padded(to width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
