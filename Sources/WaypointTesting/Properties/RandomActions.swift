public import Waypoint

/// Generates random navigation actions for an app, valid and invalid alike, for property tests of
/// the invariants.
///
/// ```swift
/// let actions = RandomActions(structure: Shapes.structure, destinations: Shapes.sampleDestinations)
/// var rng = SeededGenerator(seed: 7)
/// let sequence = actions.sequence(length: 20, using: &rng)
/// ```
public struct RandomActions<D: Destination>: Sendable {
  /// The structure the actions are for.
  ///
  /// ```swift
  /// let actions = RandomActions(structure: Shapes.structure, destinations: Shapes.sampleDestinations)
  /// let structure = actions.structure
  /// ```
  public var structure: AppStructure<D>
  /// The destinations to draw from: tabs, screens, anything.
  ///
  /// ```swift
  /// let actions = RandomActions(structure: structure, destinations: Shapes.sampleDestinations)
  /// actions.destinations.contains(.triangle) // true: tabs are always added
  /// ```
  public var destinations: [D]
  /// The outcomes `finish` draws from, besides none.
  ///
  /// ```swift
  /// let actions = RandomActions(structure: Social.structure(), destinations: Social.sampleDestinations, outcomes: [.posted(statusID: 1)])
  /// actions.outcomes.count // 1
  /// ```
  public var outcomes: [D.Outcome]

  /// Creates a generator.
  ///
  /// ```swift
  /// let actions = RandomActions(structure: Social.structure(), destinations: Social.sampleDestinations)
  /// ```
  ///
  /// - Parameters:
  ///   - structure: the app's structure.
  ///   - destinations: destinations to draw from; the structure's tabs are added.
  ///   - outcomes: outcomes `finish` draws from, besides none; none by default.
  public init(structure: AppStructure<D>, destinations: [D], outcomes: [D.Outcome] = []) {
    self.structure = structure
    self.outcomes = outcomes
    var all = destinations
    for tab in structure.allTabs where !all.contains(tab.destination) { all.append(tab.destination) }
    self.destinations = all
  }

  /// A random sequence of actions.
  ///
  /// ```swift
  /// let actions = RandomActions(structure: structure, destinations: Shapes.sampleDestinations)
  /// var rng = SeededGenerator(seed: 1)
  /// let sequence = actions.sequence(length: 20, using: &rng) // 1 to 20 actions
  /// ```
  ///
  /// - Parameters:
  ///   - length: the most actions; the sequence has 1 to `length`.
  ///   - generator: the random source.
  /// - Returns: the actions.
  public func sequence(length: Int, using generator: inout SeededGenerator) -> [NavigationAction<D>] {
    let count = Int.random(in: 1...max(1, length), using: &generator)
    return (0..<count).map { _ in action(using: &generator) }
  }

