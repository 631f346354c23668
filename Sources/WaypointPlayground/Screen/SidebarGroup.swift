/// One section of the sidebar.
package struct SidebarGroup: Hashable, Sendable {
  /// The section's id; `nil` for the loose tabs before the sections.
  package var id: String?
  /// The section's title; `nil` for the loose tabs.
  package var title: String?
  /// Whether the section's landing screen is selected (its title row is).
  package var selected: Bool
  /// The section's tabs.
  package var items: [SidebarRow]
  /// The titles of the section's actions, after its tabs.
  package var actions: [String]
}

/// One row of the sidebar.
package struct SidebarRow: Hashable, Sendable {
  /// The tab's customization id.
  package var id: String
  /// The tab's route path.
  package var path: String
  /// The tab's title.
  package var title: String
  /// The badge count, `nil` when there is none.
  package var badge: Int?
  /// Whether the tab is selected.
  package var selected: Bool
}
