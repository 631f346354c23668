/// The sidebar of a split view, as the rows of a `List(selection:)`: the layout's sidebar
/// (``NavigationLayout/Sidebar``) in groups, so the SwiftUI layer draws one `Section` per group
/// and one row per tab and decides nothing.
///
/// - The loose tabs come first, in a group without a title.
/// - A section is a group under its title. Its landing screen, when it has one, is the group's
///   first row, under the section's title, because a list's section header cannot be selected;
///   a landing screen that is also a listed tab is listed once.
/// - The person's customization is already applied: hidden tabs are not listed, and a section's
///   tabs are in the person's order.
///
/// ```swift
/// let layout = NavigationLayout(state: state, structure: Social.structure(), environment: LayoutEnvironment(style: .sidebar))
/// let list = SidebarListProjection(layout.sidebar!)
/// list.groups.map(\.title)  // [nil, "Lists"]
/// ```
package struct SidebarListProjection<D: Destination>: Hashable, Sendable {
  /// One selectable row.
  package struct Row: Hashable, Sendable, Identifiable {
    /// The tab's customization id, or the section's id followed by `.landing`.
    package var id: String
    /// The value the row selects (its `tag`).
    package var value: D
    /// The label's title.
    package var title: String
    /// The label's SF Symbol.
    package var symbolName: String
    /// The badge count; 0 shows none.
    package var badge: Int
    /// Whether the row can be chosen.
    package var isEnabled: Bool
  }

  /// One `Section` of the list.
  package struct Group: Hashable, Sendable, Identifiable {
    /// The section's id; `"tabs"` for the loose tabs.
    package var id: String
    /// The header; `nil` for the loose tabs.
    package var title: String?
    /// The rows, in order.
    package var rows: [Row]
    /// The section's actions, drawn after its rows.
    package var actions: [AppTabSection<D>.Action]
  }

  /// The groups, in order.
  package var groups: [Group]

  /// The list for a layout's sidebar.
  ///
  /// - Parameter sidebar: the layout's sidebar.
  package init(_ sidebar: NavigationLayout<D>.Sidebar) {
    var groups: [Group] = []
    // A landing screen that is also a listed tab is listed once: two rows with one tag would
    // both show as selected.
    var values = Set(sidebar.tabs.map(\.destination) + sidebar.sections.flatMap { $0.items.map(\.destination) })
    if !sidebar.tabs.isEmpty {
      groups.append(Group(id: "tabs", title: nil, rows: sidebar.tabs.map(Self.row), actions: []))
    }
    for section in sidebar.sections {
      var rows = section.items.map(Self.row)
      if let landing = section.landing, values.insert(landing).inserted {
        let row = Row(
          id: "\(section.id).landing", value: landing, title: section.title, symbolName: landing.symbolName, badge: 0,
          isEnabled: true)
        rows.insert(row, at: 0)
      }
      groups.append(Group(id: section.id, title: section.title, rows: rows, actions: section.actions))
    }
    self.groups = groups
  }

  private static func row(_ item: NavigationLayout<D>.Item) -> Row {
    Row(
      id: item.id, value: item.destination, title: item.title, symbolName: item.symbolName, badge: item.badge,
      isEnabled: item.isEnabled)
  }
}
