/// One top-level element of an app's tab structure: a tab or a section.
///
/// ```swift
/// let content: [TabContent<AppDestination>] = [.tab(Tab("home", .home))]
/// ```
public enum AppTabContent<D: Destination>: Hashable, Sendable {
  /// A loose tab.
  case tab(AppTab<D>)
  /// A section of tabs.
  case section(AppTabSection<D>)
}

/// Builds an app's tabs and sections in SwiftUI's style, with `if` and `for` from data.
///
/// ```swift
/// let structure = AppStructure<AppDestination> {
///   Tab("home", .home)
///   if showsLists {
///     TabSection("lists", title: "Lists") { for list in lists { Tab(list.id, .list(list.id)) } }
///   }
/// } origin: { _ in .root }
/// ```
@resultBuilder
public enum AppTabContentBuilder<D: Destination> {
  /// A tab.
  public static func buildExpression(_ tab: AppTab<D>) -> [AppTabContent<D>] { [.tab(tab)] }
  /// A section.
  public static func buildExpression(_ section: AppTabSection<D>) -> [AppTabContent<D>] { [.section(section)] }
  /// Content built elsewhere.
  public static func buildExpression(_ content: [AppTabContent<D>]) -> [AppTabContent<D>] { content }
  /// Consecutive statements.
  public static func buildBlock(_ parts: [AppTabContent<D>]...) -> [AppTabContent<D>] { parts.flatMap { $0 } }
  /// `if` without `else`.
  public static func buildOptional(_ part: [AppTabContent<D>]?) -> [AppTabContent<D>] { part ?? [] }
  /// `if` / `else`, first branch.
  public static func buildEither(first part: [AppTabContent<D>]) -> [AppTabContent<D>] { part }
  /// `if` / `else`, second branch.
  public static func buildEither(second part: [AppTabContent<D>]) -> [AppTabContent<D>] { part }
  /// `for` loops.
  public static func buildArray(_ parts: [[AppTabContent<D>]]) -> [AppTabContent<D>] { parts.flatMap { $0 } }
}

/// Builds a section's tabs, with `if` and `for` from data.
///
/// ```swift
/// TabSection("tags", title: "Tags") { for tag in tags { Tab("tag-\(tag)", .tag(tag)) } }
/// ```
@resultBuilder
public enum TabsBuilder<D: Destination> {
  /// A tab.
  public static func buildExpression(_ tab: AppTab<D>) -> [AppTab<D>] { [tab] }
  /// Tabs built elsewhere.
  public static func buildExpression(_ tabs: [AppTab<D>]) -> [AppTab<D>] { tabs }
  /// Consecutive statements.
  public static func buildBlock(_ parts: [AppTab<D>]...) -> [AppTab<D>] { parts.flatMap { $0 } }
  /// `if` without `else`.
  public static func buildOptional(_ part: [AppTab<D>]?) -> [AppTab<D>] { part ?? [] }
  /// `if` / `else`, first branch.
  public static func buildEither(first part: [AppTab<D>]) -> [AppTab<D>] { part }
  /// `if` / `else`, second branch.
  public static func buildEither(second part: [AppTab<D>]) -> [AppTab<D>] { part }
  /// `for` loops.
  public static func buildArray(_ parts: [[AppTab<D>]]) -> [AppTab<D>] { parts.flatMap { $0 } }
}
