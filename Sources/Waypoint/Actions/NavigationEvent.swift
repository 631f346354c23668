/// Something an action caused, for analytics and for the UI (scroll to top, haptics).
///
/// ```swift
/// for await event in navigator.events() {
///   if case let .scrollToTop(tab) = event { print("scroll \(tab) to the top") }
/// }
/// ```
public enum NavigationEvent<D: Destination>: Hashable, Sendable {
  /// A tab was selected; `previous` was selected before.
  case selected(D, previous: D)
  /// The selected tab was chosen again.
  case reselected(D)
  /// An intercepting tab was chosen; its action ran and the selection stayed.
  case intercepted(D)
  /// The selected tab was chosen again with nothing pushed: scroll its root to the top.
  case scrollToTop(D)
  /// An entry was pushed.
  case pushed(Entry<D>)
  /// Entries left a stack, top-most last, for `cause`.
  case popped([Entry<D>], cause: NavigationAction<D>.Cause = .app)
  /// A modal was presented.
  case presented(Modal<D>)
  /// Modals were dismissed, lowest first, for `cause`.
  case dismissed([Modal<D>], cause: NavigationAction<D>.Cause = .app)
  /// An alert was presented.
  case alertPresented(AlertState<D>)
  /// The alert was dismissed: by choosing the button with this id, or (`nil`) because the
  /// screen under it went away.
  case alertDismissed(buttonID: String?)
  /// A dismiss found nothing to dismiss; nothing changed.
  case nothingToDismiss
  /// A pop to root found the stack already at its root; nothing changed.
  case alreadyAtRoot
  /// Back or next found the destination already on top; nothing changed.
  case alreadyOnTop(D)
  /// The destination is already the top modal, with the same style, so no second copy was
  /// presented (a double tap, a repeated deep link); nothing changed.
  case alreadyPresented(Modal<D>)
  /// The state was replaced.
  case replaced
  /// The selection was repaired because the selected tab became unavailable.
  case repaired(from: D, to: D)
  /// An action was rejected; the state did not change.
  case rejected(NavigationError<D>)
  /// A guard redirected the way to `destination` to `redirect`.
  case redirected(D, to: D)
  /// Navigation held back by a guard resumed.
  case resumed(D)
  /// The guard wants `destination` looked up before it appears: the navigation is held until
  /// the app's resolver answers, with this lookup's token (``NavigationAction/resolved(token:_:)``).
  case resolving(D, token: UInt64)
  /// The sheet at `elevation` now rests at `detent`.
  // Boxed: inline, its payload would grow every event.
  indirect case detentChanged(elevation: Int, ModalStyle.Detent)
  /// The screen `from` finished with `outcome`, delivered to the screen that asked for it, or
  /// to nobody (`nil`) when a deep link built it or that screen is gone. Follows the event
  /// that ended `from`. An alert's button with an outcome delivers it from and to the screen
  /// the alert was over.
  // Boxed, so that copying any other event never looks up the outcome type's metadata.
  indirect case delivered(D.Outcome, to: NavigationState<D>.Screen?, from: NavigationState<D>.Screen)
  /// The action came from a screen that is no longer the top of the window (a second tap, a tap
  /// on a screen already closed), or answers a lookup that is no longer pending: it was
  /// ignored, and nothing changed.
  indirect case ignoredStale(NavigationAction<D>)

  /// The event's kind as the demo's JSON names it: `selected`, `pushed`, …
  public var kind: String {
    switch self {
    case .selected: "selected"
    case .reselected: "reselected"
    case .intercepted: "intercepted"
    case .scrollToTop: "scrollToTop"
    case .pushed: "pushed"
    case .popped: "popped"
    case .presented: "presented"
    case .dismissed: "dismissed"
    case .alertPresented: "alertPresented"
    case .alertDismissed: "alertDismissed"
    case .nothingToDismiss: "nothingToDismiss"
    case .alreadyAtRoot: "alreadyAtRoot"
    case .alreadyOnTop: "alreadyOnTop"
    case .alreadyPresented: "alreadyPresented"
    case .replaced: "replaced"
    case .repaired: "repaired"
    case .rejected: "rejected"
    case .redirected: "redirected"
    case .resumed: "resumed"
    case .resolving: "resolving"
    case .detentChanged: "detentChanged"
    case .delivered: "delivered"
    case .ignoredStale: "ignoredStale"
    }
  }
}

extension NavigationEvent {
  /// Whether one of `events` delivers an outcome. A loop, not `contains(where:)`: a closure
  /// formed on the main actor is checked for its isolation at run time on every call.
  @inlinable
  static func anyDelivers(_ events: [NavigationEvent]) -> Bool {
    for index in events.indices {
      if case .delivered = events[index] { return true }
    }
    return false
  }
}
