#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
  import SwiftUI
  import Waypoint

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension SystemTabCustomization {
    /// Reads what SwiftUI's customization shows for every tab and section of `structure`: from
    /// iOS 18.4, macOS 15.4 and visionOS 2.4 through the per-tab and per-section values (the
    /// tab bar's visibility too, on iOS); before that through the subscripts iOS 18.0, macOS 15.0
    /// and visionOS 2.0 already have, which give the sidebar's visibility and the sections'
    /// order.
    @MainActor
    init<D>(reading customization: TabViewCustomization, structure: AppStructure<D>) {
      self.init()
      // The per-tab values first ship in the iOS 18.4 SDK (Swift 6.1, Xcode 16.3).
      #if compiler(>=6.1)
        if #available(iOS 18.4, macOS 15.4, visionOS 2.4, *) {
          for tab in structure.allTabs {
            sidebarVisibility[tab.id] = TabCustomization.Visibility(customization[tab: tab.id].sidebarVisibility)
            #if os(iOS)
              tabBarVisibility[tab.id] = TabCustomization.Visibility(customization[tab: tab.id].tabBarVisibility)
            #endif
          }
          for section in structure.sections {
            if let order = customization[section: section.id].tabOrder { sectionOrders[section.id] = order }
          }
          return
        }
      #endif
      for tab in structure.allTabs {
        sidebarVisibility[tab.id] = TabCustomization.Visibility(customization[sidebarVisibility: tab.id])
      }
      for section in structure.sections {
        if let order = customization[sectionID: section.id] { sectionOrders[section.id] = order }
      }
    }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension TabViewCustomization {
    /// Makes one of the core's edits (``Waypoint/TabCustomization/systemEdits(from:in:)``), so the
    /// tab view shows what the app customized through the navigator: through the per-tab and
    /// per-section values from iOS 18.4, macOS 15.4 and visionOS 2.4, and before that through the
    /// calls iOS 18.0, macOS 15.0 and visionOS 2.0 have.
    @MainActor
    mutating func apply(_ edit: SystemTabCustomization.Edit) {
      #if compiler(>=6.1)
        if #available(iOS 18.4, macOS 15.4, visionOS 2.4, *) {
          switch edit {
          case let .setSidebarVisibility(id, visibility): self[tab: id].sidebarVisibility = Visibility(visibility)
          case let .resetOrder(section): self[section: section].resetTabOrder()
          }
          return
        }
      #endif
      switch edit {
      case let .setSidebarVisibility(id, visibility): self[sidebarVisibility: id] = Visibility(visibility)
      case let .resetOrder(section): resetSectionOrder(for: section)
      }
    }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension Visibility {
    init(_ visibility: TabCustomization.Visibility) {
      self = visibility == .hidden ? .hidden : visibility == .visible ? .visible : .automatic
    }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension TabCustomization.Visibility {
    init(_ visibility: Visibility) {
      self = visibility == .hidden ? .hidden : visibility == .visible ? .visible : .automatic
    }
  }
#endif
