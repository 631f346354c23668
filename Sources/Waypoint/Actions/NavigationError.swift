/// Why an action could not be applied. The state is always left unchanged.
///
/// ```swift
/// if case let .failure(error) = engine.send(.pop(5)) {
///   print(error)  // "cannot pop 5 screens: the stack holds 1"
/// }
/// ```
public enum NavigationError<D: Destination>: Error, Hashable, Sendable, CustomStringConvertible {
  /// The destination is not a tab of the structure.
  case notATab(D)
  /// The tab is disabled.
  case tabDisabled(D)
  /// The app hides the tab.
  case tabHidden(D)
  /// The tab exists but the current layout does not show it: a sidebar-only tab while only the
  /// tab bar is shown, an optional tab not added, a tab the person hid.
  case unavailableInLayout(D)
  /// A count was zero or negative.
  case invalidCount(Int)
  /// Popping more screens than the stack holds.
  case popPastRoot(requested: Int, available: Int)
  /// No visible screen matches the pop target.
  case popTargetNotFound(NavigationAction<D>.PopTarget)
  /// A push would exceed ``NavigationLimits/maxStackDepth``.
  case stackDepthExceeded(limit: Int)
  /// A presentation would exceed ``NavigationLimits/maxModalDepth``.
  case modalDepthExceeded(limit: Int)
  /// A negative elevation.
  case invalidElevation(Int)
  /// Every entry id has been handed out: the counter stands at the last one, and ids are never
  /// reused. Replace the state with one that starts counting lower.
  case entryIDsExhausted
  /// The destination's origin is `.root` but it is not a tab.
  case rootNotATab(D)
  /// Following origins loops.
  case originCycle([D])
  /// Following origins never reaches a root.
  case endlessOrigin(D)
  /// An alert button was chosen while no alert is presented.
  case noAlert
  /// The presented alert has no button with this id.
  case alertButtonNotFound(String)
  /// `dismissSearch` while the search tab is not selected.
  case notSearching
  /// The app has no search tab, so there is no search query to set.
  case noSearchTab
  /// A search query longer than ``NavigationState/maxSearchQueryLength`` characters.
  case searchQueryTooLong(limit: Int)
  /// The modal at the elevation does not rest at that detent: it is not a sheet, or its style
  /// does not offer it (``ModalStyle/offeredDetents``).
  case detentNotOffered(ModalStyle.Detent, elevation: Int)
  /// The person asked to dismiss a modal only the app dismisses
  /// (``ModalStyle/interactiveDismissDisabled(_:)``): nothing changed.
  case dismissalLocked(elevation: Int)
  /// An intercepting tab's action chose an intercepting tab again.
  case interceptLoop(D)
  /// A tab or a section's landing screen cannot be pushed or presented: it is chosen with
  /// `select` or reached with `show`.
  case rootAsEntry(D)
  /// The alert cannot be presented; every problem is listed.
  case invalidAlert([AlertState<D>.Problem])
  /// A replacement state is invalid; every problem is listed.
  case invalidState([NavigationState<D>.Problem])
  /// No tab of the structure can be selected in the current layout: every tab is hidden,
  /// disabled, removed or refused by the guard.
  case noAvailableTab
  /// A guard refused the destination.
  case denied(D, reason: DenialReason)
  /// A guard refused to let the screen showing this destination leave (see
  /// ``LeaveDecision/deny(_:)``).
  case leavingDenied(D, reason: DenialReason)
  /// The app's resolver could not look the destination up (``GuardDecision/LookupAnswer/failed(_:)``).
  case resolutionFailed(D, reason: String)
  /// `remove` names no pushed entry of the window.
  case entryNotFound(EntryID)
  /// `remove` names a modal, which is dismissed instead, or a section's landing screen, which
  /// stands for the section's tab and cannot leave its stack.
  case notRemovable(EntryID)
  /// `finish` on a tab's root with no modal up: a root cannot finish. Pop or dismiss what it
  /// presented instead.
  case nothingToFinish(D)
  /// A URL or path could not be opened: see ``RoutingError``.
  indirect case routing(RoutingError<D>)

