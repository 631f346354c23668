/// How a customization resolves against a structure: which tabs each area shows, and in what
/// order. Shared by the layout projection, selection repair and the customization operations,
/// so that all three agree.
///
/// The customization rules (fixed tabs stay, pinned tabs stay trailing, sidebar-only tabs stay out of the tab bar) are enforced here as well as when customizing, so that even stored data that
/// breaks them (edited by hand, written by an older version) can never hide a fixed tab, move a
/// pinned tab or put a sidebar-only tab in the tab bar.
@usableFromInline
struct TabArrangement<D: Destination> {
  /// One element of a tab bar: a tab, or a section collapsed into one tab.
  @usableFromInline
  enum Element {
    case tab(AppTab<D>)
    case section(AppTabSection<D>)

    @inlinable
    var id: String {
      switch self {
      case let .tab(tab): tab.id
      case let .section(section): section.id
      }
    }
  }

  @usableFromInline let structure: AppStructure<D>
  @usableFromInline let customization: TabCustomization

  @inlinable
  init(structure: AppStructure<D>, customization: TabCustomization) {
    self.structure = structure
    self.customization = customization
  }

  /// The placement that decides tab-bar rules. Section children resolve as root-level tabs,
  /// because they reach the tab bar only when their section is flattened.
  @inlinable
  func barPlacement(_ tab: AppTab<D>) -> TabCustomization.Placement { tab.placement.resolved(isRootLevel: true) }

  /// Why `tab` cannot be hidden in `area`, or `nil` when it can. Hiding from the
  /// sidebar also removes the tab from the bar, so it needs the same rights.
  @inlinable
  func hideRefusal(_ tab: AppTab<D>, in area: TabCustomization.Area) -> CustomizationError? {
    let behavior = area == .sidebar ? tab.sidebarCustomization : tab.tabBarCustomization
    if behavior == .disabled { return .customizationDisabled(tab.id, area: area) }
    let placement = barPlacement(tab)
    if placement == .fixed || placement == .movable || placement == .pinned {
      return .notRemovable(tab.id, placement: placement)
    }
    if behavior == .reorderable { return .reorderableOnly(tab.id, area: area) }
    return nil
  }

  /// Whether the sidebar lists `tab`: not hidden by the app, and not hidden by the person unless
  /// the rules forbid hiding it.
  @inlinable
  func isInSidebar(_ tab: AppTab<D>) -> Bool {
    guard !tab.isHidden else { return false }
    guard hideRefusal(tab, in: .sidebar) == nil else { return true }
    return customization.visibility(of: tab.id, in: .sidebar) != .hidden
  }

  /// Whether the tab bar shows `tab` when sections are flattened.
  @inlinable
  func isInTabBar(_ tab: AppTab<D>) -> Bool {
    guard isInSidebar(tab) else { return false }
    let choice = customization.visibility(of: tab.id, in: .tabBar)
    switch barPlacement(tab).kind {
    case .sidebarOnly: return false
    case .fixed, .movable, .pinned: return true
    case .optional: return tab.tabBarCustomization != .disabled && choice == .visible
    case .default, .automatic: return hideRefusal(tab, in: .tabBar) != nil || choice != .hidden
    }
  }

  /// The region `tab` belongs to in a tab bar.
  @inlinable
  func region(_ tab: AppTab<D>) -> TabCustomization.Region {
    switch barPlacement(tab).kind {
    case .fixed: .fixed
    case .pinned: .pinned
    default: .customizable
    }
  }

  /// A section's tabs in the person's order; tabs the stored order does not list follow in
  /// declared order. Hidden tabs are included; filter them where needed.
  @inlinable
  func children(of section: AppTabSection<D>) -> [AppTab<D>] {
    Self.ordered(section.tabs, by: customization.sectionOrders[section.id] ?? [], id: { $0.id })
  }

  /// Whether a collapsed section has a tab-bar item: it has a landing screen and a child the
  /// sidebar lists.
  @inlinable
  func isInTabBar(_ section: AppTabSection<D>) -> Bool {
    section.landing != nil && section.tabs.contains { isInSidebar($0) }
  }

  /// The tab bar's elements in order: fixed, then customizable in the person's order, then
  /// pinned.
  ///
  /// - Parameters:
  ///   - collapsing: whether sections with a landing become one element each.
  ///   - looseOnly: only loose tabs (the visionOS ornament, whose sidebar lists the sections).
  @inlinable
  func barElements(collapsing: Bool, looseOnly: Bool = false) -> [Element] {
    // Each element goes straight to its region's list, its region found once (a method
    // reference or a second pass would copy the arrangement, structure included, per element).
    var fixed: [Element] = []
    var customizable: [Element] = []
    var pinned: [Element] = []
    func place(_ tab: AppTab<D>) {
      switch region(tab) {
      case .fixed: fixed.append(.tab(tab))
      case .pinned: pinned.append(.tab(tab))
      default: customizable.append(.tab(tab))
      }
    }
    for item in structure.content {
      switch item {
      case let .tab(tab):
        if isInTabBar(tab) { place(tab) }
      case let .section(section):
        if looseOnly { continue }
        if collapsing, section.landing != nil {
          if isInTabBar(section) { customizable.append(.section(section)) }
        } else {
          for child in children(of: section) where isInTabBar(child) { place(child) }
        }
      }
    }
    customizable = Self.ordered(customizable, by: customization.tabBarOrder, id: { $0.id })
    // Most bars have no fixed or pinned tab: no new array then.
    guard !fixed.isEmpty || !pinned.isEmpty else { return customizable }
    fixed.append(contentsOf: customizable)
    fixed.append(contentsOf: pinned)
    return fixed
  }

  /// Every id the tab bar's order may list, in declared order: each tab that can be in the
  /// customizable region and each section with a landing.
  var tabBarOrderUniverse: [String] {
    var ids: [String] = []
    func add(_ tab: AppTab<D>) {
      if region(tab) == .customizable && barPlacement(tab) != .sidebarOnly { ids.append(tab.id) }
    }
    for item in structure.content {
      switch item {
      case let .tab(tab): add(tab)
      case let .section(section):
        if section.landing != nil { ids.append(section.id) }
        section.tabs.forEach(add)
      }
    }
    return ids
  }

  /// `items` sorted by their position in `order`; items it does not list follow in their own
  /// order. Ids `order` lists twice count at their first position.
  @inlinable
  static func ordered<T>(_ items: [T], by order: [String], id: (T) -> String) -> [T] {
    guard !order.isEmpty else { return items }
    var position: [String: Int] = [:]
    for (index, key) in order.enumerated() where position[key] == nil { position[key] = index }
    let listed = items.filter { position[id($0)] != nil }.sorted { position[id($0), default: 0] < position[id($1), default: 0] }
    return listed + items.filter { position[id($0)] == nil }
  }
}
