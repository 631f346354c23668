/// What one window shows, as plain values: the renderers read this and nothing else.
///
/// Every screen is named by its route path and its title, so the text renderer, the JSON
/// renderer and the tests need no knowledge of an example app's destination type.
///
/// ```swift
/// let screen = session.screen
/// screen.selection // "/triangle"
/// screen.stack.map(\.title) // ["Triangle"]
/// ```
package struct Screen: Hashable, Sendable {
  /// The example app's name.
  package var app: String
  /// The style asked for (`tabs`, `sidebar`, `sidebar-adaptable`, `single`, `automatic`).
  package var style: String
  /// The horizontal size class (`compact`, `regular`).
  package var size: String
  /// The tab bar, when the style shows one.
  package var tabBar: [TabCell]?
  /// The sidebar, when the style shows one: loose tabs first (a section without id), then sections.
  package var sidebar: [SidebarGroup]?
  /// The path of the selected tab.
  package var selection: String
  /// The path of the previously selected tab.
  package var previousSelection: String?
  /// The visible stack of the selected tab, root first.
  package var stack: [Crumb]
  /// Each tab's stack: its path and the paths on it, in the structure's order.
  package var stacks: [TabStack]
  /// The modal chain, elevation 0 first.
  package var modals: [ModalItem]
  /// Whether the user is signed in; `nil` when the app has no sign-in guard.
  package var signedIn: Bool?
  /// The number of this window, from 1.
  package var window: Int
  /// How many windows are open.
  package var windows: Int
}

/// One screen on a stack or in a breadcrumb.
package struct Crumb: Hashable, Sendable {
  /// The screen's route path.
  package var path: String
  /// The screen's title.
  package var title: String
}

/// One item of the tab bar.
package struct TabCell: Hashable, Sendable {
  /// The tab's customization id.
  package var id: String
  /// The tab's route path.
  package var path: String
  /// The tab's title.
  package var title: String
  /// The badge count; `nil` when there is none (a count of 0 shows none, R10).
  package var badge: Int?
  /// Whether the tab is selected.
  package var selected: Bool
  /// The tab bar region: `fixed`, `customizable` or `pinned` (R55).
  package var region: String
  /// Whether the tab overflowed into More (compact width, R82).
  package var more: Bool
  /// Whether the tab can be chosen.
  package var enabled: Bool
}

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
  /// The titles of the section's actions, after its tabs (R24).
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

/// One presented modal.
package struct ModalItem: Hashable, Sendable {
  /// The presented screen's route path.
  package var path: String
  /// The presented screen's title.
  package var title: String
  /// `sheet`, `cover` or `popover`.
  package var style: String
  /// The modal's own push stack, above the presented screen.
  package var stack: [Crumb]
}

/// One tab's push stack.
package struct TabStack: Hashable, Sendable {
  /// The tab's route path.
  package var tab: String
  /// The route paths on its stack, bottom first.
  package var paths: [String]
}
