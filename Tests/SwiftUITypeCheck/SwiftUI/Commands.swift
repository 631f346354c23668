// Stand-in for SwiftUI's menu commands and focused values. Never shipped; see ../README.md.
import Observation

/// https://developer.apple.com/documentation/swiftui/commands
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public protocol Commands {
  /// https://developer.apple.com/documentation/swiftui/commands/body-swift.associatedtype
  associatedtype Body: Commands
  /// https://developer.apple.com/documentation/swiftui/commands/body-swift.property
  /// (shown as `@ContentBuilder` in the 2026 documentation; `@CommandsBuilder` is the builder's name)
  @CommandsBuilder @MainActor @preconcurrency var body: Body { get }
}

@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Never: Commands {}

/// A placeholder for the opaque `some Commands` that builders return.
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct ModifiedCommands: Commands {
  nonisolated init() {}
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/commandsbuilder
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@resultBuilder public struct CommandsBuilder {
  /// https://developer.apple.com/documentation/swiftui/commandsbuilder/buildexpression(_:)
  public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
  /// https://developer.apple.com/documentation/swiftui/commandsbuilder/buildblock(_:)
  public static func buildBlock<C: Commands>(_ content: C) -> C { content }
  /// https://developer.apple.com/documentation/swiftui/commandsbuilder/buildblock(_:_:) and its
  /// siblings up to ten parts, written once with a parameter pack
  public static func buildBlock<each C: Commands>(_ content: repeat each C) -> some Commands { ModifiedCommands() }
}

extension Scene {
  /// https://developer.apple.com/documentation/swiftui/scene/commands(content:)
  /// (`@ContentBuilder` in the 2026 documentation, as for `Commands.body`)
  @available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
    ModifiedScene()
  }
}

/// https://developer.apple.com/documentation/swiftui/commandmenu (the overview names key commands
/// on tvOS too, but the page does not list tvOS)
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct CommandMenu<Content: View>: Commands {
  /// https://developer.apple.com/documentation/swiftui/commandmenu/init(_:content:) (`Text` member of
  /// the overload group, whose page shows the `LocalizedStringResource` member; the menu's
  /// availability, as in SwiftUI's interface)
  nonisolated public init(_ name: Text, @ViewBuilder content: () -> Content) {}

  /// https://developer.apple.com/documentation/swiftui/commandmenu/init(_:content:) (`StringProtocol`
  /// member of the overload group, checked as the `Text` member above)
  nonisolated public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}

  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/commandgroup
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct CommandGroup<Content: View>: Commands {
  /// https://developer.apple.com/documentation/swiftui/commandgroup/init(after:addition:)
  nonisolated public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}

  /// https://developer.apple.com/documentation/swiftui/commandgroup/init(before:addition:)
  nonisolated public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}

  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/commandgroupplacement (Sendable per its
/// Relationships section)
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct CommandGroupPlacement: Sendable {
  /// https://developer.apple.com/documentation/swiftui/commandgroupplacement/toolbar
  public static let toolbar = CommandGroupPlacement(id: 0)
  /// https://developer.apple.com/documentation/swiftui/commandgroupplacement/sidebar
  public static let sidebar = CommandGroupPlacement(id: 1)
  /// https://developer.apple.com/documentation/swiftui/commandgroupplacement/windowarrangement
  public static let windowArrangement = CommandGroupPlacement(id: 2)

  private let id: Int
}

/// https://developer.apple.com/documentation/swiftui/focusedvalue (DynamicProperty per its
/// Relationships section)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@propertyWrapper public struct FocusedValue<Value>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/focusedvalue/init(_:) (`Observable` member of
  /// the overload group, whose page shows the key-path member)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {}

  /// https://developer.apple.com/documentation/swiftui/focusedvalue/wrappedvalue
  public var wrappedValue: Value? { nil }
}

/// https://developer.apple.com/documentation/swiftui/focusedvalues
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct FocusedValues {
  init() {}
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/focusedscenevalue(_:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/focusedscenevalue(_:_:)-5iugx (the member
  /// with a non-optional value)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
    ModifiedView()
  }
}
