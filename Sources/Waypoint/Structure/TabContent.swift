/// One top-level element of an app's tab structure: a tab or a section.
///
/// ```swift
/// let content: [TabContent<AppDestination>] = [.tab(Tab("home", .home))]
/// ```
public enum TabContent<D: Destination>: Hashable, Sendable {
  /// A loose tab.
  case tab(Tab<D>)
  /// A section of tabs.
  case section(TabSection<D>)
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
public enum TabContentBuilder<D: Destination> {
  /// A tab.
  public static func buildExpression(_ tab: Tab<D>) -> [TabContent<D>] { [.tab(tab)] }
  /// A section.
  public static func buildExpression(_ section: TabSection<D>) -> [TabContent<D>] { [.section(section)] }
  /// Content built elsewhere.
  public static func buildExpression(_ content: [TabContent<D>]) -> [TabContent<D>] { content }
  /// Consecutive statements.
  public static func buildBlock(_ parts: [TabContent<D>]...) -> [TabContent<D>] { parts.flatMap { $0 } }
  /// `if` without `else`.
  public static func buildOptional(_ part: [TabContent<D>]?) -> [TabContent<D>] { part ?? [] }
  /// `if` / `else`, first branch.
  public static func buildEither(first part: [TabContent<D>]) -> [TabContent<D>] { part }
  /// `if` / `else`, second branch.
  public static func buildEither(second part: [TabContent<D>]) -> [TabContent<D>] { part }
  /// `for` loops.
  public static func buildArray(_ parts: [[TabContent<D>]]) -> [TabContent<D>] { parts.flatMap { $0 } }
}

/// Builds a section's tabs, with `if` and `for` from data.
///
/// ```swift
/// TabSection("tags", title: "Tags") { for tag in tags { Tab("tag-\(tag)", .tag(tag)) } }
/// ```
@resultBuilder
public enum TabsBuilder<D: Destination> {
  /// A tab.
  public static func buildExpression(_ tab: Tab<D>) -> [Tab<D>] { [tab] }
  /// Tabs built elsewhere.
  public static func buildExpression(_ tabs: [Tab<D>]) -> [Tab<D>] { tabs }
  /// Consecutive statements.
  public static func buildBlock(_ parts: [Tab<D>]...) -> [Tab<D>] { parts.flatMap { $0 } }
  /// `if` without `else`.
  public static func buildOptional(_ part: [Tab<D>]?) -> [Tab<D>] { part ?? [] }
  /// `if` / `else`, first branch.
  public static func buildEither(first part: [Tab<D>]) -> [Tab<D>] { part }
  /// `if` / `else`, second branch.
  public static func buildEither(second part: [Tab<D>]) -> [Tab<D>] { part }
  /// `for` loops.
  public static func buildArray(_ parts: [[Tab<D>]]) -> [Tab<D>] { parts.flatMap { $0 } }
}
