/// What the system's own customization UI shows, read tab by tab: the values SwiftUI's
/// `TabViewCustomization` exposes (sidebar and tab-bar visibility per customization id, and the
/// order of each customized section).
///
/// The SwiftUI layer reads these values after the user edits the sidebar or the tab bar, and the
/// core turns the difference into ``TabCustomization/Operation``s
/// (``TabCustomization/operations(toMatch:in:)``), so ``TabCustomization`` stays the one record
/// of the user's choices and keeps its rules.
///
/// ```swift
/// let system = SystemTabCustomization(sidebarVisibility: ["tag-ios": .hidden])
/// let operations = navigator.customization.operations(toMatch: system, in: navigator.structure)
/// for operation in operations { navigator.customize(operation) }
/// ```
package struct SystemTabCustomization: Hashable, Sendable {
  /// Sidebar visibility by customization id; `.automatic` means not customized.
  package var sidebarVisibility: [String: TabCustomization.Visibility]
  /// Tab-bar visibility by customization id; `.automatic` means not customized.
  package var tabBarVisibility: [String: TabCustomization.Visibility]
  /// The order of each customized section's tabs, by section id (complete once customized).
  package var sectionOrders: [String: [String]]

  /// Creates an observation of the system's customization.
  ///
  /// ```swift
  /// let system = SystemTabCustomization(sectionOrders: ["lists": ["list-2", "list-1"]])
  /// ```
  ///
  /// - Parameters:
  ///   - sidebarVisibility: sidebar visibility by id.
  ///   - tabBarVisibility: tab-bar visibility by id.
  ///   - sectionOrders: tab order by section id.
  package init(
    sidebarVisibility: [String: TabCustomization.Visibility] = [:],
    tabBarVisibility: [String: TabCustomization.Visibility] = [:],
    sectionOrders: [String: [String]] = [:]
  ) {
    self.sidebarVisibility = sidebarVisibility
    self.tabBarVisibility = tabBarVisibility
    self.sectionOrders = sectionOrders
  }
}

extension TabCustomization {
  /// The operations that bring this customization in line with what the system's customization
  /// UI shows.
  ///
  /// A tab the system shows hidden (or visible) where this customization shows it the other way
  /// becomes `hide` (or `show`) in that area; `.automatic` says nothing and is skipped. A section
  /// whose order differs becomes the `moveInSection` steps that produce that order; ids that are
  /// not in the section are ignored, and tabs the system does not list keep their place after the
  /// listed ones. Applying the operations in order (``Navigator/customize(_:)``) may still refuse
  /// some of them, for example hiding a fixed tab; the refusal is the answer.
  ///
  /// ```swift
  /// let operations = TabCustomization().operations(
  ///   toMatch: SystemTabCustomization(sidebarVisibility: ["tag-ios": .hidden]), in: Social.structure())
  /// // [.hide("tag-ios", in: .sidebar)]
  /// ```
  ///
  /// - Parameters:
  ///   - system: what the system's UI shows.
  ///   - structure: the app's structure.
  /// - Returns: the operations, in the order to apply them; empty when both agree.
  package func operations<D>(
    toMatch system: SystemTabCustomization,
    in structure: AppStructure<D>
  ) -> [TabCustomization.Operation] {
    let arrangement = TabArrangement(structure: structure, customization: self)
    var operations: [TabCustomization.Operation] = []
    for tab in structure.allTabs {
      let areas: [(TabCustomization.Area, TabCustomization.Visibility?, Bool)] = [
        (.sidebar, system.sidebarVisibility[tab.id], arrangement.isInSidebar(tab)),
        (.tabBar, system.tabBarVisibility[tab.id], arrangement.isInTabBar(tab)),
      ]
      for (area, visibility, isShown) in areas {
        if visibility == .hidden, isShown { operations.append(.hide(tab.id, in: area)) }
        if visibility == .visible, !isShown { operations.append(.show(tab.id, in: area)) }
      }
    }
    for section in structure.sections {
      guard let order = system.sectionOrders[section.id] else { continue }
      var current = arrangement.children(of: section).map { $0.id }
      // Each id once, at its first place: stored data may repeat one (a repeat used to trap).
      var seen: Set<String> = []
      let listed = order.filter { current.contains($0) && seen.insert($0).inserted }
      let wanted = listed + current.filter { !listed.contains($0) }
      for (index, id) in wanted.enumerated() where current[index] != id {
        operations.append(.moveInSection(id, to: index))
        current.removeAll { $0 == id }
        current.insert(id, at: index)
      }
    }
    return operations
  }
}
