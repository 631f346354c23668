// Stand-in for SwiftUI's toolbar content. Never shipped; see ../README.md.
// (`View.toolbar(content:)` is in View+Modifiers.swift.)

/// https://developer.apple.com/documentation/swiftui/toolbarcontent
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol ToolbarContent {
  /// https://developer.apple.com/documentation/swiftui/toolbarcontent/body-swift.associatedtype
  associatedtype Body: ToolbarContent
  /// https://developer.apple.com/documentation/swiftui/toolbarcontent/body-swift.property
  /// (shown as `@ContentBuilder` in the 2026 documentation; `@ToolbarContentBuilder` is the builder's name)
  @ToolbarContentBuilder @MainActor @preconcurrency var body: Body { get }
}

/// A placeholder for the opaque `some ToolbarContent` that builders return.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct ModifiedToolbarContent: ToolbarContent {
  nonisolated init() {}
  public var body: ModifiedToolbarContent { return self }
}

/// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder
/// Each builder method below is the `ToolbarContent` member of an overload group whose page shows
/// the `CustomizableToolbarContent` member (the stand-in has no customizable toolbars); the
/// `ToolbarContent` members' signatures and availability are those of the group's page and of the
/// per-member pages of the earlier documentation (same availability for both members of each group).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@resultBuilder public struct ToolbarContentBuilder {
  /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildexpression(_:)
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
  /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:)
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> some ToolbarContent {
    ModifiedToolbarContent()
  }
  /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildif(_:) (an `if`
  /// without `else`: from iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, later than the builder)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
}

/// `Optional` is toolbar content when its wrapped content is: `ToolbarContentBuilder.buildIf(_:)`
/// returns `Content?` into the block, so SwiftUI has this conformance, which Apple's pages do not
/// list; declared with `buildIf(_:)`'s availability.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
  public var body: ModifiedToolbarContent { return ModifiedToolbarContent() }
}

/// https://developer.apple.com/documentation/swiftui/toolbaritem (ToolbarContent per its
/// Relationships section; its `Identifiable` conformance, and `CustomizableToolbarContent` when
/// `ID` is `String`, are not declared here)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  public var body: ModifiedToolbarContent { return ModifiedToolbarContent() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension ToolbarItem where ID == () {
  /// https://developer.apple.com/documentation/swiftui/toolbaritem/init(placement:content:)
  /// (`@ContentBuilder` in the 2026 documentation, `@ViewBuilder` in SwiftUI's interface)
  nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/toolbaritemplacement (Sendable, as its
/// `static let` members require)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct ToolbarItemPlacement: Sendable {
  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/automatic
  public static let automatic = ToolbarItemPlacement(id: 0)
  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/navigation (the page
  /// lists iOS, macOS, tvOS and visionOS at the type's versions, not watchOS)
  @available(watchOS, unavailable)
  public static let navigation = ToolbarItemPlacement(id: 1)

  private let id: Int
}

/// https://developer.apple.com/documentation/swiftui/toolbarplacement
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct ToolbarPlacement {
  nonisolated init() {}
  /// https://developer.apple.com/documentation/swiftui/toolbarplacement/tabbar (no macOS, no
  /// watchOS)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public static var tabBar: ToolbarPlacement { ToolbarPlacement() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/toolbarvisibility(_:for:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { ModifiedView() }
}
