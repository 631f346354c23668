/// The text `help` prints: every command with its usage, what it does and an example written
/// with the current example app's paths; or one command in detail.
///
/// ```swift
/// let text = try HelpText.render(topic: nil, example: Example.shapes)
/// ```
package enum HelpText {
  /// The help text.
  ///
  /// - Parameters:
  ///   - topic: a command name, or `nil` for all of them.
  ///   - example: the example app whose paths fill the examples.
  /// - Returns: the text, lines separated by newlines.
  /// - Throws: ``DemoError/unknownCommand(_:)`` for a topic that is not a command.
  package static func render<D>(topic: String?, example: Example<D>) throws(DemoError) -> String {
    if let topic {
      guard let spec = CommandSpec.named(topic) else { throw .unknownCommand(topic) }
      var lines = ["\(spec.usage)", "  \(spec.summary)"]
      lines += spec.examples.map { "  e.g. \(example.filling($0))" }
      return lines.joined(separator: "\n")
    }
    var lines = ["Commands (a screen or a tab is written as its path; 'help <command>' explains one):"]
    var area = ""
    for spec in CommandSpec.all {
      if spec.area != area {
        area = spec.area
        lines.append("\(area)")
      }
      let examples = spec.examples.map(example.filling).joined(separator: "   ")
      if spec.usage.count < 34 {
        lines.append("  " + spec.usage.padded(to: 34) + spec.summary)
      } else {
        lines.append("  " + spec.usage)
        lines.append("  " + "".padded(to: 34) + spec.summary)
      }
      lines.append("  " + "".padded(to: 34) + "e.g. " + examples)
    }
    lines.append("Paths of \(example.name): " + example.routePatterns.joined(separator: " "))
    lines.append("URLs: \(example.routes.scheme)://<path>, for example \(example.filling("{url}"))")
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
