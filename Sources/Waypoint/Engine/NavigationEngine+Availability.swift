extension NavigationEngine {
  /// Step 1: the action as the current layout allows it. A tab the layout does not draw cannot
  /// be chosen, by any way in (a tap, a deep link, an alert's button, leaving search); a
  /// section's landing screen where the layout shows the section's tabs directly becomes the
  /// section's first drawn tab, as a tab group selects its default tab.
  ///
  /// `checkedRoot` is set to the tab the action would select: the tab a selection chooses, the
  /// tab a deep link's hierarchy starts from, or where leaving search goes, with its section. The
  /// section expansion uses it (so a hierarchy is followed once, and a root looked up once), and
  /// so does the selection repair: when the reducer does select it, this step found it drawn (a
  /// tab that cannot be selected is refused by the reducer, or never becomes the selection), so it
  /// needs no second check. `resolved` is set to a deep link's hierarchy, so that the reducer does
  /// not follow it again.
  @inlinable
  func availableAction(
    _ action: NavigationAction<D>, checkedRoot: inout CheckedRoot?, resolved: inout Hierarchy<D>?
  ) throws(NavigationError<D>) -> NavigationAction<D> {
    switch action {
    case let .select(tab):
      // One look at the table of roots answers every question.
      if let rootTable {
        let answer = rootTable.answers[tab]
        if let child = answer?.standIn {
          checkedRoot = checked(child)
          return .select(child)
        }
        if answer?.isRefused == true { throw .unavailableInLayout(tab) }
        checkedRoot = CheckedRoot(tab, landedSection: answer?.landedSection)
        return action
      }
      if let child = drawnChild(ofHiddenLanding: tab) {
        checkedRoot = checked(child)
        return .select(child)
      }
      try requireDrawn(tab)
      checkedRoot = checked(tab)
    case let .show(destination):
      if let child = drawnChild(ofHiddenLanding: destination) {
        checkedRoot = checked(child)
        return .show(child)
      }
      if case let .success(hierarchy) = structure.hierarchy(of: destination) {
        resolved = hierarchy
        if case let .tab(root) = hierarchy.base { checkedRoot = try requireDrawnRoot(root) }
      }
    case let .chooseAlertButton(id):
      // The button's action runs once the alert is gone: one that chooses or closes an alert
      // again is refused by the reducer, and never checked here (it would check itself for ever).
      if let inner = state.alert?.buttons.first(where: { $0.id == id })?.action, !inner.actsOnAlert {
        var innerChecked: CheckedRoot?
        var innerResolved: Hierarchy<D>?
        _ = try availableAction(inner, checkedRoot: &innerChecked, resolved: &innerResolved)
      }
    case .dismissSearch:
      let target = try searchExit()
      checkedRoot = checked(target)
      return .select(target)
    case let .replace(replacement):
      try requireIssued(replacement)
    case let .with(options, inner):
      return .with(options, try availableAction(inner, checkedRoot: &checkedRoot, resolved: &resolved))
    default:
      break
    }
    return action
  }

  /// Refuses a selectable tab the current layout does not draw. What is not selectable at all
  /// (not a tab, disabled, hidden by the app, intercepting) is left to the reducer, which says
  /// why.
  @inlinable
  func requireDrawn(_ tab: D) throws(NavigationError<D>) {
    if let rootTable {
      if rootTable.answers[tab]?.isRefused == true { throw .unavailableInLayout(tab) }
      return
    }
    guard let declared = structure.tab(for: tab) else {
      // A section's landing screen, or no root at all (the reducer says why).
      guard structure.isSelectable(tab), !isDrawn(tab) else { return }
      throw .unavailableInLayout(tab)
    }
    // A disabled or hidden tab is not selectable; the reducer says why. An intercepting tab is
    // never selected, but it can only be tapped where it is shown.
    if structure.layoutAnswer(for: declared, customization: customization, environment: environment).isRefused {
      throw .unavailableInLayout(tab)
    }
  }

  /// ``requireDrawn(_:)`` for a root step 1 hands on, with its section, from one look at the
  /// table of roots.
  @inlinable
  func requireDrawnRoot(_ root: D) throws(NavigationError<D>) -> CheckedRoot {
    guard let rootTable else {
      try requireDrawn(root)
      return checked(root)
    }
    let answer = rootTable.answers[root]
    if answer?.isRefused == true { throw .unavailableInLayout(root) }
    return CheckedRoot(root, landedSection: answer?.landedSection)
  }

  /// `root` as step 1 hands it on, with its section.
  @inlinable
  func checked(_ root: D) -> CheckedRoot {
    CheckedRoot(root, landedSection: rootTable.map { $0.answers[root]?.landedSection } ?? structure.landedSectionIndex(of: root))
  }

  /// The child `landing` stands for when it is a section's landing screen that the current
  /// layout does not draw (``child(of:where:)``).
  @inlinable
  func drawnChild(ofHiddenLanding landing: D) -> D? {
    if let rootTable { return rootTable.answers[landing]?.standIn }
    guard let section = structure.section(landing: landing), !isDrawn(landing) else { return nil }
    return child(of: section, where: isDrawn)
  }

  /// The child a section selects when a selection is required: its declared default child
  /// (``AppTabSection/defaultChildID``) when `accepts` it, as a tab group selects its default
  /// child, else its first child in the person's order that `accepts` takes.
  @usableFromInline
  func child(of section: AppTabSection<D>, where accepts: (D) -> Bool) -> D? {
    if let id = section.defaultChildID, let declared = section.tabs.first(where: { $0.id == id }), accepts(declared.destination) {
      return declared.destination
    }
    return TabArrangement(structure: structure, customization: customization).children(of: section)
      .first { accepts($0.destination) }?.destination
  }

  /// Where leaving search goes: the previous tab, else the first tab the layout draws.
  @usableFromInline
  func searchExit() throws(NavigationError<D>) -> D {
    guard structure.tab(for: state.selection)?.role == .search, let target = fallbackSelection(for: state.selection) else {
      throw .notSearching
    }
    return target
  }

  /// Step 5 for a replacing state: in a window of a session, an id another window holds is
  /// refused, so that ids stay unique across the session.
  @usableFromInline
  func requireIssued(_ replacement: NavigationState<D>) throws(NavigationError<D>) {
    guard let ledger, let windowID else { return }
    let elsewhere = ledger.ids(outside: windowID)
    guard !elsewhere.isEmpty else { return }
    let taken = replacement.issuedIDs.filter(elsewhere.contains)
    guard taken.isEmpty else {
      // A recording keeps them: a replay has no other windows to ask.
      if let inputLog, inputLog.isBusy { inputLog.idsInUse.formUnion(taken) }
      throw .invalidState(taken.map { .idInUse($0) })
    }
  }
}

extension NavigationEngine {
  /// A root step 1 found drawn, with the section (by index) whose collapsed form choosing it may
  /// expand (``AppStructure/landedSectionIndex(of:)``).
  @usableFromInline
  struct CheckedRoot {
    @usableFromInline let destination: D
    @usableFromInline let landedSection: Int?

    @inlinable
    init(_ destination: D, landedSection: Int?) {
      self.destination = destination
      self.landedSection = landedSection
    }
  }
}

extension NavigationAction {
  /// Whether the action chooses a button of the alert or closes it.
  @inlinable
  var actsOnAlert: Bool {
    switch self {
    case .chooseAlertButton, .closeAlert: true
    case let .with(_, action): action.actsOnAlert
    default: false
    }
  }
}
