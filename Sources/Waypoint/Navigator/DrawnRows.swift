/// What the tab bar and the sidebar draw that a selection can mark: enough to tell, when only the
/// selection moves, whether their rows change, without making them again.
///
/// A tab bar row is selected when its id is among the selection's ids (the tab, or its section
/// when sections collapse); a sidebar row when its destination is the selection (a tab, or a
/// section's landing). Made once for a structure, customization and environment; a class, so
/// that a selection change reads it without copying its tables.
@usableFromInline
final class DrawnRows<D: Destination> {
  /// Whether a tab bar is drawn.
  @usableFromInline let hasTabBar: Bool
  /// The tab bar's rows (More's included, by index) that selecting each root marks.
  @usableFromInline let tabBarMarks: [D: [Int]]
  /// Whether a sidebar is drawn.
  @usableFromInline let hasSidebar: Bool
  /// The destinations the sidebar's rows select.
  @usableFromInline let sidebarDestinations: Set<D>

  init(tabBar: NavigationLayout<D>.TabBar?, sidebar: NavigationLayout<D>.Sidebar?, structure: AppStructure<D>, collapsing: Bool) {
    hasTabBar = tabBar != nil
    hasSidebar = sidebar != nil
    var marks: [D: [Int]] = [:]
    if let tabBar {
      var rowByID: [String: Int] = [:]
      for (index, item) in (tabBar.items + tabBar.more).enumerated() { rowByID[item.id] = index }
      let roots = structure.allTabs.map { $0.destination } + structure.sections.compactMap { $0.landing }
      for root in roots {
        let rows = NavigationLayout<D>.selectedIDs(of: root, in: structure, collapsing: collapsing).compactMap { rowByID[$0] }
        if !rows.isEmpty { marks[root] = rows.sorted() }
      }
    }
    tabBarMarks = marks
    var destinations: Set<D> = []
    if let sidebar {
      for item in sidebar.tabs { destinations.insert(item.destination) }
      for section in sidebar.sections {
        if let landing = section.landing { destinations.insert(landing) }
        for item in section.items { destinations.insert(item.destination) }
      }
    }
    sidebarDestinations = destinations
  }

  /// The selection the marks were last looked up for, and its marks: the next selection looks up
  /// only its own (one hash of a destination fewer per tab switch).
  // No run-time exclusivity checks: each is read and written only inside `tabBarChanges`, which
  // calls nothing out while it holds them.
  @exclusivity(unchecked) @usableFromInline var lastSelection: D?
  @exclusivity(unchecked) @usableFromInline var lastMarks: [Int]?

  /// Whether the tab bar's rows differ between selecting `old` and `new`.
  @inlinable
  func tabBarChanges(from old: D, to new: D) -> Bool {
    guard hasTabBar else { return false }
    let before = lastSelection == old ? lastMarks : tabBarMarks[old]
    let after = tabBarMarks[new]
    lastSelection = new
    lastMarks = after
    return before != after
  }

  /// Whether the sidebar's rows differ between selecting `old` and `new`.
  @inlinable
  func sidebarChanges(from old: D, to new: D) -> Bool {
    hasSidebar && old != new && (sidebarDestinations.contains(old) || sidebarDestinations.contains(new))
  }
}
