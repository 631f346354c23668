// Stand-in for SwiftUI's navigation transitions and namespaces. Never shipped; see ../README.md.

/// https://developer.apple.com/documentation/swiftui/namespace
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@frozen @propertyWrapper public struct Namespace: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/namespace/init()
  public init() {}
  /// https://developer.apple.com/documentation/swiftui/namespace/wrappedvalue
  public var wrappedValue: Namespace.ID { Namespace.ID() }

  /// https://developer.apple.com/documentation/swiftui/namespace/id
  @frozen public struct ID: Hashable, Sendable {}
}

/// https://developer.apple.com/documentation/swiftui/navigationtransition
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol NavigationTransition {}

/// https://developer.apple.com/documentation/swiftui/zoomnavigationtransition (no macOS)
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@available(macOS, unavailable)
public struct ZoomNavigationTransition: NavigationTransition {
  nonisolated init() {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@available(macOS, unavailable)
extension NavigationTransition where Self == ZoomNavigationTransition {
  /// https://developer.apple.com/documentation/swiftui/navigationtransition/zoom(sourceid:in:) (no macOS)
  @available(macOS, unavailable)
  public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
    ZoomNavigationTransition()
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/navigationtransition(_:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func navigationTransition(_ style: some NavigationTransition) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/matchedtransitionsource(id:in:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { ModifiedView() }
}
