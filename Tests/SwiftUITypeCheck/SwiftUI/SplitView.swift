// Stand-in for SwiftUI's navigation split view. Never shipped; see ../README.md.

/// https://developer.apple.com/documentation/swiftui/navigationsplitview
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  public var body: Never { fatalError() }
}

extension NavigationSplitView where Content == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(preferredcompactcolumn:sidebar:detail:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct NavigationSplitViewColumn: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/sidebar
  public static let sidebar = NavigationSplitViewColumn(id: 0)
  /// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/content
  public static let content = NavigationSplitViewColumn(id: 1)
  /// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/detail
  public static let detail = NavigationSplitViewColumn(id: 2)
  private let id: Int
}
