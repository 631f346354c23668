extension TabCustomization {
  /// Fits stored data to a structure that may have changed, never failing.
  ///
  /// - Ids that name no tab or section are ignored.
  /// - An id listed twice in an order keeps its first place.
  /// - Tabs a stored order does not list are appended in declared order.
  /// - Choices the rules forbid are dropped: hiding a fixed, movable or pinned tab, or a
  ///   tab whose customization is disabled; a sidebar-only tab in the tab bar.
  ///
  /// ```swift
  /// let stored = try JSONDecoder().decode(TabCustomization.self, from: data)
  /// let currentLists = [SocialList(id: 1, title: "Swift")]  // the lists the person has now
  /// let outcome = stored.validated(against: Social.structure(lists: currentLists))
  /// ```
  ///
  /// - Parameter structure: the app's current structure.
  /// - Returns: the fitted customization and every adjustment, in a stable order.
  public func validated<D>(against structure: AppStructure<D>) -> TabCustomization.Outcome {
    var result = TabCustomization()
    var adjustments: [TabCustomization.Adjustment] = []
    let arrangement = TabArrangement(structure: structure, customization: TabCustomization())
    for (id, visibility) in sidebarVisibility.sorted(by: { $0.key < $1.key }) {
      guard let tab = structure.tab(id: id) else {
        adjustments.append(.unknownIDDropped(id))
        continue
      }
      if visibility == .hidden, arrangement.hideRefusal(tab, in: .sidebar) != nil {
        adjustments.append(.forbiddenChoiceDropped(id, area: .sidebar))
      } else if visibility == .hidden {
        result.sidebarVisibility[id] = .hidden
      }
    }
    for (id, visibility) in tabBarVisibility.sorted(by: { $0.key < $1.key }) {
      guard let tab = structure.tab(id: id) else {
        adjustments.append(.unknownIDDropped(id))
        continue
      }
      let placement = arrangement.barPlacement(tab)
      let forbidden =
        visibility == .hidden
        ? arrangement.hideRefusal(tab, in: .tabBar) != nil
        : visibility == .visible ? placement == .sidebarOnly || tab.tabBarCustomization == .disabled : false
      if forbidden {
        adjustments.append(.forbiddenChoiceDropped(id, area: .tabBar))
      } else if visibility != .automatic {
        result.tabBarVisibility[id] = visibility
      }
    }
    if !tabBarOrder.isEmpty {
      result.tabBarOrder = Self.fit(tabBarOrder, to: arrangement.tabBarOrderUniverse, section: nil, adjustments: &adjustments)
    }
    for (sectionID, order) in sectionOrders.sorted(by: { $0.key < $1.key }) {
      guard let section = structure.section(id: sectionID) else {
        adjustments.append(.unknownIDDropped(sectionID))
        continue
      }
      result.sectionOrders[sectionID] = Self.fit(
        order, to: section.tabs.map { $0.id }, section: sectionID, adjustments: &adjustments)
    }
    return TabCustomization.Outcome(customization: result, adjustments: adjustments)
  }

  /// `stored` without unknown ids and duplicates, followed by the ids it missed.
  private static func fit(
    _ stored: [String],
    to universe: [String],
    section: String?,
    adjustments: inout [TabCustomization.Adjustment]
  ) -> [String] {
    let known = Set(universe)
    var seen: Set<String> = []
    var order: [String] = []
    for id in stored {
      guard known.contains(id) else {
        adjustments.append(.unknownIDDropped(id))
        continue
      }
      guard seen.insert(id).inserted else {
        adjustments.append(.duplicateDropped(id))
        continue
      }
      order.append(id)
    }
    for id in universe where seen.insert(id).inserted {
      order.append(id)
      adjustments.append(.appended(id, section: section))
    }
    return order
  }
}
