extension SystemTabCustomization {
  /// One change to the system's customization (SwiftUI's `TabViewCustomization`), of the kinds
  /// SwiftUI lets an app write.
  package enum Edit: Hashable, Sendable {
    /// Sets a tab's sidebar visibility.
    case setSidebarVisibility(String, TabCustomization.Visibility)
    /// Puts a section's tabs back in their declared order.
    case resetOrder(section: String)
  }

  /// This reading with an edit made, as SwiftUI's customization takes it.
  ///
  /// ```swift
  /// var system = SystemTabCustomization(sectionOrders: ["lists": ["list-2", "list-1"]])
  /// system.apply(.resetOrder(section: "lists"))
  /// ```
  ///
  /// - Parameter edit: the change.
  package mutating func apply(_ edit: Edit) {
    switch edit {
    case let .setSidebarVisibility(id, visibility):
      sidebarVisibility[id] = visibility
    case let .resetOrder(section):
      sectionOrders[section] = nil
    }
  }
}

extension TabCustomization {
  /// The changes that make the system's customization show this one, so a tab view shows what
  /// the app customized through the navigator (``Navigator/customize(_:)``, a restored
  /// customization), not only what the person edited in the system's own UI.
  ///
  /// SwiftUI lets an app write a tab's sidebar visibility and put a section back in its declared
  /// order; it cannot write tab-bar visibility or a custom order. So a tab the sidebar shows one
  /// way here and the other way there gets `setSidebarVisibility`, and a section the system
  /// orders differently, while this customization shows its declared order (never moved, or
  /// moved back), gets `resetOrder`.
  /// Tabs the app hides itself, or whose visibility the person cannot change, are left alone.
  /// After the system's edits have been read back (``operations(toMatch:in:)``), the two agree and
  /// there is nothing to write.
  ///
  /// ```swift
  /// let system = SystemTabCustomization(sidebarVisibility: ["tag-ios": .visible])
  /// let edits = navigator.customization.systemEdits(from: system, in: navigator.structure)
  /// // [.setSidebarVisibility("tag-ios", .hidden)]
  /// ```
  ///
  /// - Parameters:
  ///   - system: what the system's customization shows now.
  ///   - structure: the app's structure.
  /// - Returns: the changes, in the structure's order; empty when both show the same.
  package func systemEdits<D>(from system: SystemTabCustomization, in structure: AppStructure<D>) -> [SystemTabCustomization.Edit] {
    let arrangement = TabArrangement(structure: structure, customization: self)
    var edits: [SystemTabCustomization.Edit] = []
    for tab in structure.allTabs where !tab.isHidden && arrangement.hideRefusal(tab, in: .sidebar) == nil {
      let isShown = arrangement.isInSidebar(tab)
      let systemShows = system.sidebarVisibility[tab.id] != .hidden
      if isShown != systemShows { edits.append(.setSidebarVisibility(tab.id, isShown ? .visible : .hidden)) }
    }
    for section in structure.sections {
      let declared = section.tabs.map(\.id)
      guard let order = system.sectionOrders[section.id], arrangement.children(of: section).map(\.id) == declared else { continue }
      let systemOrder = TabArrangement<D>.ordered(section.tabs, by: order, id: { $0.id }).map(\.id)
      if systemOrder != declared { edits.append(.resetOrder(section: section.id)) }
    }
    return edits
  }
}
