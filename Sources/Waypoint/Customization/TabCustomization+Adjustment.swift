extension TabCustomization {
  /// One change ``TabCustomization/validated(against:)`` made to stored data so that it fits the
  /// current structure.
  ///
  /// ```swift
  /// let outcome = stored.validated(against: structure)
  /// for adjustment in outcome.adjustments { print(adjustment.description) }
  /// ```
  public enum Adjustment: Hashable, Sendable, CustomStringConvertible {
    /// An id that names no tab or section was ignored.
    case unknownIDDropped(String)
    /// An id listed twice in one order kept only its first place, as stored data from real apps sometimes has.
    case duplicateDropped(String)
    /// A tab the stored order did not list was appended in declared order; `section` is
    /// `nil` for the tab bar's order.
    case appended(String, section: String?)
    /// A stored choice the rules forbid was dropped: hiding a fixed, movable or pinned tab,
    /// or putting a sidebar-only tab in the tab bar.
    case forbiddenChoiceDropped(String, area: TabCustomization.Area)
    /// The stored customization was not used: it left the current layout no tab to select.
    case leavesNothingToSelect

    /// A sentence that says what was adjusted.
    public var description: String {
      switch self {
      case let .unknownIDDropped(id): "ignored the unknown id '\(id)'"
      case let .duplicateDropped(id): "dropped a duplicate of '\(id)'"
      case let .appended(id, section): "appended '\(id)' to \(section.map { "section '\($0)'" } ?? "the tab bar")"
      case let .forbiddenChoiceDropped(id, area): "dropped a forbidden \(area) choice for '\(id)'"
      case .leavesNothingToSelect: "not used: it left no tab to select"
      }
    }
  }
}

extension TabCustomization {
  /// A customization checked against a structure, with every adjustment made to it.
  ///
  /// ```swift
  /// let outcome = navigator.restoreCustomization(stored)
  /// if !outcome.adjustments.isEmpty { print(outcome.adjustments) }
  /// ```
  public struct Outcome: Hashable, Sendable {
    /// The customization that fits the structure.
    public var customization: TabCustomization
    /// What was changed, in a stable order.
    public var adjustments: [TabCustomization.Adjustment]

    /// Creates an outcome.
    ///
    /// ```swift
    /// let outcome = TabCustomization.Outcome(customization: TabCustomization(), adjustments: [])
    /// ```
    ///
    /// - Parameters:
    ///   - customization: the adjusted customization.
    ///   - adjustments: what was changed.
    public init(customization: TabCustomization, adjustments: [TabCustomization.Adjustment]) {
      self.customization = customization
      self.adjustments = adjustments
    }
  }
}