  /// A sentence that says what was wrong.
  public var description: String {
    switch self {
    case let .notATab(d): "\(d) is not a tab"
    case let .tabDisabled(d): "the tab \(d) is disabled"
    case let .tabHidden(d): "the tab \(d) is hidden"
    case let .unavailableInLayout(d): "the tab \(d) is not shown in the current layout"
    case let .invalidCount(n): "the count must be positive, not \(n)"
    case let .popPastRoot(requested, available):
      "cannot pop \(requested) screen\(requested == 1 ? "" : "s"): the stack holds \(available)"
    case let .popTargetNotFound(target): "no visible screen matches \(target)"
    case let .stackDepthExceeded(limit): "a stack holds at most \(limit) screens"
    case let .modalDepthExceeded(limit): "at most \(limit) modals can be presented"
    case let .invalidElevation(k): "elevation \(k) is not valid"
    case .entryIDsExhausted: "every entry id has been handed out"
    case let .rootNotATab(d): "\(d) is declared a root but is not a tab"
    case let .originCycle(chain): "origins form a cycle: \(chain.map { "\($0)" }.joined(separator: " -> "))"
    case let .endlessOrigin(d): "the origins of \(d) never reach a root"
    case .noAlert: "no alert is presented"
    case let .alertButtonNotFound(id): "the alert has no button '\(id)'"
    case .notSearching: "the search tab is not selected"
    case .noSearchTab: "the app has no search tab (a tab with the search role), so it keeps no search query"
    case let .searchQueryTooLong(limit): "a search query holds at most \(limit) characters"
    case let .detentNotOffered(detent, elevation):
      "the modal at elevation \(elevation) does not rest at \(detent); give one of its style's detents"
    case let .dismissalLocked(elevation):
      "the modal at elevation \(elevation) is dismissed only by the app, with a button of its own"
    case let .interceptLoop(d): "the intercepting tab \(d) chose an intercepting tab"
    case let .rootAsEntry(d): "\(d) is a tab or a section's landing screen: select it or show it instead of pushing or presenting it"
    case let .invalidAlert(problems): "invalid alert: \(problems.map { $0.description }.joined(separator: "; "))"
    case let .invalidState(problems): "invalid state: \(problems.map { $0.description }.joined(separator: "; "))"
    case .noAvailableTab: "no tab can be selected in the current layout"
    case let .denied(d, reason): "\(d) is not allowed: \(reason)"
    case let .leavingDenied(d, reason): "\(d) may not be left: \(reason)"
    case let .resolutionFailed(d, reason): "\(d) could not be looked up: \(reason)"
    case let .entryNotFound(id): "no pushed screen has the id \(id)"
    case let .notRemovable(id):
      "the screen \(id) cannot be removed: dismiss a modal with dismiss(to:); a section's landing screen stays with its section"
    case let .nothingToFinish(d): "\(d) is a tab's root, which cannot finish: only a pushed or presented screen can"
    case let .routing(error): error.description
    }
  }

  /// A short machine-readable code, such as `popPastRoot`, for JSON output and analytics.
  public var code: String {
    switch self {
    case .notATab: "notATab"
    case .tabDisabled: "tabDisabled"
    case .tabHidden: "tabHidden"
    case .unavailableInLayout: "unavailableInLayout"
    case .invalidCount: "invalidCount"
    case .popPastRoot: "popPastRoot"
    case .popTargetNotFound: "popTargetNotFound"
    case .stackDepthExceeded: "stackDepthExceeded"
    case .modalDepthExceeded: "modalDepthExceeded"
    case .invalidElevation: "invalidElevation"
    case .entryIDsExhausted: "entryIDsExhausted"
    case .rootNotATab: "rootNotATab"
    case .originCycle: "originCycle"
    case .endlessOrigin: "endlessOrigin"
    case .noAlert: "noAlert"
    case .alertButtonNotFound: "alertButtonNotFound"
    case .notSearching: "notSearching"
    case .noSearchTab: "noSearchTab"
    case .searchQueryTooLong: "searchQueryTooLong"
    case .detentNotOffered: "detentNotOffered"
    case .dismissalLocked: "dismissalLocked"
    case .interceptLoop: "interceptLoop"
    case .rootAsEntry: "rootAsEntry"
    case .invalidAlert: "invalidAlert"
    case .invalidState: "invalidState"
    case .noAvailableTab: "noAvailableTab"
    case .denied: "denied"
    case .leavingDenied: "leavingDenied"
    case .resolutionFailed: "resolutionFailed"
    case .nothingToFinish: "nothingToFinish"
    case .entryNotFound: "entryNotFound"
    case .notRemovable: "notRemovable"
    case let .routing(error): error.code
    }
  }
}