  /// One random action.
  ///
  /// ```swift
  /// let actions = RandomActions(structure: structure, destinations: Shapes.sampleDestinations)
  /// var rng = SeededGenerator(seed: 1)
  /// let action = actions.action(using: &rng)
  /// ```
  ///
  /// - Parameter generator: the random source.
  /// - Returns: the action.
  public func action(using generator: inout SeededGenerator) -> NavigationAction<D> {
    let destination = destinations.randomElement(using: &generator) ?? destinations[0]
    let styles: [ModalStyle] = [
      .sheet, .fullScreenCover, .popover, .sheet(detents: [.medium]), .sheet.sizing(.page), .popover(anchor: "a"),
    ]
    let style = styles.randomElement(using: &generator)
    let entry = EntryID(UInt64.random(in: 0...40, using: &generator))
    let name = ["a", "b"].randomElement(using: &generator) ?? "a"
    switch Int.random(in: 0..<26, using: &generator) {
    case 0, 1: return .select(destination)
    case 2, 3, 4: return .push(destination)
    case 5: return .pop(Int.random(in: -1...4, using: &generator))
    case 6: return .popTo(.destination(destination))
    case 7: return .popTo(.entry(EntryID(UInt64.random(in: 0...40, using: &generator))))
    case 8: return .popToRoot
    case 9: return .present(destination, style: Bool.random(using: &generator) ? nil : style)
    case 10: return .dismiss
    case 11: return .dismissTo(elevation: Int.random(in: -1...4, using: &generator))
    case 12: return .dismissAll
    case 13, 14: return .show(destination)
    case 15:
      // Buttons whose actions push, select, deep-link, dismiss, present another alert, or choose
      // or close an alert (which presenting refuses).
      let inner = AlertState<D>(title: "Next", buttons: [AlertState.Button("go", title: "Go", action: .show(destination))])
      let actions: [NavigationAction<D>?] = [
        nil, .push(destination), .select(destination), .show(destination), .dismiss, .presentAlert(inner),
        .chooseAlertButton(id: "go"), .closeAlert(inner),
      ]
      let button = AlertState<D>.Button(
        "go", title: "Go", action: actions.randomElement(using: &generator) ?? nil,
        outcome: Bool.random(using: &generator) ? outcomes.randomElement(using: &generator) : nil)
      let other = AlertState<D>.Button("other", title: "Other", action: actions.randomElement(using: &generator) ?? nil)
      let alert = AlertState(
        kind: Bool.random(using: &generator) ? .alert : .confirmationDialog, title: "Alert",
        titleVisibility: [.automatic, .visible, .hidden].randomElement(using: &generator) ?? .automatic,
        severity: [.automatic, .standard, .critical].randomElement(using: &generator) ?? .automatic,
        buttons: [button, other, AlertState.Button("cancel", title: "Cancel", role: .cancel)])
      switch Int.random(in: 0...2, using: &generator) {
      case 0: return .presentAlert(alert)
      case 1: return .closeAlert(alert)
      default: return .chooseAlertButton(id: ["go", "other", "cancel", "missing"].randomElement(using: &generator) ?? "go")
      }
    case 16:
      // Leaving search, or typing in its field (a query over the limit now and then).
      let queries = ["", "swift", "a b", String(repeating: "q", count: NavigationState<D>.maxSearchQueryLength + 1)]
      return Bool.random(using: &generator) ? .dismissSearch : .setSearchQuery(queries.randomElement(using: &generator) ?? "")
    case 17:
      let outcome = Bool.random(using: &generator) ? outcomes.randomElement(using: &generator) : nil
      return .finish(returning: outcome)
    case 18: return .remove(EntryID(UInt64.random(in: 0...40, using: &generator)))
    case 19: return .replaceTop(destination)
    case 20: return .popToOrPush(destination)
    case 21:
      let tab = structure.allTabs.randomElement(using: &generator)?.destination ?? destination
      let stack = (0..<Int.random(in: 0...3, using: &generator)).map { _ in destinations.randomElement(using: &generator) ?? destination }
      return .setStack(stack, tab: Bool.random(using: &generator) ? tab : destination)
    case 22:
      return .mark(Bool.random(using: &generator) ? name : nil, on: Bool.random(using: &generator) ? .entry(entry) : .root(destination))
    case 23:
      let outcome = Bool.random(using: &generator) ? outcomes.randomElement(using: &generator) : nil
      return .returnTo(Bool.random(using: &generator) ? .marked(name) : .caller(of: entry), outcome: outcome)
    case 25:
      let detents: [ModalStyle.Detent] = [.medium, .large, .fraction(0.3)]
      return .setDetent(detents.randomElement(using: &generator) ?? .large, elevation: Int.random(in: -1...3, using: &generator))
    default:
      // Another action, sent from a random screen (often no longer on top) or by the person.
      let inner = action(using: &generator)
      let screens: [NavigationState<D>.Screen] = [.root(destination), .entry(EntryID(UInt64.random(in: 0...40, using: &generator)))]
      switch Int.random(in: 0...5, using: &generator) {
      case 0: return inner.by(.person)
      case 3: return inner.marking(name)
      case 4: return inner.motion(NavigationAction<D>.Motion.allCases.randomElement(using: &generator) ?? .instant)
      case 5: return inner.zoom(from: name)
      case 1: return inner.from(screens.randomElement(using: &generator) ?? .root(destination))
      default: return inner.from(screens.randomElement(using: &generator) ?? .root(destination)).by(.person)
      }
    }
  }
}
