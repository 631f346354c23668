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
    var operations: [TabCustomization.Operation] = []
    // The tab bar is read against the customization the sidebar's changes leave, so that one
    // read-back settles: hiding a tab from the sidebar hides it from the tab bar as well.
    var working = self
    var arrangement = TabArrangement(structure: structure, customization: working)
    // A tab the app hides is shown nowhere, whatever the system says of it.
    for tab in structure.allTabs where !tab.isHidden {
      let inSidebar = arrangement.isInSidebar(tab)
      let sidebar: TabCustomization.Operation? =
        switch system.sidebarVisibility[tab.id] {
        case .hidden? where inSidebar: .hide(tab.id, in: .sidebar)
        case .visible? where !inSidebar: .show(tab.id, in: .sidebar)
        default: nil
        }
      if let sidebar {
        operations.append(sidebar)
        if (try? working.apply(sidebar, in: structure)) != nil {
          arrangement = TabArrangement(structure: structure, customization: working)
        }
      }
      // A tab the sidebar does not show is in no tab bar: a reading that shows it there anyway
      // is one the core cannot hold, and is left alone.
      guard arrangement.isInSidebar(tab) else { continue }
      let inTabBar = arrangement.isInTabBar(tab)
      switch system.tabBarVisibility[tab.id] {
      case .hidden? where inTabBar: operations.append(.hide(tab.id, in: .tabBar))
      case .visible? where !inTabBar: operations.append(.show(tab.id, in: .tabBar))
      default: break
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