extension NavigationState {
  /// One reason a state is invalid for a structure.
  ///
  /// ```swift
  /// let problems = state.problems(in: structure)
  /// ```
  public enum Problem: Hashable, Sendable, CustomStringConvertible {
    /// The selection cannot be selected.
    case selectionNotSelectable(D)
    /// A stack is keyed by a destination that is not a tab.
    case stackForNonTab(D)
    /// An id appears twice.
    case duplicateID(EntryID)
    /// An id is not below ``NavigationState/nextEntryID``, so it could be handed out again.
    /// Reserved landing ids (``EntryID/isReserved``) are never reported.
    case idNotIssued(EntryID)
    /// In a window of a session, an id another window holds. Give new screens ids at or above
    /// the window's `nextEntryID`.
    case idInUse(EntryID)
    /// A stack is deeper than the limit.
    case stackTooDeep(count: Int, limit: Int)
    /// More modals than the limit.
    case tooManyModals(count: Int, limit: Int)
    /// A pushed or presented screen is a tab or a section's landing screen. Only the first entry
    /// of a section landing's stack may be one of the section's tabs (the section collapsed into
    /// one tab).
    case rootAsEntry(EntryID, D)
    /// The previous selection is not a tab or a section's landing screen.
    case previousSelectionNotATab(D)
    /// ``NavigationState/nextEntryID`` lies in the range reserved for landing entries
    /// (``EntryID/isReserved``), past the last id a counter may hand out.
    case nextEntryIDReserved(EntryID)
    /// The alert cannot be presented.
    case invalidAlert(AlertState<D>.Problem)
    /// A modal rests at a detent its style does not offer.
    case detentNotOffered(EntryID, ModalStyle.Detent)
    /// A search query where the app has no search tab.
    case searchQueryWithoutSearchTab
    /// A search query longer than ``NavigationState/maxSearchQueryLength`` characters.
    case searchQueryTooLong(limit: Int)

    /// A sentence that says what is wrong.
    public var description: String {
      switch self {
      case let .selectionNotSelectable(d): "the selection \(d) cannot be selected"
      case let .stackForNonTab(d): "a stack belongs to \(d), which is not a tab"
      case let .duplicateID(id): "the id \(id) appears twice"
      case let .idNotIssued(id): "the id \(id) was not issued yet"
      case let .idInUse(id): "the id \(id) is held by another window"
      case let .stackTooDeep(count, limit): "a stack holds \(count) screens, more than \(limit)"
      case let .tooManyModals(count, limit): "\(count) modals, more than \(limit)"
      case let .rootAsEntry(id, d): "the screen \(id) is \(d), a tab or a section's landing screen"
      case let .previousSelectionNotATab(d): "the previous selection \(d) is not a tab"
      case let .nextEntryIDReserved(id): "the next entry id \(id) lies in the range reserved for landing entries"
      case let .invalidAlert(problem): "the alert: \(problem)"
      case let .detentNotOffered(id, detent): "the modal \(id) rests at \(detent), which its style does not offer"
      case .searchQueryWithoutSearchTab: "a search query is kept, but the app has no search tab"
      case let .searchQueryTooLong(limit): "the search query holds more than \(limit) characters"
      }
    }
  }
}
