/// A caller is stored as one value: the asking entry's id as a number, or the name of the case
/// (`"screenBelow"`, `"nobody"`, `"tabRoot"`). Each entry of a deep link stores one, and a keyed
/// container per caller (what a synthesized enum coding writes) made a window of 10 entries cost
/// about 40% more to encode and decode than before entries had callers; one value, about 10%.
extension NavigationState.Caller: Codable {
  /// Encodes the caller as one value.
  ///
  /// ```swift
  /// let data = try? JSONEncoder().encode(NavigationState<AppDestination>.Caller.entry(7))  // 7
  /// ```
  ///
  /// - Parameter encoder: the encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .screenBelow: try container.encode("screenBelow")
    case .nobody: try container.encode("nobody")
    case .tabRoot: try container.encode("tabRoot")
    case let .entry(id): try container.encode(id)
    }
  }

  /// Decodes a caller stored as one value.
  ///
  /// - Parameter decoder: the decoder.
  /// - Throws: `DecodingError.dataCorrupted` for a name that is no caller's, or a value that is
  ///   neither a name nor an entry id.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    // A name first: what a deep link builds, the most common caller stored, is `nobody`.
    guard let name = try? container.decode(String.self) else {
      self = .entry(try container.decode(EntryID.self))
      return
    }
    switch name {
    case "screenBelow": self = .screenBelow
    case "nobody": self = .nobody
    case "tabRoot": self = .tabRoot
    default:
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\"\(name)\" is no caller: expected an entry id, screenBelow, nobody or tabRoot")
    }
  }
}
