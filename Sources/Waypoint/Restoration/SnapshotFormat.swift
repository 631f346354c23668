import Foundation

/// The names used in a snapshot's JSON, shared by the writer and the reader.
enum SnapshotFormat {
  static let marker = "waypoint.session"

  enum SessionKey: String, CodingKey {
    case format, version, schema, windows, nextWindowID, nextEntryID, customization
  }

  enum WindowKey: String, CodingKey {
    case id, style, selection, previousSelection, stacks, modals, alert, nextEntryID
  }

  enum StackKey: String, CodingKey {
    case tab, entries
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

  private static func path(_ context: DecodingError.Context) -> String {
    let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    return path.isEmpty ? "" : " at \(path)"
  }
}
