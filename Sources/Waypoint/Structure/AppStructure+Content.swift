extension AppStructure {
  /// One top-level element of an app's tab structure: a tab or a section.
  ///
  /// ```swift
  /// let content: [AppStructure<AppDestination>.Content] = [.tab(AppTab("home", .home))]
  /// ```
  public enum Content: Hashable, Sendable {
    /// A loose tab.
    case tab(AppTab<D>)
    /// A section of tabs.
    case section(AppTabSection<D>)
  }
}

/// Builds an app's tabs and sections in SwiftUI's style, with `if` and `for` from data.
///
/// ```swift
/// let lists = Social.defaultLists
/// let showsLists = !lists.isEmpty
/// let structure = AppStructure<SocialDestination> {
///   AppTab("timeline", .timeline)
///   if showsLists {
///     AppTabSection("lists", title: "Lists") { for list in lists { AppTab("list-\(list.id)", .list(id: list.id)) } }
///   }
/// } origin: { _ in .root }
/// ```
@resultBuilder
public enum AppTabContentBuilder<D: Destination> {
  /// A tab.
  public static func buildExpression(_ tab: AppTab<D>) -> [AppStructure<D>.Content] { [.tab(tab)] }
  /// A section.
  public static func buildExpression(_ section: AppTabSection<D>) -> [AppStructure<D>.Content] { [.section(section)] }
  /// Content built elsewhere.
  public static func buildExpression(_ content: [AppStructure<D>.Content]) -> [AppStructure<D>.Content] { content }
  /// Consecutive statements.
  public static func buildBlock(_ parts: [AppStructure<D>.Content]...) -> [AppStructure<D>.Content] { parts.flatMap { $0 } }
  /// `if` without `else`.
  public static func buildOptional(_ part: [AppStructure<D>.Content]?) -> [AppStructure<D>.Content] { part ?? [] }
  /// `if` / `else`, first branch.
  public static func buildEither(first part: [AppStructure<D>.Content]) -> [AppStructure<D>.Content] { part }
  /// `if` / `else`, second branch.
  public static func buildEither(second part: [AppStructure<D>.Content]) -> [AppStructure<D>.Content] { part }
  /// `for` loops.
  public static func buildArray(_ parts: [[AppStructure<D>.Content]]) -> [AppStructure<D>.Content] { parts.flatMap { $0 } }
}
