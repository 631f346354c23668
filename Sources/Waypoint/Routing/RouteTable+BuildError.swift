extension RouteTable {
  /// A problem in a declared route table, found when the table is built.
  ///
  /// ```swift
  /// let table = RouteTable<ShapesDestination>(scheme: "shapes") {
  ///   Route("/item/{level}", build: { .rectangleItem(level: $0) }) { if case let .rectangleItem(level) = $0 { level } else { nil } }
  ///   Route("/item/{id}", build: { .circleItem(level: $0) }) { if case let .circleItem(level) = $0 { level } else { nil } }
  /// }
  /// table.problems // [.ambiguous("/item/{level}", "/item/{id}")]
  /// ```
  public enum BuildError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Some URL matches both patterns; the first one declared wins when matching.
    case ambiguous(String, String)
    /// A pattern cannot be read.
    case invalidPattern(String, reason: String)
    /// A scheme has characters a URL scheme cannot hold; the table builds no URL with it.
    case invalidScheme(String)
    /// A host has characters other than ASCII letters, digits, `-` and `.`; write an
    /// internationalized domain in its `xn--` form. The table builds no URL with it.
    case invalidHost(String)

    /// A sentence that says what is wrong.
    public var description: String {
      switch self {
      case let .ambiguous(first, second): "the patterns \(first) and \(second) match the same URLs"
      case let .invalidPattern(pattern, reason): "the pattern \(pattern) is invalid: \(reason)"
      case let .invalidHost(host):
        "the host '\(host)' is not written as URLs write hosts: use ASCII letters, digits, - and . (an international domain in its xn-- form)"
      case let .invalidScheme(scheme):
        "the scheme '\(scheme)' is not a URL scheme: it starts with a letter, then holds letters, digits, +, - or ."
      }
    }
  }
}
