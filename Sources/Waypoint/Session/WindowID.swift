/// The identity of one window of a ``Session``. Ids are never reused within a session.
///
/// ```swift
/// let id: WindowID = 0
/// print(id) // "window 0"
/// ```
public struct WindowID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible, ExpressibleByIntegerLiteral {
  /// The raw number.
  public let rawValue: UInt64

  /// Creates an id from its raw number.
  ///
  /// - Parameter rawValue: the number.
  public init(_ rawValue: UInt64) { self.rawValue = rawValue }

  /// Creates an id from an integer literal.
  ///
  /// - Parameter value: the number.
  public init(integerLiteral value: UInt64) { self.rawValue = value }

  /// The id that follows this one; the largest id is followed by itself (it never wraps), and a
  /// session refuses to open a window once its counter reaches it.
  public var next: WindowID { WindowID(rawValue == .max ? .max : rawValue + 1) }

  /// Whether a counter standing at this id can still hand it out.
  var isIssuable: Bool { rawValue < .max }

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
