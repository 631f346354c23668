extension TransitionPlan {
  /// One change the UI performs in a single update, part of a ``TransitionPlan``.
  ///
  /// A step makes one visible ``Change``: select a tab, set a stack's path (any number of pushes
  /// and pops at once, as `NavigationStack` allows), dismiss modals down to an elevation, present
  /// one modal (with its stack), set a modal's path, or present an alert. Along with it, it sets
  /// what is not on screen: the stacks of tabs that are not shown, the previous selection and the
  /// next entry id. The UI performs a step, waits until its animation has finished, then performs
  /// the next.
  ///
  /// ```swift
  /// var rendered = navigator.state
  /// for step in TransitionPlan(from: rendered, to: target).steps {
  ///   rendered = step.apply(to: rendered)   // then wait for the presentation to finish
  /// }
  /// ```
  public struct Step: Hashable, Sendable, Codable {
    /// The visible change a step makes.
    ///
    /// ```swift
    /// for step in TransitionPlan(from: rendered, to: target).steps {
    ///   if case let .present(modal) = step.change { print(modal.style.name) }
    /// }
    /// ```
    public enum Change: Hashable, Sendable, Codable {
      /// Selects the tab. The stacks of tabs that change go in ``TransitionPlan/Step/hiddenStacks``.
      case select(D)
      /// Sets the path of the selected tab's stack: any number of pops and pushes at once.
      case setPath(tab: D, [Entry<D>])
      /// Dismisses the modal at `elevation` and every modal above it, and the alert. With
      /// `elevation` equal to the number of modals, only the alert goes.
      case dismiss(to: Int)
      /// Presents one modal on top, with its stack already set.
      case present(Modal<D>)
      /// Sets the path of the stack inside the modal at `elevation`.
      case setModalPath(elevation: Int, [Entry<D>])
      /// Presents an alert over the top-most screen.
      case presentAlert(AlertState<D>)
      /// Rests the sheet at `elevation` at a detent (``Modal/selectedDetent``; `nil` for its
      /// first).
      case setDetent(elevation: Int, ModalStyle.Detent?)
    }

    /// The visible change.
    public var change: Change
    /// Stacks of tabs that are not on screen during the step, set along with it, unseen. With a
    /// ``Change/select(_:)`` step these are every stack that changes (the newly selected tab's
    /// included); otherwise, stacks of tabs other than the selected one.
    public var hiddenStacks: [D: [Entry<D>]]
    /// The previous selection after the step (not on screen; set to the target's at once).
    public var previousSelection: D?
    /// The next entry id after the step.
    public var nextEntryID: EntryID
    /// The target's marks (not on screen); after the step, those of the screens it holds.
    public var marks: [NavigationState<D>.Screen: String]
    /// The target's search query, set at once with the first step (the search field shows it as
    /// soon as it is drawn).
    public var searchQuery: String
    /// Whether nothing on screen changes: the step keeps the selection and carries only what is
    /// not drawn (the previous selection, the next id, the stacks of tabs not shown, marks) or
    /// the search field's text.
    public var keepsTheScreen: Bool
    /// Whether the step animates, as the plan's ``TransitionPlan/motion`` says; the SwiftUI layer
    /// draws a step that does not in a transaction without animation.
    public var isAnimated: Bool

    /// Creates a step.
    ///
    /// ```swift
    /// let step = TransitionPlan<ShapesDestination>.Step(.dismiss(to: 0), nextEntryID: 9)
    /// ```
    ///
    /// - Parameters:
    ///   - change: the visible change.
    ///   - hiddenStacks: stacks of tabs that are not on screen, set at the same time.
    ///   - previousSelection: the previous selection after the step.
    ///   - nextEntryID: the next entry id after the step.
    ///   - marks: the target's marks; none by default.
    ///   - searchQuery: the target's search query; none by default.
    ///   - keepsTheScreen: whether nothing on screen changes (a ``Change/select(_:)`` of the
    ///     selected tab that carries the rest); `false` by default.
    ///   - isAnimated: whether the step animates; `true` by default.
    public init(
      _ change: Change,
      hiddenStacks: [D: [Entry<D>]] = [:],
      previousSelection: D? = nil,
      nextEntryID: EntryID,
      marks: [NavigationState<D>.Screen: String] = [:],
      searchQuery: String = "",
      keepsTheScreen: Bool = false,
      isAnimated: Bool = true
    ) {
      self.change = change
      self.hiddenStacks = hiddenStacks
      self.previousSelection = previousSelection
      self.nextEntryID = nextEntryID
      self.marks = marks
      self.searchQuery = searchQuery
      self.keepsTheScreen = keepsTheScreen
      self.isAnimated = isAnimated
    }

    /// Decodes a step; one written before steps said whether they animate is animated, and one
    /// written before they carried a search query carries none.
    ///
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError` when a field is missing or malformed.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        try container.decode(Change.self, forKey: .change),
        hiddenStacks: try container.decode([D: [Entry<D>]].self, forKey: .hiddenStacks),
        previousSelection: try container.decodeIfPresent(D.self, forKey: .previousSelection),
        nextEntryID: try container.decode(EntryID.self, forKey: .nextEntryID),
        marks: try container.decode([NavigationState<D>.Screen: String].self, forKey: .marks),
        searchQuery: try container.decodeIfPresent(String.self, forKey: .searchQuery) ?? "",
        keepsTheScreen: try container.decode(Bool.self, forKey: .keepsTheScreen),
        isAnimated: try container.decodeIfPresent(Bool.self, forKey: .isAnimated) ?? true)
    }

    private enum CodingKeys: String, CodingKey {
      case change, hiddenStacks, previousSelection, nextEntryID, marks, searchQuery, keepsTheScreen, isAnimated
    }

    /// Encodes a step; a search query only when there is one, so that a step without one is
    /// written as before.
    ///
    /// - Parameter encoder: the encoder.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(change, forKey: .change)
      try container.encode(hiddenStacks, forKey: .hiddenStacks)
      try container.encodeIfPresent(previousSelection, forKey: .previousSelection)
      try container.encode(nextEntryID, forKey: .nextEntryID)
      try container.encode(marks, forKey: .marks)
      if !searchQuery.isEmpty { try container.encode(searchQuery, forKey: .searchQuery) }
      try container.encode(keepsTheScreen, forKey: .keepsTheScreen)
      try container.encode(isAnimated, forKey: .isAnimated)
    }

    /// The step's kind, a stable name for text and JSON output: `select`, `setPath`, `dismiss`,
    /// `present`, `setModalPath`, `presentAlert` or `setDetent`.
    public var kind: String { change.kind }

    /// Whether the step presents something: a modal or an alert.
    public var isPresentation: Bool {
      switch change {
      case .present, .presentAlert: true
      case .select, .setPath, .dismiss, .setModalPath, .setDetent: false
      }
    }

    /// Returns `state` as it is after this step.
    ///
    /// The function is total, so that a plan can be re-made from whatever is on screen: a
    /// dismissal of modals that are not there removes only the alert, and a modal path for a
    /// missing elevation changes nothing.
    ///
    /// ```swift
    /// let plan = TransitionPlan(from: rendered, to: target)
    /// let onScreen = plan.steps.prefix(2).reduce(plan.start) { $1.apply(to: $0) }
    /// let replanned = TransitionPlan(from: onScreen, to: navigator.state)  // the navigator moved on
    /// ```
    ///
    /// - Parameter state: the state on screen before the step.
    /// - Returns: the state on screen after it.
    public func apply(to state: NavigationState<D>) -> NavigationState<D> {
      var state = state
      switch change {
      case let .select(tab):
        state.selection = tab
      case let .setPath(tab, entries):
        state.stacks[tab] = entries.isEmpty ? nil : entries
      case let .dismiss(elevation):
        let lowest = Swift.max(0, elevation)
        if lowest < state.modals.count { state.modals.removeSubrange(lowest...) }
        state.alert = nil
      case let .present(modal):
        state.modals.append(modal)
      case let .setModalPath(elevation, entries):
        if state.modals.indices.contains(elevation) { state.modals[elevation].stack = entries }
      case let .presentAlert(alert):
        state.alert = alert
      case let .setDetent(elevation, detent):
        if state.modals.indices.contains(elevation) { state.modals[elevation].selectedDetent = detent }
      }
      for (tab, entries) in hiddenStacks {
        state.stacks[tab] = entries.isEmpty ? nil : entries
      }
      state.previousSelection = previousSelection
      state.nextEntryID = nextEntryID
      state.marks = marks.filter { state.holds($0.key) }
      state.searchQuery = searchQuery
      return state
    }
  }
}

extension TransitionPlan.Step.Change {
  /// The change's stable name: `select`, `setPath`, `dismiss`, `present`, `setModalPath`,
  /// `presentAlert` or `setDetent`.
  public var kind: String {
    switch self {
    case .select: "select"
    case .setPath: "setPath"
    case .dismiss: "dismiss"
    case .present: "present"
    case .setModalPath: "setModalPath"
    case .presentAlert: "presentAlert"
    case .setDetent: "setDetent"
    }
  }
}
