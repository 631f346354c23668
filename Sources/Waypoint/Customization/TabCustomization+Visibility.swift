extension TabCustomization {
  /// A person's choice about one tab in one area: unchanged, shown or hidden.
  ///
  /// ```swift
  /// customization.visibility(of: "downloads", in: .tabBar) // .visible once added
  /// ```
  public struct Visibility: Hashable, Sendable, Codable, CustomStringConvertible {
    package enum Kind: String, Hashable, Sendable, Codable {
      case automatic, visible, hidden
    }

    package var kind: Kind

    package init(kind: Kind) { self.kind = kind }

    /// No choice made: the tab's default visibility applies.
    public static let automatic = TabCustomization.Visibility(kind: .automatic)
    /// Shown, such as an optional tab added to the tab bar.
    public static let visible = TabCustomization.Visibility(kind: .visible)
    /// Hidden by the person.
    public static let hidden = TabCustomization.Visibility(kind: .hidden)

    /// `automatic`, `visible` or `hidden`.
    public var description: String { kind.rawValue }

    /// Encodes as its name.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(kind.rawValue)
    }

    /// Decodes from its name; an unknown name decodes as ``automatic``, so stored data from a newer
    /// version never fails to load.
    public init(from decoder: any Decoder) throws {
      let name = try decoder.singleValueContainer().decode(String.self)
      kind = Kind(rawValue: name) ?? .automatic
    }
  }
}
