package import Waypoint

/// A navigation event as plain values: its kind, its fields and a sentence.
///
/// The JSON renderer prints `kind` and the fields; the text renderer prints the sentence.
///
/// ```swift
/// let record = EventRecord(.pushed(entry), routes: routes)
/// record.kind // "pushed"
/// record.text // "pushed /rectangle/item/1 (#0)"
/// ```
package struct EventRecord: Hashable, Sendable {
  /// The event's kind, as the core names it (`selected`, `pushed`, `rejected`...).
  package var kind: String
  /// The event's fields, after `kind`, in order.
  package var fields: [JSONValue.Field]
  /// A sentence for people.
  package var text: String

  /// Creates a record.
  ///
  /// - Parameters:
  ///   - kind: the event's kind.
  ///   - fields: its fields.
  ///   - text: a sentence.
  package init(kind: String, fields: [(String, JSONValue)], text: String) {
    self.kind = kind
    self.fields = fields.map { JSONValue.Field(key: $0.0, value: $0.1) }
    self.text = text
  }

  /// The record of a core navigation event, with every screen named by its path.
  ///
  /// - Parameters:
  ///   - event: the event.
  ///   - routes: the example app's routes.
  package init<D>(_ event: NavigationEvent<D>, routes: DemoRoutes<D>) {
    let path = routes.path(for:)
    switch event {
    case let .selected(tab, previous):
      self.init(
        kind: event.kind, fields: [("path", .string(path(tab))), ("previous", .string(path(previous)))],
        text: "selected \(path(tab)) (was \(path(previous)))")
    case let .reselected(tab):
      self.init(kind: event.kind, fields: [("path", .string(path(tab)))], text: "re-selected \(path(tab))")
    case let .intercepted(tab):
      self.init(kind: event.kind, fields: [("path", .string(path(tab)))], text: "\(path(tab)) intercepted the tap (the selection stays)")
    case let .scrollToTop(tab):
      self.init(kind: event.kind, fields: [("path", .string(path(tab)))], text: "scroll \(path(tab)) to the top")
    case let .pushed(entry):
      self.init(
        kind: event.kind, fields: [("path", .string(path(entry.destination))), ("id", .int(Int(entry.id.rawValue)))],
        text: "pushed \(path(entry.destination)) (\(entry.id))")
    case let .popped(entries):
      self.init(
        kind: event.kind,
        fields: [
          ("paths", .array(entries.map { .string(path($0.destination)) })), ("ids", .array(entries.map { .int(Int($0.id.rawValue)) })),
        ],
        text: "popped \(entries.map { path($0.destination) }.joined(separator: ", "))")
    case let .presented(modal):
      self.init(
        kind: event.kind,
        fields: [("path", .string(path(modal.destination))), ("style", .string(modal.style.name)), ("id", .int(Int(modal.id.rawValue)))],
        text: "presented \(path(modal.destination)) as a \(modal.style.name) (\(modal.id))")
    case let .dismissed(modals):
      self.init(
        kind: event.kind,
        fields: [
          ("paths", .array(modals.map { .string(path($0.destination)) })), ("ids", .array(modals.map { .int(Int($0.id.rawValue)) })),
        ],
        text: "dismissed \(modals.map { path($0.destination) }.joined(separator: ", "))")
    case let .alertPresented(alert):
      self.init(kind: event.kind, fields: [("title", .string(alert.title))], text: "alert '\(alert.title)' presented")
    case let .alertDismissed(button):
      self.init(kind: event.kind, fields: [("button", .string(button))], text: "alert dismissed")
    case .nothingToDismiss:
      self.init(kind: event.kind, fields: [], text: "nothing to dismiss (the state is unchanged)")
    case .alreadyAtRoot:
      self.init(kind: event.kind, fields: [], text: "already at the root")
    case let .alreadyPresented(modal):
      self.init(
        kind: event.kind,
        fields: [("path", .string(path(modal.destination))), ("style", .string(modal.style.name)), ("id", .int(Int(modal.id.rawValue)))],
        text: "\(path(modal.destination)) is already presented (\(modal.id)); nothing changed")
    case .replaced:
      self.init(kind: event.kind, fields: [], text: "state replaced")
    case let .repaired(from, to):
      self.init(
        kind: event.kind, fields: [("from", .string(path(from))), ("to", .string(path(to)))],
        text: "selection repaired: \(path(from)) → \(path(to))")
    case let .rejected(error):
      self.init(
        kind: event.kind, fields: [("code", .string(error.code)), ("message", .string(error.description))],
        text: "rejected: \(error.description)")
    case let .redirected(from, to):
      self.init(
        kind: event.kind, fields: [("path", .string(path(from))), ("to", .string(path(to)))],
        text: "redirected \(path(from)) to \(path(to))")
    case let .resumed(destination):
      self.init(kind: event.kind, fields: [("path", .string(path(destination)))], text: "resumed \(path(destination))")
    }
  }
}
