// Stand-in for the TabContent modifiers WaypointUI uses. Never shipped; see ../README.md.

extension TabContent {
  /// https://developer.apple.com/documentation/swiftui/tabcontent/customizationid(_:)
  nonisolated public func customizationID(_ id: String) -> some TabContent<Self.TabValue> {
    ModifiedTabContent<TabValue>()
  }

  /// https://developer.apple.com/documentation/swiftui/tabcontent/tabplacement(_:)
  nonisolated public func tabPlacement(_ placement: TabPlacement) -> some TabContent<Self.TabValue> {
    ModifiedTabContent<TabValue>()
  }

  /// https://developer.apple.com/documentation/swiftui/tabcontent/accessibilitylabel(_:isenabled:)
  nonisolated public func accessibilityLabel(_ label: LocalizedStringResource, isEnabled: Bool = true) -> some TabContent<
    Self.TabValue
  > {
    ModifiedTabContent<TabValue>()
  }

  /// https://developer.apple.com/documentation/swiftui/tabcontent/badge(_:) (`Int` member of the
  /// overload group; a count of zero hides the badge, R10)
  @available(tvOS, unavailable)
  nonisolated public func badge(_ count: Int) -> some TabContent<Self.TabValue> {
    ModifiedTabContent<TabValue>()
  }

  /// https://developer.apple.com/documentation/swiftui/tabcontent/hidden(_:)
  @available(tvOS, unavailable)
  nonisolated public func hidden(_ hidden: Bool = true) -> some TabContent<Self.TabValue> {
    ModifiedTabContent<TabValue>()
  }

  /// https://developer.apple.com/documentation/swiftui/tabcontent/customizationbehavior(_:for:)
  @available(tvOS, unavailable)
  nonisolated public func customizationBehavior(
    _ behavior: TabCustomizationBehavior,
    for placements: AdaptableTabBarPlacement...
  ) -> some TabContent<Self.TabValue> {
    ModifiedTabContent<TabValue>()
  }

  /// https://developer.apple.com/documentation/swiftui/tabcontent/defaultvisibility(_:for:)
  @available(tvOS, unavailable)
  nonisolated public func defaultVisibility(
    _ visibility: Visibility,
    for placements: AdaptableTabBarPlacement...
  ) -> some TabContent<Self.TabValue> {
    ModifiedTabContent<TabValue>()
  }

  /// https://developer.apple.com/documentation/swiftui/tabcontent/disabled(_:)
  @available(iOS 18.4, macOS 15.4, tvOS 18.4, visionOS 2.4, *)
  nonisolated public func disabled(_ disabled: Bool) -> some TabContent<Self.TabValue> {
    ModifiedTabContent<TabValue>()
  }

  /// https://developer.apple.com/documentation/swiftui/tabcontent/sectionactions(content:)
  nonisolated public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some TabContent<Self.TabValue> {
    ModifiedTabContent<TabValue>()
  }
}
