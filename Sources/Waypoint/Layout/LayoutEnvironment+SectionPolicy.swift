extension LayoutEnvironment {
  /// What a section becomes when the sidebar is not shown.
  ///
  /// - ``flatten``: its children appear in the tab bar one by one.
  /// - ``collapse``: it becomes one tab whose root is the section's landing screen; a selected
  ///   child becomes the first entry of that tab's stack.
  ///
  /// ```swift
  /// var environment = LayoutEnvironment(style: .tabBar, sizeClass: .compact, idiom: .phone)
  /// environment.sectionPolicy = .collapse
  /// ```
  public struct SectionPolicy: Hashable, Sendable, Codable, CustomStringConvertible {
    package enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
      case flatten, collapse
    }

    package var kind: Kind

    package init(kind: Kind) { self.kind = kind }

    /// The section's children appear in the tab bar.
    public static let flatten = LayoutEnvironment.SectionPolicy(kind: .flatten)
    /// The section is one tab with a landing screen that lists its children. A section
    /// without a landing screen is flattened.
    public static let collapse = LayoutEnvironment.SectionPolicy(kind: .collapse)

    /// Both policies.
    public static let all: [LayoutEnvironment.SectionPolicy] = Kind.allCases.map(LayoutEnvironment.SectionPolicy.init(kind:))

    /// `flatten` or `collapse`.
    public var description: String { kind.rawValue }
  }
}
