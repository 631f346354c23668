extension NavigationLayout {
  /// What a sidebar shows: loose tabs first, then sections.
  ///
  /// ```swift
  /// if let sidebar = layout.sidebar {
  ///   sidebar.tabs.map(\.title)
  ///   for section in sidebar.sections { print(section.title, section.items.map(\.title)) }
  /// }
  /// ```
  public struct Sidebar: Hashable, Sendable {
    /// The loose tabs, in declared order.
    public var tabs: [NavigationLayout<D>.Item]
    /// The sections, in declared order.
    public var sections: [NavigationLayout<D>.SidebarSection]

    /// Creates a sidebar.
    ///
    /// ```swift
    /// let sidebar = NavigationLayout<AppDestination>.Sidebar(tabs: [], sections: [])
    /// ```
    ///
    /// - Parameters:
    ///   - tabs: the loose tabs.
    ///   - sections: the sections.
    public init(tabs: [NavigationLayout<D>.Item], sections: [NavigationLayout<D>.SidebarSection]) {
      self.tabs = tabs
      self.sections = sections
    }
  }
}

extension NavigationLayout {
  /// One section of a sidebar: its tabs in the person's order, then its actions.
  ///
  /// ```swift
  /// let lists = layout.sidebar?.sections.first { $0.id == "lists" }
  /// lists?.actions.map(\.title) // ["New Post"]
  /// ```
  public struct SidebarSection: Hashable, Sendable, Identifiable {
    /// The section's id.
    public var id: String
    /// The title.
    public var title: String
    /// The landing screen, if the section has one.
    public var landing: D?
    /// Whether the landing screen is selected.
    public var isSelected: Bool
    /// The visible tabs, in the person's order.
    public var items: [NavigationLayout<D>.Item]
    /// The actions shown after the tabs.
    public var actions: [AppTabSection<D>.Action]

    /// Creates a section.
    ///
    /// ```swift
    /// let section = NavigationLayout<AppDestination>.SidebarSection(
    ///   id: "lists", title: "Lists", landing: .lists, isSelected: false, items: [], actions: [])
    /// ```
    ///
    /// - Parameters:
    ///   - id: the id.
    ///   - title: the title.
    ///   - landing: the landing screen.
    ///   - isSelected: whether the landing screen is selected.
    ///   - items: the tabs.
    ///   - actions: the actions.
    public init(
      id: String,
      title: String,
      landing: D?,
      isSelected: Bool,
      items: [NavigationLayout<D>.Item],
      actions: [AppTabSection<D>.Action]
    ) {
      self.id = id
      self.title = title
      self.landing = landing
      self.isSelected = isSelected
      self.items = items
      self.actions = actions
    }
  }
}
