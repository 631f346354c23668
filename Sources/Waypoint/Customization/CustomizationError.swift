/// Why a customization was refused, or stored data could not be read.
///
/// ```swift
/// if case let .failure(error) = navigator.customize(.hide("timeline", in: .tabBar)) {
///   print(error) // "the tab 'timeline' is fixed and cannot be removed or hidden"
/// }
/// ```
public enum CustomizationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No tab (or collapsed section) has this id.
  case unknownTab(String)
  /// No section has this id.
  case unknownSection(String)
  /// The tab's customization behaviour for the area is `disabled`.
  case customizationDisabled(String, area: TabCustomization.Area)
  /// The tab is fixed, movable or pinned, so it cannot be hidden or removed.
  case notRemovable(String, placement: TabCustomization.Placement)
  /// The tab's customization behaviour for the area is `reorderable`: it can move but not be
  /// hidden or removed.
  case reorderableOnly(String, area: TabCustomization.Area)
  /// The tab is fixed or pinned, so it cannot move within the tab bar.
  case notMovable(String, placement: TabCustomization.Placement)
  /// The tab is sidebar-only, so it never goes into the tab bar.
  case sidebarOnly(String)
  /// The tab is hidden from the sidebar, so it cannot be in the tab bar.
  case hiddenInSidebar(String)
  /// The tab is not in the tab bar's customizable region, so it cannot move there.
  case notInTabBar(String)
  /// The tab is not inside a section.
  case notInSection(String)
  /// A move's target index is outside `0..<count`.
  case indexOutOfRange(Int, count: Int)
  /// Stored data has a newer format version than this library reads.
  case unsupportedVersion(Int)
  /// The change would leave the current layout no tab to select (every tab hidden or removed).
  case nothingLeftToSelect(String)

  /// A sentence that says what was wrong.
  public var description: String {
    switch self {
    case let .unknownTab(id): "no tab has the id '\(id)'"
    case let .unknownSection(id): "no section has the id '\(id)'"
    case let .customizationDisabled(id, area): "the tab '\(id)' cannot be customized in the \(area)"
    case let .notRemovable(id, placement): "the tab '\(id)' is \(placement) and cannot be removed or hidden"
    case let .reorderableOnly(id, area): "the tab '\(id)' can only be reordered in the \(area)"
    case let .notMovable(id, placement): "the tab '\(id)' is \(placement) and cannot be moved"
    case let .sidebarOnly(id): "the tab '\(id)' is sidebar-only and cannot go into the tab bar"
    case let .hiddenInSidebar(id): "the tab '\(id)' is hidden from the sidebar, so it cannot be in the tab bar"
    case let .notInTabBar(id): "the tab '\(id)' is not in the tab bar's customizable region"
    case let .notInSection(id): "the tab '\(id)' is not in a section"
    case let .indexOutOfRange(index, count): "index \(index) is outside 0..<\(count)"
    case let .nothingLeftToSelect(id):
      "changing '\(id)' would leave no tab to select; keep at least one tab visible"
    case let .unsupportedVersion(version):
      "customization version \(version) is newer than \(TabCustomization.currentVersion)"
    }
  }
}
