/// The identity of one window of a ``Session``. Ids are never reused within a session.
///
/// ```swift
/// let id: WindowID = 0
/// print(id) // "window 0"
/// ```
public struct WindowID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible, ExpressibleByIntegerLiteral {
  /// The raw number.
  public var rawValue: UInt64

  /// Creates an id from its raw number.
  ///
  /// - Parameter rawValue: the number.
  public init(_ rawValue: UInt64) { self.rawValue = rawValue }

  /// Creates an id from an integer literal.
  ///
  /// - Parameter value: the number.
  public init(integerLiteral value: UInt64) { self.rawValue = value }

  /// The id that follows this one.
  public var next: WindowID { WindowID(rawValue &+ 1) }

  /// Orders ids by number.
  public static func < (lhs: WindowID, rhs: WindowID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// `window` followed by the number.
  public var description: String { "window \(rawValue)" }

  /// Encodes as a plain number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// Decodes from a plain number.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(UInt64.self)
  }
}
