/// What one command did: the line, the error if it failed, the screen after it, the transition
/// steps, the events, and any text it printed (help, a graph, the window list).
///
/// ```swift
/// let session = playground.makeSession()
/// let report = session.run("push /rectangle/item/1")
/// report.ok // true
/// ```
package struct CommandReport: Hashable, Sendable {
  /// The command line as given, trimmed.
  package var command: String
  /// The error, `nil` when the command succeeded.
  package var error: PlaygroundError?
  /// The current window's screen after the command.
  package var screen: Screen
  /// The transition steps the SwiftUI layer would perform, in order (empty when nothing changes
  /// on screen, or when the command failed).
  package var steps: [StepRecord]
  /// The events the command caused, in order.
  package var events: [EventRecord]
  /// Text the command printed (help, a graph, the window list), `nil` for none.
  package var output: String?
  /// Whether the screen may have changed, so the text renderer redraws it.
  package var redraw: Bool
  /// Whether the session ends after this command.
  package var quit: Bool

  /// Whether the command succeeded.
  package var ok: Bool { error == nil }
}

/// One transition step, as plain values: its kind and its fields.
package struct StepRecord: Hashable, Sendable {
  /// `select`, `setPath`, `dismiss`, `present`, `setModalPath` or `presentAlert`.
  package var kind: String
  /// The step's fields, after `kind`, in order.
  package var fields: [JSONValue.Field]
  /// A sentence for people.
  package var text: String

  /// Creates a record.
  ///
  /// - Parameters:
  ///   - kind: the step's kind.
  ///   - fields: its fields.
  ///   - text: a sentence.
  package init(kind: String, fields: [(String, JSONValue)], text: String) {
    self.kind = kind
    self.fields = fields.map { JSONValue.Field(key: $0.0, value: $0.1) }
    self.text = text
  }
}
