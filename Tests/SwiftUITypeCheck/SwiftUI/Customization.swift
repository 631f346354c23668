// Stand-in for SwiftUI's tab customization and size-class API. Never shipped; see ../README.md.
import Foundation

/// https://developer.apple.com/documentation/swiftui/tabviewcustomization
/// (Codable, Equatable and Sendable per its Relationships section, R33)
@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct TabViewCustomization: Codable, Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/tabviewcustomization (`= TabViewCustomization()`)
  public init() {}

  /// https://developer.apple.com/documentation/swiftui/tabviewcustomization/subscript(tab:)
  @available(iOS 18.4, macOS 15.4, visionOS 2.4, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public subscript(tab id: String) -> TabCustomization {
    get { TabCustomization() }
    set {}
  }

  /// https://developer.apple.com/documentation/swiftui/tabviewcustomization/subscript(section:)
  @available(iOS 18.4, macOS 15.4, visionOS 2.4, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public subscript(section id: String) -> SectionCustomization {
    get { SectionCustomization() }
    set {}
  }

  /// https://developer.apple.com/documentation/swiftui/tabviewcustomization/subscript(sidebarvisibility:)
  /// (the page gives iOS 18.0.0 - 27.3.0, macOS 15.0.0 - 27.3.0, visionOS 2.0.0 - 27.3.0: deprecated in
  /// 27.3. Only the introduction is recorded, since Scripts/typecheck-platform.py reads only the
  /// `@available(iOS 18.0, …)` form; from iOS 18.4 the same setting is `[tab: id].sidebarVisibility`)
  @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public subscript(sidebarVisibility id: String) -> Visibility {
    get { .automatic }
    set {}
  }

  /// https://developer.apple.com/documentation/swiftui/tabviewcustomization/subscript(sectionid:)
  /// (the page gives iOS 18.0.0 - 27.2.0, macOS 15.0.0 - 27.2.0, visionOS 2.0.0 - 27.2.0: deprecated in
  /// 27.2, not 27.3 as the subscript above. Only the introduction is recorded, as above; from iOS 18.4
  /// the same order is `[section: id].tabOrder`)
  @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public subscript(sectionID id: String) -> [String]? { nil }

  /// https://developer.apple.com/documentation/swiftui/tabviewcustomization/resetsectionorder(for:)
  /// (the page gives iOS 18.0.0 - 27.2.0, macOS 15.0.0 - 27.2.0, visionOS 2.0.0 - 27.2.0: deprecated in
  /// 27.2; only the introduction is recorded, as above; from iOS 18.4 it is
  /// `[section: id].resetTabOrder()`)
  @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public mutating func resetSectionOrder(for sectionID: String) {}

  /// https://developer.apple.com/documentation/swiftui/tabviewcustomization/tabcustomization
  @available(iOS 18.4, macOS 15.4, visionOS 2.4, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public struct TabCustomization {
    init() {}
    /// https://developer.apple.com/documentation/swiftui/tabviewcustomization/tabcustomization/sidebarvisibility
    public var sidebarVisibility: Visibility {
      get { .automatic }
      set {}
    }
    /// https://developer.apple.com/documentation/swiftui/tabviewcustomization/tabcustomization/tabbarvisibility
    @available(iOS 18.4, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public var tabBarVisibility: Visibility { .automatic }
  }

  /// https://developer.apple.com/documentation/swiftui/tabviewcustomization/sectioncustomization
  @available(iOS 18.4, macOS 15.4, visionOS 2.4, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public struct SectionCustomization {
    init() {}
    /// https://developer.apple.com/documentation/swiftui/tabviewcustomization/sectioncustomization/taborder
    public var tabOrder: [String]? { nil }
    /// https://developer.apple.com/documentation/swiftui/tabviewcustomization/sectioncustomization/resettaborder()
    /// (iOS 18.4, macOS 15.4, visionOS 2.4, as the structure)
    public mutating func resetTabOrder() {}
  }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/tabviewcustomization(_:)
  @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View {
    ModifiedView()
  }
}

/// https://developer.apple.com/documentation/swiftui/tabbaronlytabviewstyle
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
public struct TabBarOnlyTabViewStyle: TabViewStyle {
  nonisolated public init() {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  /// https://developer.apple.com/documentation/swiftui/tabviewstyle/tabbaronly
  @MainActor @preconcurrency public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

/// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass/compact
  case compact
  /// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass/regular
  case regular
}

extension EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public var horizontalSizeClass: UserInterfaceSizeClass? { nil }
}

/// https://developer.apple.com/documentation/swiftui/appstorage
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@propertyWrapper public struct AppStorage<Value>: DynamicProperty {
  private var value: Value

  /// https://developer.apple.com/documentation/swiftui/appstorage/init(wrappedvalue:_:store:) (the
  /// `String` member of the overload group)
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
    self.value = wrappedValue
  }

  /// https://developer.apple.com/documentation/swiftui/appstorage/init(wrappedvalue:_:store:) (the
  /// `TabViewCustomization` member of the overload group: "Creates a property that can save and
  /// restore tab sidebar customizations")
  @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil)
  where Value == TabViewCustomization {
    self.value = wrappedValue
  }

  /// https://developer.apple.com/documentation/swiftui/appstorage/wrappedvalue
  public var wrappedValue: Value {
    get { value }
    nonmutating set {}
  }

  /// https://developer.apple.com/documentation/swiftui/appstorage/projectedvalue
  public var projectedValue: Binding<Value> {
    Binding(get: { fatalError("stand-in: never evaluated") }, set: { _ in })
  }
}
