public import Waypoint

/// The screens of the synthetic benchmark apps: numbered tabs and section landings, a chain of
/// pushed items under every tab, a screen that can be pushed anywhere and a sheet that can be
/// presented anywhere.
///
/// ```swift
/// let deep = BenchDestination.item(tab: 0, level: 1_000)  // 1,000 pushes under tab 0
/// ```
public enum BenchDestination: Destination {
  /// The root screen of tab `index`.
  case tab(Int)
  /// The landing screen of section `index` (D7).
  case landing(Int)
  /// Level `level` of the chain pushed under tab `tab`; level 1 is pushed from the tab's root.
  case item(tab: Int, level: Int)
  /// A screen pushed onto whatever is visible (the push benchmarks push this).
  case detail(Int)
  /// A sheet presented over whatever is visible.
  case sheet(Int)
  /// A sheet presented from level 3 of tab `tab`'s chain.
  case editor(tab: Int)
  /// A sheet presented from the editor of tab `tab`: a deep link to it is three pushes and two
  /// sheets.
  case picker(tab: Int)

  /// The screen's title.
  public var title: String {
    switch self {
    case let .tab(index): "Tab \(index)"
    case let .landing(index): "Section \(index)"
    case let .item(tab, level): "Item \(tab).\(level)"
    case let .detail(index): "Detail \(index)"
    case let .sheet(index): "Sheet \(index)"
    case let .editor(tab): "Editor \(tab)"
    case let .picker(tab): "Picker \(tab)"
    }
  }

  /// The screen's outline symbol.
  public var symbolName: String {
    switch self {
    case .tab: "square"
    case .landing: "folder"
    case .item: "doc"
    case .detail: "doc.text"
    case .sheet, .editor, .picker: "rectangle.portrait"
    }
  }
}
