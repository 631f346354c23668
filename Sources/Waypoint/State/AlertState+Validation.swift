extension AlertState {
  /// The deepest an alert's buttons may nest alerts: a button that presents an alert whose
  /// button presents an alert, and so on.
  public static var maxNesting: Int { 8 }

  /// One reason an alert cannot be presented.
  ///
  /// ```swift
  /// let loop = AlertState<AppDestination>(title: "Loop", buttons: [.init("a", title: "A", action: .chooseAlertButton(id: "a"))])
  /// loop.problems  // [.buttonActsOnAlert("a")]
  /// ```
  public enum Problem: Hashable, Sendable, CustomStringConvertible {
    /// The button's action chooses a button of an alert or closes one. A button's action runs
    /// once its own alert is gone, so it could only act on itself (and never end) or on nothing.
    case buttonActsOnAlert(String)
    /// Two buttons share an id, so a choice would be ambiguous.
    case duplicateButtonID(String)
    /// Buttons present alerts (or replace the state with one that has an alert) nested deeper
    /// than ``AlertState/maxNesting``.
    case nestedTooDeep(limit: Int)

    /// A sentence that says what is wrong.
    public var description: String {
      switch self {
      case let .buttonActsOnAlert(id):
        "the button '\(id)' chooses or closes an alert; give it the action the choice should run instead"
      case let .duplicateButtonID(id): "two buttons share the id '\(id)'"
      case let .nestedTooDeep(limit): "alerts presented by buttons nest deeper than \(limit)"
      }
    }
  }

  /// Every reason this alert, and each alert its buttons present, cannot be presented; empty
  /// when it can.
  ///
  /// ```swift
  /// let alert = AlertState<AppDestination>(title: "Discard draft?", buttons: [AlertState.Button("keep", title: "Keep", role: .cancel)])
  /// assert(alert.problems.isEmpty)
  /// ```
  public var problems: [Problem] {
    var problems: [Problem] = []
    collectProblems(into: &problems, level: 1)
    return problems
  }

  private func collectProblems(into problems: inout [Problem], level: Int) {
    guard level <= Self.maxNesting else {
      problems.append(.nestedTooDeep(limit: Self.maxNesting))
      return
    }
    var ids: Set<String> = []
    for button in buttons {
      if !ids.insert(button.id).inserted { problems.append(.duplicateButtonID(button.id)) }
      if button.action?.actsOnAlert == true { problems.append(.buttonActsOnAlert(button.id)) }
      switch button.action {
      case let .presentAlert(nested)?:
        nested.collectProblems(into: &problems, level: level + 1)
      case let .replace(state)?:
        state.alert?.collectProblems(into: &problems, level: level + 1)
      default:
        break
      }
    }
  }
}
