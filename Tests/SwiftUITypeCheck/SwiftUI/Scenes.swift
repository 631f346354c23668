// Stand-in for SwiftUI's app and scene API. Never shipped; see ../README.md.

/// https://developer.apple.com/documentation/swiftui/scene
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

/// A placeholder for the opaque `some Scene` that builders return.
public struct ModifiedScene: Scene {
  nonisolated init() {}
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/scenebuilder
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@resultBuilder public struct SceneBuilder {
  /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildexpression(_:)
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
  /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
  /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:_:) and siblings, as a pack
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> some Scene { ModifiedScene() }
}

/// https://developer.apple.com/documentation/swiftui/app
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol App {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }
  /// https://developer.apple.com/documentation/swiftui/app/init()
  @MainActor @preconcurrency init()
}

extension App {
  /// https://developer.apple.com/documentation/swiftui/app/main()
  @MainActor @preconcurrency public static func main() {}
}

/// https://developer.apple.com/documentation/swiftui/windowgroup
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct WindowGroup<Content: View>: Scene {
  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(makecontent:)
  nonisolated public init(@ViewBuilder makeContent: @escaping () -> Content) {}

  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(_:makecontent:) (`Text`
  /// member of the overload group, the one its page shows; it replaces `init(_:content:)`, which
  /// the pages give as deprecated in iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0)
  nonisolated public init(_ title: Text, @ViewBuilder makeContent: @escaping () -> Content) {}

  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(_:makecontent:)
  /// (`StringProtocol` member of the overload group; the group's availability, as in SwiftUI's
  /// interface)
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder makeContent: @escaping () -> Content) {}

  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(_:makecontent:)
  /// (`LocalizedStringResource` member of the overload group; iOS 16.0, macOS 13.0, tvOS 16.0,
  /// watchOS 9.0 as in SwiftUI's interface, where `LocalizedStringResource` begins; the group's page
  /// gives the `Text` member's availability)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public init(_ titleResource: LocalizedStringResource, @ViewBuilder makeContent: @escaping () -> Content) {}

  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(for:content:)
  @available(iOS 16.0, macOS 13.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
    for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {}

  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(_:id:for:content:)
  @available(iOS 16.0, macOS 13.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
    _ titleResource: LocalizedStringResource,
    id: String,
    for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {}

  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(_:id:for:content:)
  /// (`Text` member of the overload group, whose page shows the `LocalizedStringResource` member;
  /// the group's availability, as in SwiftUI's interface)
  @available(iOS 16.0, macOS 13.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
    _ title: Text,
    id: String,
    for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {}

  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(_:id:for:content:)
  /// (`StringProtocol` member of the overload group, checked as the `Text` member above)
  @available(iOS 16.0, macOS 13.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public init<S: StringProtocol, D: Decodable & Encodable & Hashable, C: View>(
    _ title: S,
    id: String,
    for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {}

  public var body: Never { fatalError() }
}

extension Scene {
  /// https://developer.apple.com/documentation/swiftui/scene/handlesexternalevents(matching:)
  @available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { ModifiedScene() }
}

/// https://developer.apple.com/documentation/swiftui/presentedwindowcontent
@available(iOS 16.0, macOS 13.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct PresentedWindowContent<Data, Content>: View {
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/settings
@available(macOS 11.0, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
public struct Settings<Content: View>: Scene {
  /// https://developer.apple.com/documentation/swiftui/settings/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}
