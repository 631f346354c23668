#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
  import SwiftUI
  import Waypoint

  extension SystemTabCustomization {
    /// Reads what SwiftUI's customization shows for every tab and section of `structure`
    /// (iOS 18.4, macOS 15.4, visionOS 2.4; earlier systems expose none of it).
    @MainActor
    init<D>(reading customization: TabViewCustomization, structure: AppStructure<D>) {
      self.init()
      // The subscripts first ship in the iOS 18.4 SDK (Swift 6.1, Xcode 16.3).
      #if compiler(>=6.1)
        guard #available(iOS 18.4, macOS 15.4, visionOS 2.4, *) else { return }
        for tab in structure.allTabs {
          sidebarVisibility[tab.id] = TabCustomization.Visibility(customization[tab: tab.id].sidebarVisibility)
          #if os(iOS)
            tabBarVisibility[tab.id] = TabCustomization.Visibility(customization[tab: tab.id].tabBarVisibility)
          #endif
        }
        for section in structure.sections {
          if let order = customization[section: section.id].tabOrder { sectionOrders[section.id] = order }
        }
      #endif
    }
  }

  extension TabCustomization.Visibility {
    init(_ visibility: Visibility) {
      self = visibility == .hidden ? .hidden : visibility == .visible ? .visible : .automatic
    }
  }
#endif
