/// A group of tabs shown as a section in the sidebar.
///
/// A section's children can come from data. Where the sidebar is not shown, a section is either
/// flattened into the tab bar or collapsed into one tab with a landing screen.
///
/// ```swift
/// AppTabSection("lists", title: "Lists", landing: SocialDestination.lists) {
///   for list in Social.defaultLists {
///     AppTab("list-\(list.id)", .list(id: list.id))
///   }
/// }
/// ```
public struct AppTabSection<D: Destination>: Hashable, Sendable {
  /// The stable customization id of the section.
  public var id: String
  /// The section's title.
  public var title: String
  /// The section's tabs, in declared order.
  public var tabs: [AppTab<D>]
  /// The screen that lists the section's children when it is collapsed into one tab.
  public var landing: D?
  /// The child chosen when the section must select one: where the layout does not draw the
  /// section's landing screen (a phone's tab bar shows the section's tabs directly), a link to
  /// the landing selects this child when it is drawn, else the first drawn child.
  public var defaultChildID: String?
  /// Actions shown after the section's tabs.
  public var actions: [AppTabSection<D>.Action]

  /// Creates a section.
  ///
  /// - Parameters:
  ///   - id: a customization id that stays the same across app versions.
  ///   - title: the section's title.
  ///   - landing: the landing screen used when the section is collapsed into one tab.
  ///   - defaultChildID: the id of the default child tab.
  ///   - actions: the section actions.
  ///   - tabs: the section's tabs.
  public init(
    _ id: String,
    title: String,
    landing: D? = nil,
    defaultChildID: String? = nil,
    actions: [AppTabSection<D>.Action] = [],
    @TabsBuilder tabs: () -> [AppTab<D>]
  ) {
    self.id = id
    self.title = title
    self.tabs = tabs()
    self.landing = landing
    self.defaultChildID = defaultChildID
    self.actions = actions
  }

  /// The default child: the tab named by ``defaultChildID``, else the first enabled tab.
  public var defaultChild: AppTab<D>? {
    if let id = defaultChildID, let tab = tabs.first(where: { $0.id == id }) { return tab }
    return tabs.first(where: { $0.isEnabled && !$0.isHidden })
  }
}

extension AppTabSection {
  /// An action shown after a section's tabs, such as "New Post".
  ///
  /// ```swift
  /// AppTabSection<SocialDestination>.Action("new-post", title: "New Post", symbolName: "plus", action: .present(.compose, style: .sheet))
  /// ```
  public struct Action: Hashable, Sendable {
    /// A stable id.
    public var id: String
    /// The action's title.
    public var title: String
    /// The action's symbol.
    public var symbolName: String
    /// The navigation action it runs.
    public var action: NavigationAction<D>

    /// Creates a section action.
    ///
    /// - Parameters:
    ///   - id: a stable id.
    ///   - title: the title.
    ///   - symbolName: the symbol.
    ///   - action: the navigation action to run.
    public init(_ id: String, title: String, symbolName: String, action: NavigationAction<D>) {
      self.id = id
      self.title = title
      self.symbolName = symbolName
      self.action = action
    }
  }
}
