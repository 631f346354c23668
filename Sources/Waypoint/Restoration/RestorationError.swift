/// Why saved data could not be read at all. Anything less is restored with adjustments instead.
///
/// ```swift
/// do {
///   let outcome = try SessionSnapshot.restore(from: data, in: structure)
///   print(outcome.adjustments)
/// } catch {
///   print(error)  // and start fresh
/// }
/// ```
public enum RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The input is empty.
  case empty
  /// The input is larger than ``SessionSnapshot/RestoreOptions/maxByteCount``.
  case tooLarge(byteCount: Int, limit: Int)
  /// The compact string is not base64.
  case invalidCompactString
  /// The input is not JSON (truncated, corrupt or random bytes).
  case notJSON(String)
  /// The input is JSON but not a Waypoint snapshot.
  case notASnapshot(String)
  /// The snapshot was written by a newer format version.
  case unsupportedVersion(found: Int, supported: Int)
  /// A value could not be encoded.
  case encodingFailed(String)
  /// The restored state could not become live: the engine refused it (for example because
  /// another window of the session already holds one of its ids). The message says why.
  case refusedByEngine(String)

  /// A sentence that says what was wrong.
  public var description: String {
    switch self {
    case .empty: "the saved data is empty"
    case let .tooLarge(count, limit): "the saved data holds \(count) bytes, more than the limit of \(limit)"
    case .invalidCompactString: "the saved string is not base64"
    case let .notJSON(detail): "the saved data is not JSON: \(detail)"
    case let .notASnapshot(detail): "the saved data is not a Waypoint snapshot: \(detail)"
    case let .unsupportedVersion(found, supported):
      "the snapshot has format version \(found); this version of Waypoint reads up to \(supported)"
    case let .encodingFailed(detail): "the snapshot could not be encoded: \(detail)"
    case let .refusedByEngine(reason): "the restored state was refused: \(reason)"
    }
  }

  /// A short machine-readable code, such as `notJSON`.
  public var code: String {
    switch self {
    case .empty: "empty"
    case .tooLarge: "tooLarge"
    case .invalidCompactString: "invalidCompactString"
    case .notJSON: "notJSON"
    case .notASnapshot: "notASnapshot"
    case .unsupportedVersion: "unsupportedVersion"
    case .encodingFailed: "encodingFailed"
    case .refusedByEngine: "refusedByEngine"
    }
  }
}
