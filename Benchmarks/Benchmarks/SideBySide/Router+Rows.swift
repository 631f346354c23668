import Fixtures

/// One row a hand-written sidebar or tab bar draws.
public struct RouterRow: Sendable {
  /// The tab the row selects.
  public let tab: Int
  /// The row's title.
  public let title: String
  /// The row's symbol.
  public let symbolName: String
  /// Whether the row is the selected tab.
  public let isSelected: Bool
}

/// A section of a hand-written sidebar.
public struct RouterSidebarSection: Sendable {
  /// The section's title; `nil` for the loose tabs.
  public let title: String?
  /// Its rows.
  public let rows: [RouterRow]
}

/// A hand-written tab bar: the first four tabs, and the rest behind More, as UIKit's tab bar
/// controller shows more than five tabs on a phone.
public struct RouterTabBar: Sendable {
  /// The tabs in the bar.
  public let items: [RouterRow]
  /// The tabs behind More.
  public let more: [RouterRow]
}

/// The static list of tabs a hand-written app declares once: sections of tabs.
public struct RouterCatalog: Sendable {
  /// A tab of the list, as an app declares it: its index, title and symbol.
  public struct Tab: Sendable {
    /// The tab's index.
    public let index: Int
    /// The tab's title.
    public let title: String
    /// The tab's symbol.
    public let symbolName: String

    init(_ index: Int) {
      self.index = index
      let screen = BenchDestination.tab(index)
      title = screen.title
      symbolName = screen.symbolName
    }
  }

  /// A section of the list (`title` is `nil` for the loose tabs).
  public struct Section: Sendable {
    /// The section's title.
    public let title: String?
    /// Its tabs.
    public let tabs: [Tab]
  }

  /// The sections, in order.
  public let sections: [Section]

  /// The list of the benchmark app of `tabs` tabs in `sections` sections (the shape of
  /// ``BenchApp/structure(tabs:sections:maxStackDepth:maxModalDepth:)``).
  ///
  /// - Parameters:
  ///   - tabs: how many tabs.
  ///   - sections: how many sections share them.
  public init(tabs: Int, sections: Int) {
    let perSection = sections > 0 ? tabs / sections : 0
    var list: [Section] = (0..<sections).map { section in
      Section(
        title: "Section \(section)",
        tabs: (section * perSection..<(section + 1) * perSection).map(Tab.init))
    }
    if sections * perSection < tabs {
      list.append(Section(title: nil, tabs: (sections * perSection..<tabs).map(Tab.init)))
    }
    self.sections = list
  }
}

// Loops, not `map`: a closure formed in the `@MainActor` router is checked for main-actor
// isolation at run time on each call, 33–42% of these rows' cost with `map`; a careful author,
// measuring, writes the loop.
extension Router {
  /// The sidebar's rows, built from the static list with the selection marked.
  ///
  /// - Parameter catalog: the app's list of tabs.
  /// - Returns: one section per section of the list.
  public func sidebar(_ catalog: RouterCatalog) -> [RouterSidebarSection] {
    let selected = selectedTab
    var sections: [RouterSidebarSection] = []
    sections.reserveCapacity(catalog.sections.count)
    for section in catalog.sections {
      var rows: [RouterRow] = []
      rows.reserveCapacity(section.tabs.count)
      for tab in section.tabs { rows.append(Self.row(tab, selected: selected)) }
      sections.append(RouterSidebarSection(title: section.title, rows: rows))
    }
    return sections
  }

  /// The tab bar's rows, built from the static list with the selection marked.
  ///
  /// - Parameter catalog: the app's list of tabs.
  /// - Returns: the first four tabs in the bar, the rest behind More.
  public func tabBar(_ catalog: RouterCatalog) -> RouterTabBar {
    let selected = selectedTab
    var rows: [RouterRow] = []
    for section in catalog.sections {
      for tab in section.tabs { rows.append(Self.row(tab, selected: selected)) }
    }
    guard rows.count > 5 else { return RouterTabBar(items: rows, more: []) }
    return RouterTabBar(items: Array(rows.prefix(4)), more: Array(rows.dropFirst(4)))
  }

  private nonisolated static func row(_ tab: RouterCatalog.Tab, selected: Int) -> RouterRow {
    RouterRow(tab: tab.index, title: tab.title, symbolName: tab.symbolName, isSelected: tab.index == selected)
  }
}
