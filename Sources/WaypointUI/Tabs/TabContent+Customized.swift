#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  import Waypoint

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension SwiftUI.TabContent {
    /// Copies a projected tab's identity, badge, visibility, placement and customization onto
    /// SwiftUI's modifiers, as the core's ``Waypoint/TabViewProjection`` gives them.
    @SwiftUI.TabContentBuilder<TabValue>
    func customized<D: Destination>(_ tab: TabViewProjection<D>.TabItem) -> some SwiftUI.TabContent<TabValue> {
      let traits = tab.traits
      let base =
        self
        .customizationID(tab.id)
        .tabPlacement(traits.placement.swiftUI)
        // The app's own text, read as it is: a `String`, not a key to look a translation up by.
        .accessibilityLabel(tab.accessibilityLabel)
      #if os(tvOS)
        // tvOS has none of the modifiers below but `disabled`; the projection gives their
        // neutral values there.
        base.disabledIfAvailable(!tab.isEnabled)
      #else
        base
          .badge(tab.badge)
          .hidden(tab.isHidden)
          .customizationBehavior(traits.tabBarBehavior.swiftUI, for: .tabBar)
          .sidebarCustomizationBehavior(traits.sidebarBehavior.swiftUI)
          .defaultVisibility(traits.isHiddenInTabBarByDefault ? .hidden : .automatic, for: .tabBar)
          .disabledIfAvailable(!tab.isEnabled)
      #endif
    }

    /// `hidden(_:)` where the platform has it (not tvOS, where the projection leaves out what
    /// would be hidden).
    @SwiftUI.TabContentBuilder<TabValue>
    func hiddenUnlessTV(_ hidden: Bool) -> some SwiftUI.TabContent<TabValue> {
      #if os(tvOS)
        self
      #else
        self.hidden(hidden)
      #endif
    }

    /// The sidebar's customization behaviour, where SwiftUI has a sidebar placement for it
    /// (iOS, iPadOS, visionOS; macOS has no `AdaptableTabBarPlacement.sidebar`).
    @SwiftUI.TabContentBuilder<TabValue>
    func sidebarCustomizationBehavior(_ behavior: SwiftUI.TabCustomizationBehavior) -> some SwiftUI.TabContent<TabValue> {
      #if os(iOS) || os(visionOS)
        self.customizationBehavior(behavior, for: .sidebar)
      #else
        self
      #endif
    }

    /// `disabled(_:)` from iOS 18.4, macOS 15.4, tvOS 18.4 and visionOS 2.4; before that the
    /// core refuses to select a disabled tab, so the tab only looks enabled. Built only with an
    /// SDK that has it (Swift 6.1, Xcode 16.3, is the first with the iOS 18.4 SDK).
    @SwiftUI.TabContentBuilder<TabValue>
    func disabledIfAvailable(_ disabled: Bool) -> some SwiftUI.TabContent<TabValue> {
      #if compiler(>=6.1)
        if #available(iOS 18.4, macOS 15.4, tvOS 18.4, visionOS 2.4, *) {
          self.disabled(disabled)
        } else {
          self
        }
      #else
        self
      #endif
    }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension TabTraits.Placement {
    var swiftUI: SwiftUI.TabPlacement {
      switch self {
      case .automatic: .automatic
      case .pinned: .pinned
      case .sidebarOnly: .sidebarOnly
      }
    }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension Waypoint.TabCustomization.Behavior {
    /// SwiftUI's behaviour; macOS and tvOS have only `.automatic`, the value the projection
    /// gives there.
    var swiftUI: SwiftUI.TabCustomizationBehavior {
      #if os(iOS) || os(visionOS)
        switch kind {
        case .automatic: .automatic
        case .reorderable: .reorderable
        case .disabled: .disabled
        }
      #else
        .automatic
      #endif
    }
  }
#endif
