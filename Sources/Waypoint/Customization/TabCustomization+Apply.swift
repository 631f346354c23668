extension TabCustomization {
  /// Applies one operation, or refuses it with the reason. Pure: this value is not
  /// changed.
  ///
  /// ```swift
  /// switch customization.applying(.hide("watch-now", in: .tabBar), in: Media.structure()) {
  /// case let .success(changed): customization = changed
  /// case let .failure(error): print(error) // "the tab 'watch-now' is fixed and cannot be removed or hidden"
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - operation: the change.
  ///   - structure: the app's structure, which decides what each tab allows.
  ///   - sectionPolicy: the policy of the tab bar being edited; it decides what
  ///     ``TabCustomization/Operation/moveInTabBar(_:to:)``'s index counts.
  /// - Returns: the changed customization, or why it was refused.
  public func applying<D>(
    _ operation: TabCustomization.Operation,
    in structure: AppStructure<D>,
    sectionPolicy: LayoutEnvironment.SectionPolicy = .flatten
  ) -> Result<TabCustomization, CustomizationError> {
    var copy = self
    do {
      try copy.apply(operation, in: structure, sectionPolicy: sectionPolicy)
      return .success(copy)
    } catch {
      return .failure(error)
    }
  }

  /// Applies one operation in place; on error nothing changes.
  ///
  /// ```swift
  /// try customization.apply(.moveInSection("list-2", to: 0), in: Social.structure())
  /// ```
  ///
  /// - Parameters:
  ///   - operation: the change.
  ///   - structure: the app's structure.
  ///   - sectionPolicy: the policy of the tab bar being edited.
  /// - Throws: ``CustomizationError`` when the rules forbid the change.
  public mutating func apply<D>(
    _ operation: TabCustomization.Operation,
    in structure: AppStructure<D>,
    sectionPolicy: LayoutEnvironment.SectionPolicy = .flatten
  ) throws(CustomizationError) {
    let arrangement = TabArrangement(structure: structure, customization: self)
    switch operation {
    case let .hide(id, area):
      let tab = try Self.tab(id, in: structure)
      if area == .tabBar, !arrangement.isInTabBar(tab) { return }
      if let refusal = arrangement.hideRefusal(tab, in: area) { throw refusal }
      setVisibility(tab: tab, area: area, visible: false, arrangement: arrangement)
    case let .show(id, area):
      let tab = try Self.tab(id, in: structure)
      let behavior = area == .sidebar ? tab.sidebarCustomization : tab.tabBarCustomization
      if area == .tabBar {
        guard arrangement.barPlacement(tab) != .sidebarOnly else { throw .sidebarOnly(id) }
        guard arrangement.isInSidebar(tab) else { throw .hiddenInSidebar(id) }
        if arrangement.isInTabBar(tab) { return }
      } else if arrangement.isInSidebar(tab) {
        return
      }
      guard behavior != .disabled else { throw .customizationDisabled(id, area: area) }
      setVisibility(tab: tab, area: area, visible: true, arrangement: arrangement)
    case let .moveInTabBar(id, index):
      try moveInTabBar(id, to: index, arrangement: arrangement, collapsing: sectionPolicy == .collapse)
    case let .moveInSection(id, index):
      let (section, order) = try Self.moving(id, to: index, in: structure) { arrangement.children(of: $0).map { $0.id } }
      sectionOrders[section] = order
    case .resetVisibility:
      sidebarVisibility = [:]
      tabBarVisibility = [:]
    case let .resetOrder(section):
      guard let section else {
        sectionOrders = [:]
        tabBarOrder = []
        return
      }
      guard structure.sections.contains(where: { $0.id == section }) else { throw .unknownSection(section) }
      sectionOrders[section] = nil
    }
  }

  /// Applies operations in order, all or nothing. A run of `moveInSection` operations (what
  /// reading the system's order back sends, one per moved tab) reads the arrangement once and
  /// edits each section's order, so a run costs what one section's order costs per move, not the
  /// whole arrangement per move.
  ///
  /// - Parameters:
  ///   - operations: the changes, in order.
  ///   - structure: the app's structure.
  ///   - sectionPolicy: the policy of the tab bar being edited.
  /// - Throws: the first ``CustomizationError``; nothing changes then.
  package mutating func apply<D>(
    _ operations: [TabCustomization.Operation],
    in structure: AppStructure<D>,
    sectionPolicy: LayoutEnvironment.SectionPolicy = .flatten
  ) throws(CustomizationError) {
    var copy = self
    var index = operations.startIndex
    while index < operations.endIndex {
      guard case .moveInSection = operations[index] else {
        try copy.apply(operations[index], in: structure, sectionPolicy: sectionPolicy)
        index += 1
        continue
      }
      let arrangement = TabArrangement(structure: structure, customization: copy)
      var orders: [String: [String]] = [:]
      while index < operations.endIndex, case let .moveInSection(id, to) = operations[index] {
        let (section, order) = try Self.moving(id, to: to, in: structure) { section in
          orders[section.id] ?? arrangement.children(of: section).map { $0.id }
        }
        orders[section] = order
        index += 1
      }
      copy.sectionOrders.merge(orders) { _, new in new }
    }
    self = copy
  }

  /// The order of the section holding tab `id` once the tab is moved to `index`, from the
  /// section's current order.
  private static func moving<D>(
    _ id: String, to index: Int, in structure: AppStructure<D>, current: (AppTabSection<D>) -> [String]
  ) throws(CustomizationError) -> (section: String, order: [String]) {
    let tab = try Self.tab(id, in: structure)
    guard let section = structure.section(containing: tab.destination) else { throw .notInSection(id) }
    guard tab.sidebarCustomization != .disabled else { throw .customizationDisabled(id, area: .sidebar) }
    var order = current(section)
    guard order.indices.contains(index) else { throw .indexOutOfRange(index, count: order.count) }
    order.removeAll { $0 == id }
    order.insert(id, at: index)
    return (section.id, order)
  }

  private static func tab<D>(_ id: String, in structure: AppStructure<D>) throws(CustomizationError) -> AppTab<D> {
    guard let tab = structure.tab(id: id) else { throw .unknownTab(id) }
    return tab
  }

  /// Records a visibility choice, dropping it when it equals the default.
  private mutating func setVisibility<D>(tab: AppTab<D>, area: TabCustomization.Area, visible: Bool, arrangement: TabArrangement<D>) {
    switch area {
    case .sidebar:
      sidebarVisibility[tab.id] = visible ? nil : .hidden
    case .tabBar:
      let shownByDefault = arrangement.barPlacement(tab) != .optional
      tabBarVisibility[tab.id] = visible == shownByDefault ? nil : (visible ? .visible : .hidden)
    }
  }

  private mutating func moveInTabBar<D>(
    _ id: String,
    to index: Int,
    arrangement: TabArrangement<D>,
    collapsing: Bool
  ) throws(CustomizationError) {
    let structure = arrangement.structure
    let tab = structure.tab(id: id)
    if let tab {
      let placement = arrangement.barPlacement(tab)
      if placement == .fixed || placement == .pinned { throw .notMovable(id, placement: placement) }
      guard tab.tabBarCustomization != .disabled else { throw .customizationDisabled(id, area: .tabBar) }
    } else if !structure.sections.contains(where: { $0.id == id }) {
      throw .unknownTab(id)
    }
    var order = arrangement.barElements(collapsing: collapsing)
      .filter { element in
        if case let .tab(tab) = element { return arrangement.region(tab) == .customizable }
        return true
      }
      .map { $0.id }
    guard order.contains(id) else { throw .notInTabBar(id) }
    guard order.indices.contains(index) else { throw .indexOutOfRange(index, count: order.count) }
    order.removeAll { $0 == id }
    order.insert(id, at: index)
    // Store a complete order (R34): what the bar shows now, then every other id the bar may
    // show, in its current order, so that validating it later appends nothing.
    let placed = Set(order)
    let rest = TabArrangement<D>.ordered(arrangement.tabBarOrderUniverse, by: tabBarOrder) { $0 }
    tabBarOrder = order + rest.filter { !placed.contains($0) }
  }
}
