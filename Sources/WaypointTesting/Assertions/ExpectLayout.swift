import Waypoint

extension NavigationTestStore {
  /// One group of rows a sidebar draws: the tabs outside any section, or one section's tabs.
  ///
  /// ```swift
  /// store.expectLayout(sidebar: [.tabs([.inbox, .sent]), .section("folders", [.folder(id: 1)])])
  /// ```
  public struct SidebarGroup: Hashable, Sendable, CustomStringConvertible {
    /// The section's id; `nil` for the tabs outside any section.
    public var section: String?
    /// The tabs drawn in the group, in order.
    public var tabs: [D]

    /// The tabs outside any section, drawn at the top of the sidebar.
    ///
    /// - Parameter tabs: the tabs, in order.
    /// - Returns: the group.
    public static func tabs(_ tabs: [D]) -> SidebarGroup { SidebarGroup(section: nil, tabs: tabs) }

    /// One section and the tabs drawn in it.
    ///
    /// - Parameters:
    ///   - id: the section's id, as the structure declares it.
    ///   - tabs: the tabs drawn in it, in order.
    /// - Returns: the group.
    public static func section(_ id: String, _ tabs: [D]) -> SidebarGroup { SidebarGroup(section: id, tabs: tabs) }

    /// The group as a test writes it: `.section("collections", [.collection(id: 1)])`.
    public var description: String {
      let list = "[" + tabs.map { ".\($0)" }.joined(separator: ", ") + "]"
      return section.map { ".section(\"\($0)\", \(list))" } ?? ".tabs(\(list))"
    }
  }

  /// Asserts what the current layout draws: the tab bar's items (and those under More), the
  /// sidebar's groups, and the item drawn as selected. Only the parts passed are checked; a part
  /// the layout does not draw (a tab bar while the sidebar is shown) fails with what is drawn
  /// instead.
  ///
  /// The layout is the one the SwiftUI layer draws, computed from the navigator's state, its
  /// environment and the person's customization.
  ///
  /// ```swift
  /// store.expectLayout(tabBar: [.watchNow, .library, .collection(id: 1), .search], selected: .watchNow)
  /// store.setEnvironment(LayoutEnvironment(style: .sidebarAdaptable, sizeClass: .regular, idiom: .pad))
  /// store.expectLayout(sidebar: [
  ///   .tabs([.watchNow, .library, .downloads, .settings, .search]),
  ///   .section("collections", [.collection(id: 1), .collection(id: 2)]),
  ///   .section("animations", [.animation(id: 1), .animation(id: 2)]),
  /// ])
  /// ```
  ///
  /// - Parameters:
  ///   - tabBar: the tabs drawn in the tab bar, in order (without those under More); `nil` to
  ///     skip.
  ///   - more: the tabs drawn under More, in order; `nil` to skip.
  ///   - sidebar: the sidebar's groups, in order; `nil` to skip.
  ///   - selected: the tab drawn as selected (a section's landing screen when the section's
  ///     row is selected); `nil` to skip.
  ///   - tabBarHidden: whether a screen on the selected tab's stack hides the tab bar
  ///     (`AppStructure.hidesTabBar(where:)`); `nil` to skip.
  ///   - bottomAccessoryDrawn: whether the app's bottom accessory is drawn
  ///     (`AppStructure.bottomAccessory(_:action:)`, `NavigationLayout.bottomAccessory`); `nil` to
  ///     skip.
  ///   - fileID: the file of the assertion, where a failure is reported.
  ///   - filePath: the file's path.
  ///   - line: the line.
  ///   - column: the column.
  public func expectLayout(
    tabBar: [D]? = nil,
    more: [D]? = nil,
    sidebar: [SidebarGroup]? = nil,
    selected: D? = nil,
    tabBarHidden: Bool? = nil,
    bottomAccessoryDrawn: Bool? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let layout = navigator.layout
    let drawn = "The layout draws:\n\n" + Diffing.indent(layout.text)
    if let tabBar {
      if let bar = layout.tabBar {
        compare("tab bar", expected: tabBar, actual: bar.items.map(\.destination), at: location)
      } else {
        location.fail("Expected a tab bar, but none is drawn. \(drawn)")
      }
    }
    if let more {
      if let bar = layout.tabBar {
        compare("More list", expected: more, actual: bar.more.map(\.destination), at: location)
      } else {
        location.fail("Expected a tab bar with More, but no tab bar is drawn. \(drawn)")
      }
    }
    if let sidebar {
      if let drawnSidebar = layout.sidebar {
        compare("sidebar", expected: sidebar, actual: Self.groups(of: drawnSidebar), at: location)
      } else {
        location.fail("Expected a sidebar, but none is drawn. \(drawn)")
      }
    }
    if let tabBarHidden {
      if let bar = layout.tabBar {
        if bar.isHidden != tabBarHidden {
          location.fail("Expected the tab bar to be \(tabBarHidden ? "hidden" : "shown"), but it is not. \(drawn)")
        }
      } else {
        location.fail("Expected a tab bar, \(tabBarHidden ? "hidden" : "shown"), but none is drawn. \(drawn)")
      }
    }
    if let bottomAccessoryDrawn, (layout.bottomAccessory != nil) != bottomAccessoryDrawn {
      location.fail(
        "Expected the bottom accessory to be \(bottomAccessoryDrawn ? "drawn" : "left out"), but it is not. \(drawn)")
    }
    if let selected {
      let actual = Self.selected(in: layout)
      if actual != selected {
        location.fail(
          "Expected .\(selected) to be drawn as selected, but "
            + (actual.map { ".\($0) is." } ?? "nothing is.") + " \(drawn)")
      }
    }
  }

  private func compare<T: Equatable>(_ part: String, expected: T, actual: T, at location: IssueLocation) {
    guard expected != actual else { return }
    location.fail(
      "The \(part) does not draw what the test expects: …"
        + (Diffing.difference(expected: expected, actual: actual) ?? "\n\n    \(actual)"))
  }

  private static func groups(of sidebar: NavigationLayout<D>.Sidebar) -> [SidebarGroup] {
    let loose = sidebar.tabs.isEmpty ? [] : [SidebarGroup.tabs(sidebar.tabs.map(\.destination))]
    return loose + sidebar.sections.map { .section($0.id, $0.items.map(\.destination)) }
  }

  /// The tab drawn as selected: a selected item, else the landing screen of a selected section.
  private static func selected(in layout: NavigationLayout<D>) -> D? {
    if let item = layout.allItems.first(where: \.isSelected) { return item.destination }
    return layout.sidebar?.sections.first(where: \.isSelected)?.landing
  }
}
