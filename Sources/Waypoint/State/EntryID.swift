/// The identity of one pushed entry or presented modal.
///
/// Ids are generational integers: unique in a session, never reused, and kept by restoration,
/// unlike TCA, which mints new ids on decode. The top of the range is reserved for
/// landing entries made when a section collapses (``isReserved``); those are unique per window.
///
/// ```swift
/// let id: EntryID = 3
/// print(id) // "#3"
/// ```
public struct EntryID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible,
  ExpressibleByIntegerLiteral
{
  /// The raw generational number.
  public let rawValue: UInt64

  /// Creates an id from its raw number.
  ///
  /// - Parameter rawValue: the generation.
  public init(_ rawValue: UInt64) { self.rawValue = rawValue }

  /// Creates an id from an integer literal, as tests name ids.
  ///
  /// - Parameter value: the generation.
  public init(integerLiteral value: UInt64) { self.rawValue = value }

  /// The id that follows this one. Counting stops below the reserved range: the last id a
  /// counter hands out is the one before it, and `next` never wraps around to ids in use.
  public var next: EntryID { EntryID(Swift.min(rawValue, Self.reservedFloor - 1) + 1) }

  /// Whether a counter standing at this id can still hand it out (it lies below the reserved
  /// range).
  @inlinable
  var isIssuable: Bool { rawValue < Self.reservedFloor }

  /// Orders ids by generation.
  public static func < (lhs: EntryID, rhs: EntryID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// `#` followed by the generation, as TCA prints stack ids; a reserved id
  /// (``isReserved``) prints as `#r` followed by its offset from the top of the range.
  public var description: String {
    isReserved ? "#r\(UInt64.max - 1 - rawValue)" : "#\(rawValue)"
  }

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
