/// A change of navigation state, applied by ``NavigationEngine/send(_:)`` (or a ``Navigator``).
///
/// ```swift
/// engine.send(.show(.rectangleItem(level: 4)))
/// engine.send(.dismissTo(elevation: 0))
/// ```
public enum NavigationAction<D: Destination>: Hashable, Sendable, Codable {
  /// Chooses a tab: selects it, or runs its intercept action; re-choosing the selected tab does
  /// what its ``AppTab/ReselectPolicy`` says (by default pops to the root, else asks to scroll
  /// to top). Presented modals are dismissed first.
  case select(D)
  /// Pushes onto the top-most visible stack: the top modal's if any, else the selected tab's.
  case push(D)
  /// Pops `count` entries from the top-most visible stack.
  case pop(Int)
  /// Pops to the top-most entry matching the target, dismissing modals above it.
  case popTo(NavigationAction<D>.PopTarget)
  /// Empties the top-most visible stack.
  case popToRoot
  /// Presents a modal on top; `nil` style uses the destination's declared origin, else a sheet.
  case present(D, style: ModalStyle?)
  /// Dismisses the top modal; with none presented, changes nothing and says so.
  case dismiss
  /// Dismisses the modal at `elevation` and every modal above it.
  case dismissTo(elevation: Int)
  /// Dismisses every modal and the alert.
  case dismissAll
  /// Deep link: rebuilds the whole hierarchy of the destination from its origins.
  case show(D)
  /// Replaces the whole state, after validating it.
  indirect case replace(NavigationState<D>)
  /// Shows an alert or confirmation dialog over the top-most screen.
  indirect case presentAlert(AlertState<D>)
  /// Chooses an alert button: dismisses the alert, then runs the button's action. A choice that
  /// arrives just after the system closed the alert (SwiftUI may close it before it runs the
  /// button's action) still runs the action.
  case chooseAlertButton(id: String)
  /// The system closed this alert without a button (its presentation binding was set to
  /// `false`): removes it if it is still up, and changes nothing if another alert replaced it.
  indirect case closeAlert(AlertState<D>)
  /// Leaves search: re-selects the previous tab.
  case dismissSearch
  /// Ends the top screen of the window (pops it, or dismisses the top modal when its stack is
  /// empty) and delivers `outcome`, if any, to the screen that pushed or presented it
  /// (``NavigationEvent/delivered(_:to:from:)``). Send it ``from(_:)`` the finishing screen, so
  /// that a finish arriving after the person already closed that screen changes nothing.
  // Boxed (`indirect`), so that copying any other action never looks up the outcome type's
  // metadata (Benchmarks/: +190 instructions per select when it was inline).
  indirect case finish(returning: D.Outcome?)
  /// Removes one pushed entry from any stack of the window, wherever it stands; the screens
  /// above it stay. A modal is dismissed instead, and a section's landing screen cannot be
  /// removed.
  case remove(EntryID)
  /// Replaces the top pushed entry of the visible stack with `destination`, which takes its
  /// place (a new entry, asked for by the screen below).
  case replaceTop(D)
  /// Back or next: pops back to the top-most `destination` on the visible stack (its root
  /// included), or pushes it when the stack has none.
  case popToOrPush(D)
  /// Sets the whole stack of the tab `tab` (selected or not): entries that stay at the same
  /// place keep their ids, the others leave or come as pushes.
  case setStack([D], tab: D)
  /// Marks `screen` with `name` as a return point (or, with `nil`, removes its mark). When a
  /// name is on several screens, the top-most one is the return point.
  // Boxed: inline, its payload would be the largest of any case and grow every action.
  indirect case mark(String?, on: NavigationState<D>.Screen)
  /// Returns to `target` across stacks and modals: everything above it ends (`finished`), and
  /// `outcome`, if any, is delivered to it from the screen that was on top.
  // Boxed, as `finish` is: an outcome inline makes every copy of an action look up its type.
  indirect case returnTo(NavigationAction<D>.PopTarget, outcome: D.Outcome?)
  /// Rests the sheet at `elevation` at `detent`, one of its style's
  /// ``ModalStyle/offeredDetents``: what the person's drag of the sheet sends, and what the app
  /// sends to raise or lower it.
  // Boxed: inline, its payload would grow every action.
  indirect case setDetent(ModalStyle.Detent, elevation: Int)
  /// The action with options: who sent it and why (see ``from(_:)`` and ``by(_:)``).
  indirect case with(Options, NavigationAction<D>)
  /// The app's resolver answered the lookup `token` names (``GuardDecision/resolve``): the
  /// navigation held back goes on, goes on with another destination, or is dropped. An answer
  /// for a lookup that is no longer pending (a newer navigation replaced it) changes nothing
  /// (``NavigationEvent/ignoredStale(_:)``).
  // Boxed: inline, its payload would grow every action.
  indirect case resolved(token: UInt64, GuardDecision<D>.LookupAnswer)
  /// Sets what is typed in the search tab's field (``NavigationState/searchQuery``): what the
  /// person's typing sends, and what the app sends to start a search. Refused where the app has
  /// no search tab, or for a query longer than ``NavigationState/maxSearchQueryLength``.
  // Boxed: inline, its payload would grow every action.
  indirect case setSearchQuery(String)

