#if canImport(SwiftUI)
  import Foundation
  import SwiftUI
  import Waypoint

  extension SwiftUI.TabContent {
    /// Copies a tab's identity, badge, visibility, placement and customization onto SwiftUI's
    /// modifiers, as the core's ``Waypoint/TabTraits`` spell them (reference §4).
    @SwiftUI.TabContentBuilder<TabValue>
    func customized<D: Destination>(_ tab: Waypoint.AppTab<D>, traits: TabTraits) -> some SwiftUI.TabContent<TabValue> {
      let base =
        self
        .customizationID(tab.id)
        .tabPlacement(traits.placement.swiftUI)
        .accessibilityLabel(LocalizedStringResource(stringLiteral: tab.accessibilityLabel))
      #if os(tvOS)
        base
      #else
        base
          .badge(tab.badge)
          .hidden(tab.isHidden)
          .customizationBehavior(traits.tabBarBehavior.swiftUI, for: .tabBar)
          .customizationBehavior(traits.sidebarBehavior.swiftUI, for: .sidebar)
          .defaultVisibility(traits.isHiddenInTabBarByDefault ? .hidden : .automatic, for: .tabBar)
          .disabledIfAvailable(!tab.isEnabled)
      #endif
    }

    /// `hidden(_:)` where the platform has it (not tvOS, where nothing is hidden this way).
    @SwiftUI.TabContentBuilder<TabValue>
    func hiddenUnlessTV(_ hidden: Bool) -> some SwiftUI.TabContent<TabValue> {
      #if os(tvOS)
        self
      #else
        self.hidden(hidden)
      #endif
    }

    /// `disabled(_:)` from iOS 18.4, macOS 15.4, tvOS 18.4 and visionOS 2.4; before that the
    /// core refuses to select a disabled tab, so the tab only looks enabled.
    @SwiftUI.TabContentBuilder<TabValue>
    func disabledIfAvailable(_ disabled: Bool) -> some SwiftUI.TabContent<TabValue> {
      if #available(iOS 18.4, macOS 15.4, tvOS 18.4, visionOS 2.4, *) {
        self.disabled(disabled)
      } else {
        self
      }
    }
  }

  extension TabTraits.Placement {
    var swiftUI: SwiftUI.TabPlacement {
      switch self {
      case .automatic: .automatic
      case .pinned: .pinned
      case .sidebarOnly: .sidebarOnly
      }
    }
  }

  extension Waypoint.TabCustomization.Behavior {
    var swiftUI: SwiftUI.TabCustomizationBehavior {
      switch kind {
      case .automatic: .automatic
      case .reorderable: .reorderable
      case .disabled: .disabled
      }
    }
  }
#endif
