extension TransitionPlan.Step: CustomStringConvertible {
  /// The step as a sentence, naming each screen by its title: the visible change (`keep` the
  /// selected tab when nothing on screen changes), then each stack it sets unseen.
  ///
  /// ```swift
  /// for step in TransitionPlan(from: rendered, to: target).steps {
  ///   print(step) // "select Rectangle; set the path of Rectangle to [Rectangle 1 (#0), Rectangle 2 (#1)]"
  /// }
  /// ```
  public var description: String { description(naming: \.title) }

  /// The step as a sentence, naming each screen with `name`, such as its route's path.
  ///
  /// ```swift
  /// for step in TransitionPlan(from: rendered, to: target).steps {
  ///   print(step.description { Shapes.routes.path(for: $0) ?? $0.title }) // "select /rectangle; set the path of /rectangle to [/rectangle/item/1 (#0)]"
  /// }
  /// ```
  ///
  /// - Parameter name: the name of a screen.
  /// - Returns: the sentence.
  public func description(naming name: (D) -> String) -> String {
    var text: String
    if keepsTheScreen, case let .select(tab) = change {
      text = "keep \(name(tab))"
    } else {
      text = change.description(naming: name)
    }
    for (tab, entries) in hiddenStacks.map({ (name($0.key), $0.value) }).sorted(by: { $0.0 < $1.0 }) {
      text += "; set the path of \(tab) to \(Self.list(entries, naming: name))"
    }
    if !isAnimated, !keepsTheScreen { text += " (instant)" }
    return text
  }

  static func list(_ entries: [Entry<D>], naming name: (D) -> String) -> String {
    "[" + entries.map { $0.description(naming: name) }.joined(separator: ", ") + "]"
  }
}

extension TransitionPlan.Step.Change: CustomStringConvertible {
  /// The change as a sentence, naming each screen by its title.
  ///
  /// ```swift
  /// print(TransitionPlan<ShapesDestination>.Step.Change.dismiss(to: 0)) // "dismiss elevation 0 and above"
  /// ```
  public var description: String { description(naming: \.title) }

  /// The change as a sentence, naming each screen with `name`.
  ///
  /// ```swift
  /// let change = TransitionPlan<ShapesDestination>.Step.Change.present(Modal(id: 3, destination: .settings, style: .sheet))
  /// change.description { Shapes.routes.path(for: $0) ?? $0.title } // "present /settings (#3) as a sheet"
  /// ```
  ///
  /// - Parameter name: the name of a screen.
  /// - Returns: the sentence.
  public func description(naming name: (D) -> String) -> String {
    func list(_ entries: [Entry<D>]) -> String { TransitionPlan.Step.list(entries, naming: name) }
    return switch self {
    case let .select(tab):
      "select \(name(tab))"
    case let .setPath(tab, entries):
      "set the path of \(name(tab)) to \(list(entries))"
    case let .dismiss(elevation):
      "dismiss elevation \(elevation) and above"
    case let .present(modal):
      "present \(name(modal.destination)) (\(modal.id)) as a \(modal.style.name)"
        + (modal.stack.isEmpty ? "" : " with \(list(modal.stack))")
        + (modal.selectedDetent.map { " at \($0)" } ?? "")
    case let .setModalPath(elevation, entries):
      "set the path of modal \(elevation) to \(list(entries))"
    case let .presentAlert(alert):
      "present the alert '\(alert.title)'"
    case let .setDetent(elevation, detent):
      "rest modal \(elevation) at \(detent.map { "\($0)" } ?? "its first detent")"
    }
  }
}

extension TransitionPlan: CustomStringConvertible {
  /// The plan as numbered sentences, one step each; `no steps` when the screen already shows the
  /// target.
  ///
  /// ```swift
  /// print(TransitionPlan(from: rendered, to: target))
  /// // 1. dismiss elevation 0 and above
  /// // 2. select Circle; set the path of Circle to [Circle 1 (#4)]
  /// ```
  public var description: String {
    guard !steps.isEmpty else { return "no steps" }
    return steps.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
  }
}
