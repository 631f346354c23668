/// The kind of device, which decides what ``LayoutStyle/automatic`` means (R13).
///
/// ```swift
/// LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .mac).presentation // .sidebar
/// ```
public struct PlatformIdiom: Hashable, Sendable, Codable, CustomStringConvertible {
  package enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    case phone, pad, mac, tv, vision
  }

  package var kind: Kind

  package init(kind: Kind) { self.kind = kind }

  /// iPhone: a bottom tab bar.
  public static let phone = PlatformIdiom(kind: .phone)
  /// iPad: a tab bar that adapts into a sidebar.
  public static let pad = PlatformIdiom(kind: .pad)
  /// Mac: a sidebar.
  public static let mac = PlatformIdiom(kind: .mac)
  /// Apple TV: a sidebar.
  public static let tv = PlatformIdiom(kind: .tv)
  /// Apple Vision: an ornament tab bar, with sections in a sidebar.
  public static let vision = PlatformIdiom(kind: .vision)

  /// Every idiom.
  public static let all: [PlatformIdiom] = Kind.allCases.map(PlatformIdiom.init(kind:))

  /// `phone`, `pad`, `mac`, `tv` or `vision`.
  public var description: String { kind.rawValue }
}
