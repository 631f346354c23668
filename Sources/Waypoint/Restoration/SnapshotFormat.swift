import Foundation

/// The names used in a snapshot's JSON, shared by the writer and the reader.
enum SnapshotFormat {
  static let marker = "waypoint.session"

  enum SessionKey: String, CodingKey {
    case format, version, schema, windows, nextWindowID, nextEntryID, customization
  }

  enum WindowKey: String, CodingKey {
    case id, style, selection, previousSelection, stacks, modals, alert, nextEntryID, marks, searchQuery
  }

  enum StackKey: String, CodingKey {
    case tab, entries
  }

  /// The keys of ``Entry``'s own `Codable` conformance, which writes the entries.
  enum EntryKey: String, CodingKey {
    case id, destination, caller
  }

  /// The keys of ``Modal``'s own `Codable` conformance, which writes the modals.
  enum ModalKey: String, CodingKey {
    case id, destination, style, stack, caller, detent
  }

  /// A short account of a decoding error, without the full coding path dump.
  static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case let .keyNotFound(key, _): return "no value for '\(key.stringValue)'"
    case let .typeMismatch(type, context): return "expected \(type)\(path(context))"
    case let .valueNotFound(type, context): return "no \(type)\(path(context))"
    case let .dataCorrupted(context): return "\(context.debugDescription)\(path(context))"
    @unknown default: return "\(error)"
    }
  }

  /// What `JSONDecoder` found wrong in data that is not JSON.
  static func describeSyntaxError(_ error: any Error) -> String {
    guard case let .dataCorrupted(context) = error as? DecodingError, let underlying = context.underlyingError else {
      return describe(error)
    }
    return "\(underlying)"
  }

  private static func path(_ context: DecodingError.Context) -> String {
    let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    return path.isEmpty ? "" : " at \(path)"
  }
}
