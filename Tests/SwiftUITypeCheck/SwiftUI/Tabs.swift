// Stand-in for SwiftUI's tab view API (iOS 18). Never shipped; see ../README.md.

/// https://developer.apple.com/documentation/swiftui/tabcontent
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency public protocol TabContent<TabValue> {
  associatedtype TabValue: Hashable
  /// https://developer.apple.com/documentation/swiftui/tabcontent/body-swift.associatedtype
  associatedtype Body: TabContent
  /// https://developer.apple.com/documentation/swiftui/tabcontent/body-swift.property
  @TabContentBuilder<TabValue> @MainActor @preconcurrency var body: Body { get }
}

/// A placeholder for the opaque `some TabContent<TabValue>` that builders and modifiers return.
public struct ModifiedTabContent<TabValue: Hashable>: TabContent {
  nonisolated init() {}
  public var body: ModifiedTabContent<TabValue> { return self }
}

/// https://developer.apple.com/documentation/swiftui/tabcontentbuilder
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@resultBuilder public struct TabContentBuilder<TabValue: Hashable> {
  /// https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildexpression(_:)
  public static func buildExpression<Content: TabContent>(_ content: Content) -> Content
  where Content.TabValue == TabValue { content }
  /// https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildblock(_:)
  public static func buildBlock(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> {
    ModifiedTabContent<TabValue>()
  }
  /// https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildblock(_:_:) and its
  /// siblings up to ten parts, written once with a parameter pack
  public static func buildBlock<each Content: TabContent>(_ content: repeat each Content) -> some TabContent<TabValue> {
    ModifiedTabContent<TabValue>()
  }
  /// https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildif(_:)
  public static func buildIf<Content: TabContent>(_ content: Content?) -> some TabContent<TabValue>
  where Content.TabValue == TabValue { ModifiedTabContent<TabValue>() }
  /// https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildeither(first:)
  public static func buildEither<T: TabContent, F: TabContent>(first: T) -> _ConditionalContent<T, F>
  where TabValue == T.TabValue, T.TabValue == F.TabValue { _ConditionalContent() }
  /// https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildeither(second:)
  public static func buildEither<T: TabContent, F: TabContent>(second: F) -> _ConditionalContent<T, F>
  where TabValue == T.TabValue, T.TabValue == F.TabValue { _ConditionalContent() }
  /// https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildlimitedavailability(_:)
  public static func buildLimitedAvailability<T: TabContent>(_ content: T) -> AnyTabContent<TabValue>
  where TabValue == T.TabValue { AnyTabContent(content) }

  /// https://developer.apple.com/documentation/swiftui/tabcontentbuilder/content
  public struct Content<C: TabContent>: View {
    public var body: Never { fatalError() }
  }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension _ConditionalContent: TabContent
where
  TrueContent: TabContent, FalseContent: TabContent,
  TrueContent.TabValue == FalseContent.TabValue
{
  public typealias TabValue = TrueContent.TabValue
  public var body: ModifiedTabContent<TrueContent.TabValue> { return ModifiedTabContent() }
}

/// https://developer.apple.com/documentation/swiftui/anytabcontent
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct AnyTabContent<SelectionValue: Hashable>: TabContent {
  public typealias TabValue = SelectionValue
  /// https://developer.apple.com/documentation/swiftui/anytabcontent/init(_:)
  nonisolated public init<T: TabContent>(_ tabContent: T) where SelectionValue == T.TabValue {}
  public var body: ModifiedTabContent<SelectionValue> { return ModifiedTabContent() }
}

/// https://developer.apple.com/documentation/swiftui/tabview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  /// https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public init<C: TabContent>(
    selection: Binding<SelectionValue>,
    @TabContentBuilder<SelectionValue> content: () -> C
  ) where Content == TabContentBuilder<SelectionValue>.Content<C>, C.TabValue == SelectionValue {}
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/tab
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
  public typealias TabValue = Value
  public var body: ModifiedTabContent<Value> { return ModifiedTabContent() }

  /// https://developer.apple.com/documentation/swiftui/tab/init(value:content:label:)
  public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab where Label == DefaultTabLabel {
  /// https://developer.apple.com/documentation/swiftui/tab/init(value:role:content:)
  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/defaulttablabel
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct DefaultTabLabel: View {
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/tabrole
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TabRole: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/tabrole/search
  public static let search = TabRole()
}

/// https://developer.apple.com/documentation/swiftui/tabsection
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TabSection<Header, Content, Footer, SelectionValue: Hashable>: TabContent {
  public typealias TabValue = SelectionValue
  public var body: ModifiedTabContent<SelectionValue> { return ModifiedTabContent() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabSection where Header: View, Content: TabContent, Footer == EmptyView, Content.TabValue == SelectionValue {
  /// https://developer.apple.com/documentation/swiftui/tabsection/init(content:header:)
  public init(
    @TabContentBuilder<SelectionValue> content: () -> Content,
    @ViewBuilder header: () -> Header
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/foreach
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// https://developer.apple.com/documentation/swiftui/foreach/data
  public var data: Data
  /// https://developer.apple.com/documentation/swiftui/foreach/content
  public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
  public var body: Never { fatalError() }
}

/// `ForEach` conforms to `TabContent` when its content does (Apple's "Enhancing your app content
/// with tab navigation" sample builds sections with `ForEach(…) { Tab(…) }`):
/// https://developer.apple.com/documentation/swiftui/foreach (Conforms To: TabContent)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ForEach: TabContent where Content: TabContent {
  public typealias TabValue = Content.TabValue
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  /// NB: declared without a result builder, so only single-expression closures (valid with or
  /// without one) pass the type-check.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
  public var body: ModifiedTabContent<Content.TabValue> { return ModifiedTabContent() }
}

/// https://developer.apple.com/documentation/swiftui/tabplacement
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TabPlacement: Sendable {
  /// https://developer.apple.com/documentation/swiftui/tabplacement/automatic
  public static let automatic = TabPlacement()
  /// https://developer.apple.com/documentation/swiftui/tabplacement/pinned
  public static let pinned = TabPlacement()
  /// https://developer.apple.com/documentation/swiftui/tabplacement/sidebaronly
  public static let sidebarOnly = TabPlacement()
}

/// https://developer.apple.com/documentation/swiftui/tabcustomizationbehavior
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TabCustomizationBehavior: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/tabcustomizationbehavior/automatic
  public static var automatic: TabCustomizationBehavior { TabCustomizationBehavior() }
  /// https://developer.apple.com/documentation/swiftui/tabcustomizationbehavior/disabled
  @available(iOS 18.0, visionOS 2.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public static var disabled: TabCustomizationBehavior { TabCustomizationBehavior() }
  /// https://developer.apple.com/documentation/swiftui/tabcustomizationbehavior/reorderable
  @available(iOS 18.0, visionOS 2.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public static var reorderable: TabCustomizationBehavior { TabCustomizationBehavior() }
}

/// https://developer.apple.com/documentation/swiftui/tabbarplacement (members as on the type's
/// page; `Hashable` and `Equatable` per its Relationships section)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TabBarPlacement: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/tabbarplacement/bottombar
  public static let bottomBar = TabBarPlacement()
  /// https://developer.apple.com/documentation/swiftui/tabbarplacement/ornament
  public static let ornament = TabBarPlacement()
  /// https://developer.apple.com/documentation/swiftui/tabbarplacement/pageindicator
  public static let pageIndicator = TabBarPlacement()
  /// https://developer.apple.com/documentation/swiftui/tabbarplacement/sidebar
  public static let sidebar = TabBarPlacement()
  /// https://developer.apple.com/documentation/swiftui/tabbarplacement/topbar
  public static let topBar = TabBarPlacement()
}

extension EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/tabbarplacement
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public var tabBarPlacement: TabBarPlacement? { nil }
}

/// https://developer.apple.com/documentation/swiftui/adaptabletabbarplacement
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct AdaptableTabBarPlacement: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/adaptabletabbarplacement/automatic
  public static let automatic = AdaptableTabBarPlacement()
  /// https://developer.apple.com/documentation/swiftui/adaptabletabbarplacement/sidebar
  @available(iOS 18.0, visionOS 2.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public static let sidebar = AdaptableTabBarPlacement()
  /// https://developer.apple.com/documentation/swiftui/adaptabletabbarplacement/tabbar
  public static let tabBar = AdaptableTabBarPlacement()
}

/// https://developer.apple.com/documentation/swiftui/visibility
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public enum Visibility: Hashable, Sendable, CaseIterable {
  case automatic, visible, hidden
}

/// https://developer.apple.com/documentation/swiftui/tabviewstyle
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public protocol TabViewStyle {}

/// https://developer.apple.com/documentation/swiftui/sidebaradaptabletabviewstyle
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  nonisolated public init() {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// https://developer.apple.com/documentation/swiftui/tabviewstyle/sidebaradaptable
  @MainActor @preconcurrency public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
    SidebarAdaptableTabViewStyle()
  }
}

/// https://developer.apple.com/documentation/swiftui/tabsearchactivation
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct TabSearchActivation: Hashable, Sendable {
  nonisolated init() {}
  /// https://developer.apple.com/documentation/swiftui/tabsearchactivation/automatic
  public static var automatic: TabSearchActivation { TabSearchActivation() }
  /// https://developer.apple.com/documentation/swiftui/tabsearchactivation/searchtabselection
  /// (iOS, iPadOS, Mac Catalyst and macOS only)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  public static var searchTabSelection: TabSearchActivation { TabSearchActivation() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/tabviewsearchactivation(_:) (iOS,
  /// iPadOS, Mac Catalyst and macOS only: the other platforms are named at 26.0, where
  /// `TabSearchActivation` appears, only to be marked unavailable, which the oldest-system passes need)
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  nonisolated public func tabViewSearchActivation(_ activation: TabSearchActivation) -> some View { ModifiedView() }
}

/// https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct TabBarMinimizeBehavior: Hashable, Sendable {
  nonisolated init() {}
  /// https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior/automatic
  public static let automatic = TabBarMinimizeBehavior()
  /// https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior/never (iOS, iPadOS
  /// and Mac Catalyst only)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  public static let never = TabBarMinimizeBehavior()
  /// https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior/onscrolldown (iOS,
  /// iPadOS and Mac Catalyst only)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  public static let onScrollDown = TabBarMinimizeBehavior()
  /// https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior/onscrollup (iOS,
  /// iPadOS and Mac Catalyst only)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  public static let onScrollUp = TabBarMinimizeBehavior()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/tabbarminimizebehavior(_:)
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  nonisolated public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { ModifiedView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/tabviewbottomaccessory(content:) (iOS,
  /// iPadOS and Mac Catalyst 26.0 only; `@ContentBuilder` in the 2026 documentation)
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  nonisolated public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/tabviewbottomaccessory(isenabled:content:)
  /// (iOS, iPadOS and Mac Catalyst 26.1 only; `@ContentBuilder` in the 2026 documentation)
  @available(iOS 26.1, macOS 26.1, tvOS 26.1, watchOS 26.1, visionOS 26.1, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  nonisolated public func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content) -> some View {
    ModifiedView()
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/tabviewsidebarheader(content:) (tvOS
  /// from 27.0; `@ContentBuilder` in the 2026 documentation)
  @available(iOS 18.0, macOS 15.0, tvOS 27.0, watchOS 11.0, visionOS 2.0, *)
  @available(watchOS, unavailable)
  nonisolated public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/tabviewsidebarfooter(content:) (tvOS
  /// from 27.0; `@ContentBuilder` in the 2026 documentation)
  @available(iOS 18.0, macOS 15.0, tvOS 27.0, watchOS 11.0, visionOS 2.0, *)
  @available(watchOS, unavailable)
  nonisolated public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    ModifiedView()
  }
}
