// Stand-in for SwiftUI's app and scene API. Never shipped; see ../README.md.

/// https://developer.apple.com/documentation/swiftui/scene
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
@resultBuilder public struct SceneBuilder {
  /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildexpression(_:)
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
  /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
  /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:_:) and siblings, as a pack
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> some Scene { ModifiedScene() }
}

/// https://developer.apple.com/documentation/swiftui/app
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
public struct WindowGroup<Content: View>: Scene {
  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(makecontent:)
  nonisolated public init(@ViewBuilder makeContent: @escaping () -> Content) {}

  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(for:content:)
  @available(tvOS, unavailable)
  nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
    for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {}

  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/presentedwindowcontent
public struct PresentedWindowContent<Data, Content>: View {
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/settings
@available(iOS, unavailable)
public struct Settings<Content: View>: Scene {
  /// https://developer.apple.com/documentation/swiftui/settings/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}
