internal import Foundation
package import Waypoint

/// A navigation event as plain values: its kind, its fields and a sentence.
///
/// The JSON renderer prints `kind` and the fields; the text renderer prints the sentence.
///
/// ```swift
/// let entry = Entry(id: 0, destination: ShapesDestination.rectangleItem(level: 1))
/// let record = EventRecord(.pushed(entry), routes: playground.paths)
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
  ///   - routes: the app's routes.
  package init<D>(_ event: NavigationEvent<D>, routes: PlaygroundRoutes<D>) {
    let path = routes.path(for:)
    let fields: [(String, JSONValue)] =
      switch event {
      case let .selected(tab, previous): [("path", .string(path(tab))), ("previous", .string(path(previous)))]
      case let .reselected(tab), let .intercepted(tab), let .scrollToTop(tab), let .resumed(tab): [("path", .string(path(tab)))]
      case let .resolving(tab, token): [("path", .string(path(tab))), ("token", .int(Int(truncatingIfNeeded: token)))]
      case let .pushed(entry): [("path", .string(path(entry.destination))), ("id", .int(Int(entry.id.rawValue)))]
      case let .popped(entries, cause):
        [
          ("paths", .array(entries.map { .string(path($0.destination)) })), ("ids", .array(entries.map { .int(Int($0.id.rawValue)) })),
          ("cause", .string(cause.rawValue)),
        ]
      case let .presented(modal), let .alreadyPresented(modal):
        [("path", .string(path(modal.destination))), ("style", .string(modal.style.name)), ("id", .int(Int(modal.id.rawValue)))]
      case let .dismissed(modals, cause):
        [
          ("paths", .array(modals.map { .string(path($0.destination)) })), ("ids", .array(modals.map { .int(Int($0.id.rawValue)) })),
          ("cause", .string(cause.rawValue)),
        ]
      case let .alertPresented(alert): [("title", .string(alert.title))]
      case let .alertDismissed(button): [("button", .string(button))]
      case .nothingToDismiss, .alreadyAtRoot, .replaced: []
      case let .alreadyOnTop(destination): [("path", .string(path(destination)))]
      case let .repaired(from, to): [("from", .string(path(from))), ("to", .string(path(to)))]
      case let .rejected(error): [("code", .string(error.code)), ("message", .string(error.description))]
      case let .redirected(from, to): [("path", .string(path(from))), ("to", .string(path(to)))]
      case let .delivered(outcome, to, from):
        [
          ("outcome", .string(Self.json(outcome))), ("to", to.map { .string(Self.name($0, path: path)) } ?? .null),
          ("from", .string(Self.name(from, path: path))),
        ]
      case let .ignoredStale(action): [("action", .string(action.name))]
      case let .detentChanged(elevation, detent): [("elevation", .int(elevation)), ("detent", .string(detent.description))]
      }
    self.init(kind: event.kind, fields: fields, text: event.description(naming: path))
  }

  /// An outcome as `finish` takes it: JSON, keys sorted.
  static func json(_ outcome: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(outcome)).map { String(decoding: $0, as: UTF8.self) } ?? "\(outcome)"
  }

  /// A screen as the playground names it: a root by its path, an entry by its id (`#3`).
  static func name<D>(_ screen: NavigationState<D>.Screen, path: (D) -> String) -> String {
    switch screen {
    case let .root(destination): path(destination)
    case let .entry(id): "\(id)"
    }
  }
}
