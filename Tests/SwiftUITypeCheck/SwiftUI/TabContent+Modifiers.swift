// Stand-in for the TabContent modifiers WaypointUI uses. Never shipped; see ../README.md.

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabContent {
  /// https://developer.apple.com/documentation/swiftui/tabcontent/customizationid(_:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func customizationID(_ id: String) -> some TabContent<Self.TabValue> {
    ModifiedTabContent<TabValue>()
  }

  /// https://developer.apple.com/documentation/swiftui/tabcontent/tabplacement(_:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func tabPlacement(_ placement: TabPlacement) -> some TabContent<Self.TabValue> {
    ModifiedTabContent<TabValue>()
  }

  /// https://developer.apple.com/documentation/swiftui/tabcontent/accessibilitylabel(_:isenabled:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func accessibilityLabel(_ label: LocalizedStringResource, isEnabled: Bool = true) -> some TabContent<
    Self.TabValue
  > {
    ModifiedTabContent<TabValue>()
  }

  /// https://developer.apple.com/documentation/swiftui/tabcontent/accessibilitylabel(_:isenabled:)
  /// (`Text` member of the overload group, whose page shows the `LocalizedStringResource` member;
  /// the member's own page, which DocC would put at -6mohx, is not in the stored documentation;
  /// the group's availability; the member is in SwiftUI's interface)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func accessibilityLabel(_ label: Text, isEnabled: Bool = true) -> some TabContent<Self.TabValue> {
    ModifiedTabContent<TabValue>()
  }

  /// https://developer.apple.com/documentation/swiftui/tabcontent/accessibilitylabel(_:isenabled:)
  /// (`StringProtocol` member of the overload group, checked as the `Text` member above; DocC would
  /// put its own page at -5l7it)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool = true) -> some TabContent<
    Self.TabValue
  > {
    ModifiedTabContent<TabValue>()
  }

  /// https://developer.apple.com/documentation/swiftui/tabcontent/badge(_:) (`Int` member of the
  /// overload group; a count of zero hides the badge, R10)
  @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func badge(_ count: Int) -> some TabContent<Self.TabValue> {
    ModifiedTabContent<TabValue>()
  }

  /// https://developer.apple.com/documentation/swiftui/tabcontent/hidden(_:)
  @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func hidden(_ hidden: Bool = true) -> some TabContent<Self.TabValue> {
    ModifiedTabContent<TabValue>()
  }

  /// https://developer.apple.com/documentation/swiftui/tabcontent/customizationbehavior(_:for:)
  @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func customizationBehavior(
    _ behavior: TabCustomizationBehavior,
    for placements: AdaptableTabBarPlacement...
  ) -> some TabContent<Self.TabValue> {
    ModifiedTabContent<TabValue>()
  }

  /// https://developer.apple.com/documentation/swiftui/tabcontent/defaultvisibility(_:for:)
  @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func defaultVisibility(
    _ visibility: Visibility,
    for placements: AdaptableTabBarPlacement...
  ) -> some TabContent<Self.TabValue> {
    ModifiedTabContent<TabValue>()
  }

  /// https://developer.apple.com/documentation/swiftui/tabcontent/disabled(_:)
  @available(iOS 18.4, macOS 15.4, tvOS 18.4, visionOS 2.4, *)
  @available(watchOS, unavailable)
  nonisolated public func disabled(_ disabled: Bool) -> some TabContent<Self.TabValue> {
    ModifiedTabContent<TabValue>()
  }

  /// https://developer.apple.com/documentation/swiftui/tabcontent/sectionactions(content:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  @available(watchOS, unavailable)
  nonisolated public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some TabContent<Self.TabValue> {
    ModifiedTabContent<TabValue>()
  }
}
