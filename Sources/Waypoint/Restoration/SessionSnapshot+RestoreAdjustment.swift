extension SessionSnapshot.RestoreOutcome {
  /// One change restoration made to saved data so that the restored state is valid.
  ///
  /// Cuts follow the shape of the state: an entry that cannot be restored cuts its stack there, and
  /// a modal that cannot be restored goes with every modal above it. A cut in the visible chain also
  /// dismisses the modals above it, since they were presented from a screen that is gone.
  ///
  /// ```swift
  /// for adjustment in outcome.adjustments {
  ///   print(adjustment) // "window 0: the stack of Rectangle was cut at 2 (1 screen): ..."
  /// }
  /// ```
  public enum Adjustment: Hashable, Sendable, CustomStringConvertible {
    /// `count` saved windows from `index` on were not restored.
    case windowsDropped(index: Int, count: Int, reason: RestorationError.Issue)
    /// A whole saved stack was not restored: its tab is unknown or no longer a tab.
    case stackDropped(window: WindowID, entries: Int, reason: RestorationError.Issue)
    /// A tab's stack was cut at `index`; `removed` entries went.
    case stackCut(window: WindowID, tab: D, index: Int, removed: Int, reason: RestorationError.Issue)
    /// The modal at `elevation` and every modal above it went (`removed` modals).
    case modalsDropped(window: WindowID, elevation: Int, removed: Int, reason: RestorationError.Issue)
    /// The stack of the modal at `elevation` was cut at `index`; `removed` entries went.
    case modalStackCut(window: WindowID, elevation: Int, index: Int, removed: Int, reason: RestorationError.Issue)
    /// The saved selection (`nil` when it could not be decoded) is not selectable; `to` is.
    case selectionRepaired(window: WindowID, from: D?, to: D)
    /// The saved previous selection could not be restored and was cleared.
    case previousSelectionDropped(window: WindowID, reason: RestorationError.Issue)
    /// The saved alert could not be restored.
    case alertDropped(window: WindowID, reason: RestorationError.Issue)
    /// The detent a sheet rested at could not be restored: it comes up at its first detent.
    case detentReset(window: WindowID, elevation: Int, reason: RestorationError.Issue)
    /// Saved marks could not be read, or marked screens that were not restored; `names` lists
    /// the marks dropped (empty when none could be read).
    case marksDropped(window: WindowID, names: [String], reason: RestorationError.Issue)
    /// The saved search query could not be restored: unreadable, too long, or the app no longer
    /// has a search tab.
    case searchQueryDropped(window: WindowID, reason: RestorationError.Issue)
    /// The window's next entry id was missing, not above every restored id, or past the last id a
    /// counter may hand out; `to` is the lowest valid value.
    case nextEntryIDRepaired(window: WindowID, from: EntryID?, to: EntryID)
    /// The session's counter `name` (`nextWindowID` or `nextEntryID`) was missing, not above
    /// every id in use, or past the last id a counter may hand out; `to` is the lowest valid value.
    case sessionCounterRaised(String, from: UInt64?, to: UInt64)
    /// The window's style could not be read; the window shows the full route.
    case windowStyleReset(window: WindowID, reason: RestorationError.Issue)
    /// The saved customization could not be restored.
    case customizationDropped(reason: RestorationError.Issue)
    /// The saved customization was fitted to the current structure.
    case customizationAdjusted(TabCustomization.Adjustment)
    /// A key appears more than once in one object of the saved JSON, at `path` (such as
    /// `windows` or `windows[0].alert`): one of its values was read, the other ignored.
    case repeatedKeyIgnored(path: String)
    /// The guard installed with ``SessionSnapshot/RestoreOptions/setGuard(_:context:)`` refused part
    /// of the window's state, which was removed as `events` say.
    case guarded(window: WindowID, events: [NavigationEvent<D>])

    /// A sentence that says what was changed and why.
    public var description: String {
      switch self {
      case let .windowsDropped(index, count, reason):
        count == 1
          ? "window \(index) was not restored: \(reason)"
          : "windows \(index) to \(index + count - 1) were not restored: \(reason)"
      case let .stackDropped(window, entries, reason):
        "\(window): a stack of \(Self.screens(entries)) was not restored: \(reason)"
      case let .stackCut(window, tab, index, removed, reason):
        "\(window): the stack of \(tab.title) was cut at \(index) (\(Self.screens(removed))): \(reason)"
      case let .modalsDropped(window, elevation, removed, reason):
        "\(window): \(removed) modal\(removed == 1 ? "" : "s") from elevation \(elevation) dismissed: \(reason)"
      case let .modalStackCut(window, elevation, index, removed, reason):
        "\(window): the stack of modal \(elevation) was cut at \(index) (\(Self.screens(removed))): \(reason)"
      case let .selectionRepaired(window, from, to):
        "\(window): the selection \(from.map { $0.title } ?? "(unreadable)") was replaced by \(to.title)"
      case let .previousSelectionDropped(window, reason):
        "\(window): the previous selection was cleared: \(reason)"
      case let .alertDropped(window, reason):
        "\(window): the alert was not restored: \(reason)"
      case let .detentReset(window, elevation, reason):
        "\(window): the sheet at elevation \(elevation) comes up at its first detent: \(reason)"
      case let .searchQueryDropped(window, reason): "\(window): the search query was not restored: \(reason)"
      case let .marksDropped(window, names, reason):
        "\(window): \(names.isEmpty ? "the marks" : "the marks \(names.joined(separator: ", "))") were not restored: \(reason)"
      case let .nextEntryIDRepaired(window, from, to):
        "\(window): the next entry id \(from.map { $0.description } ?? "(missing)") was raised to \(to)"
      case let .sessionCounterRaised(name, from, to):
        "the session's \(name) \(from.map(String.init) ?? "(missing)") was raised to \(to)"
      case let .windowStyleReset(window, reason):
        "\(window): the style was reset to the full route: \(reason)"
      case let .customizationDropped(reason):
        "the customization was not restored: \(reason)"
      case let .customizationAdjusted(adjustment):
        "the customization \(adjustment)"
      case let .repeatedKeyIgnored(path):
        "the key \(path) appears more than once in the saved data; one of its values was not read"
      case let .guarded(window, events):
        "\(window): the guard removed what it refuses (\(events.map { $0.kind }.joined(separator: ", ")))"
      }
    }

    private static func screens(_ count: Int) -> String { "\(count) screen\(count == 1 ? "" : "s")" }
  }
}
