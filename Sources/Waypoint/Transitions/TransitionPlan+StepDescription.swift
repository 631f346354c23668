extension TransitionPlan.Step: CustomStringConvertible {
  /// The step as one compact line, as the demo prints it: the visible change, then each hidden
  /// stack it sets.
  ///
  /// ```swift
  /// print(step) // "select Rectangle; Rectangle = [#0 Rectangle 1, #1 Rectangle 2]"
  /// ```
  public var description: String {
    var text = change.description
    for (tab, entries) in hiddenStacks.sorted(by: { "\($0.key)" < "\($1.key)" }) {
      text += "; \(tab.title) = \(Self.list(entries))"
    }
    return text
  }

  static func list(_ entries: [Entry<D>]) -> String {
    "[" + entries.map { "\($0.id) \($0.destination.title)" }.joined(separator: ", ") + "]"
  }
}

extension TransitionPlan.Step.Change: CustomStringConvertible {
  /// The change as compact text: its ``kind`` and what it changes.
  ///
  /// ```swift
  /// print(TransitionPlan<Shapes>.Step.Change.dismiss(to: 0)) // "dismiss to 0"
  /// ```
  public var description: String {
    switch self {
    case let .select(tab):
      "select \(tab.title)"
    case let .setPath(tab, entries):
      "setPath \(tab.title) = \(TransitionPlan.Step.list(entries))"
    case let .dismiss(elevation):
      "dismiss to \(elevation)"
    case let .present(modal):
      "present \(modal.style.name) \(modal.id) \(modal.destination.title)"
        + (modal.stack.isEmpty ? "" : " + \(TransitionPlan.Step.list(modal.stack))")
    case let .setModalPath(elevation, entries):
      "setModalPath \(elevation) = \(TransitionPlan.Step.list(entries))"
    case let .presentAlert(alert):
      "presentAlert \"\(alert.title)\""
    }
  }
}

extension TransitionPlan: CustomStringConvertible {
  /// The plan as numbered lines, one step each; `no steps` when the screen already shows the
  /// target.
  ///
  /// ```swift
  /// print(TransitionPlan(from: rendered, to: target))
  /// // 1. dismiss to 0
  /// // 2. select Circle; Circle = [#4 Circle 1]
  /// ```
  public var description: String {
    guard !steps.isEmpty else { return "no steps" }
    return steps.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
  }
}
