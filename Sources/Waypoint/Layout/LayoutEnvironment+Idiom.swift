extension LayoutEnvironment {
  /// The kind of device, which decides what ``LayoutEnvironment/Style/automatic`` means.
  ///
  /// ```swift
  /// LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .mac).presentation // .sidebar
  /// ```
  public struct Idiom: Hashable, Sendable, Codable, CustomStringConvertible {
    package enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
      case phone, pad, mac, tv, vision
    }

    package var kind: Kind

    package init(kind: Kind) { self.kind = kind }

    /// iPhone: a bottom tab bar.
    public static let phone = LayoutEnvironment.Idiom(kind: .phone)
    /// iPad: a tab bar that adapts into a sidebar.
    public static let pad = LayoutEnvironment.Idiom(kind: .pad)
    /// Mac: a sidebar.
    public static let mac = LayoutEnvironment.Idiom(kind: .mac)
    /// Apple TV: a sidebar.
    public static let tv = LayoutEnvironment.Idiom(kind: .tv)
    /// Apple Vision: an ornament tab bar, with sections in a sidebar.
    public static let vision = LayoutEnvironment.Idiom(kind: .vision)

    /// Every idiom.
    public static let all: [LayoutEnvironment.Idiom] = Kind.allCases.map(LayoutEnvironment.Idiom.init(kind:))

    /// `phone`, `pad`, `mac`, `tv` or `vision`.
    public var description: String { kind.rawValue }
  }
}
