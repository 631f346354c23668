extension AppTabSection {
  /// Builds a section's tabs, with `if` and `for` from data.
  ///
  /// ```swift
  /// let tags = ["swiftui", "ios"]
  /// AppTabSection("tags", title: "Tags") { for tag in tags { AppTab("tag-\(tag)", SocialDestination.tag(tag)) } }
  /// ```
  @resultBuilder
  public enum TabsBuilder {
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
}
