package import Waypoint

extension StepRecord {
  /// The record of a transition step, with every screen named by its path.
  ///
  /// Kinds and fields: `select` (`tab`), `setPath` (`tab`, `paths`), `dismiss` (`elevation`: the
  /// lowest elevation removed), `present` (`path`, `style`, `id`, `stack`), `setModalPath`
  /// (`elevation`, `paths`), `presentAlert` (`title`), `setDetent` (`elevation`, `detent`, `null`
  /// for the first); every step also lists the tab stacks it
  /// sets along with its change (`stacks`, from tab path to paths; empty when none) and whether
  /// it animates (`animated`).
  ///
  /// ```swift
  /// let plan = rendered.plan(to: target)
  /// let records = plan.steps.map { StepRecord($0, routes: playground.paths) }
  /// ```
  ///
  /// - Parameters:
  ///   - step: the planner's step.
  ///   - routes: the app's routes.
  package init<D>(_ step: TransitionPlan<D>.Step, routes: PlaygroundRoutes<D>) {
    let path = routes.path(for:)
    let paths = { (entries: [Entry<D>]) in entries.map { path($0.destination) } }
    var fields: [(String, JSONValue)]
    switch step.change {
    case let .select(tab):
      fields = [("tab", .string(path(tab)))]
    case let .setPath(tab, entries):
      fields = [("tab", .string(path(tab))), ("paths", .array(paths(entries).map(JSONValue.string)))]
    case let .dismiss(elevation):
      fields = [("elevation", .int(elevation))]
    case let .present(modal):
      fields = [
        ("path", .string(path(modal.destination))), ("style", .string(modal.style.name)), ("id", .int(Int(modal.id.rawValue))),
        ("stack", .array(paths(modal.stack).map(JSONValue.string))),
      ]
    case let .setModalPath(elevation, entries):
      fields = [("elevation", .int(elevation)), ("paths", .array(paths(entries).map(JSONValue.string)))]
    case let .presentAlert(alert):
      fields = [("title", .string(alert.title))]
    case let .setDetent(elevation, detent):
      fields = [("elevation", .int(elevation)), ("detent", detent.map { .string($0.description) } ?? .null)]
    }
    let hidden = step.hiddenStacks.map { (tab: path($0.key), paths: paths($0.value)) }.sorted { $0.tab < $1.tab }
    fields.append(("stacks", .object(hidden.map { JSONValue.Field(key: $0.tab, value: .array($0.paths.map(JSONValue.string))) })))
    fields.append(("animated", .bool(step.isAnimated)))
    self.init(kind: step.kind, fields: fields, text: step.description(naming: path))
  }
}
