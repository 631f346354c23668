/// Where a tab may appear and how people may customize it (R54, D9).
///
/// Follows UIKit's richer set of placements; the SwiftUI layer maps them to `tabPlacement`,
/// `customizationBehavior` and `defaultVisibility`.
///
/// ```swift
/// Tab("library", .library).placement(.fixed)
/// Tab("search", .search).placement(.pinned)
/// ```
public struct AppTabPlacement: Hashable, Sendable, Codable, CustomStringConvertible {
  package enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    case automatic, `default`, optional, movable, pinned, fixed, sidebarOnly
  }

  package var kind: Kind

  package init(kind: Kind) { self.kind = kind }

  /// Resolves to ``default`` for root-level tabs and ``optional`` for tabs inside a section (R54).
  public static let automatic = AppTabPlacement(kind: .automatic)
  /// In the tab bar by default; people can move or remove it.
  public static let `default` = AppTabPlacement(kind: .default)
  /// Not in the tab bar by default; people can add it and move it.
  public static let optional = AppTabPlacement(kind: .optional)
  /// In the tab bar; people can move it but never remove it.
  public static let movable = AppTabPlacement(kind: .movable)
  /// Always in the tab bar, at its trailing edge (R5, R55).
  public static let pinned = AppTabPlacement(kind: .pinned)
  /// At the tab bar's leading edge; never moved or removed (R55).
  public static let fixed = AppTabPlacement(kind: .fixed)
  /// Only in the sidebar; never in the tab bar (R29).
  public static let sidebarOnly = AppTabPlacement(kind: .sidebarOnly)

  /// All placements, in the order of R54.
  public static let all: [AppTabPlacement] = Kind.allCases.map(AppTabPlacement.init(kind:))

  /// The placement with `automatic` resolved (R54).
  ///
  /// - Parameter isRootLevel: whether the tab is at the top level rather than in a section.
  /// - Returns: the resolved placement, never ``automatic``.
  public func resolved(isRootLevel: Bool) -> AppTabPlacement {
    guard kind == .automatic else { return self }
    return isRootLevel ? .default : .optional
  }

  /// The placement's name as in R54: `automatic`, `default`, `optional`, `movable`, `pinned`,
  /// `fixed` or `sidebarOnly`.
  public var description: String { kind.rawValue }
}