  /// Pops one entry.
  public static var pop: NavigationAction { .pop(1) }

  /// Ends the top screen without an outcome.
  public static var finish: NavigationAction { .finish(returning: nil) }

  /// Dismisses down to and including `elevation`.
  ///
  /// - Parameter elevation: the lowest modal to dismiss (0 is the first modal).
  /// - Returns: the action.
  public static func dismiss(to elevation: Int) -> NavigationAction { .dismissTo(elevation: elevation) }

  /// Presents with the destination's declared style.
  ///
  /// - Parameter destination: the modal's root screen.
  /// - Returns: the action.
  public static func present(_ destination: D) -> NavigationAction { .present(destination, style: nil) }

  /// The action's name as the demo and analytics print it: `select`, `push`, `pop`, …
  public var name: String {
    switch self {
    case .select: "select"
    case .push: "push"
    case .pop: "pop"
    case .popTo: "popTo"
    case .popToRoot: "popToRoot"
    case .present: "present"
    case .dismiss: "dismiss"
    case .dismissTo: "dismissTo"
    case .dismissAll: "dismissAll"
    case .show: "show"
    case .replace: "replace"
    case .presentAlert: "presentAlert"
    case .chooseAlertButton: "chooseAlertButton"
    case .closeAlert: "closeAlert"
    case .dismissSearch: "dismissSearch"
    case .finish: "finish"
    case .remove: "remove"
    case .replaceTop: "replaceTop"
    case .popToOrPush: "popToOrPush"
    case .setStack: "setStack"
    case .mark: "mark"
    case .returnTo: "returnTo"
    case .setDetent: "setDetent"
    case let .with(_, action): action.name
    case .resolved: "resolved"
    case .setSearchQuery: "setSearchQuery"
    }
  }
}

extension NavigationAction {
  /// What ``NavigationAction/popTo(_:)`` pops back to.
  ///
  /// ```swift
  /// navigator.send(.popTo(.destination(.inbox)))
  /// navigator.send(.popTo(.entry(3)))
  /// ```
  public enum PopTarget: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The top-most screen showing this destination.
    case destination(D)
    /// The entry or modal with this id.
    case entry(EntryID)
    /// The top-most screen carrying this mark (``NavigationAction/mark(_:on:)``).
    case marked(String)
    /// The screen that pushed or presented the entry or modal with this id: where its flow
    /// began.
    case caller(of: EntryID)

    /// The target as text.
    public var description: String {
      switch self {
      case let .destination(d): "\(d)"
      case let .entry(id): "\(id)"
      case let .marked(name): "the mark '\(name)'"
      case let .caller(id): "the caller of \(id)"
      }
    }
  }
}
