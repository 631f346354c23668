extension NavigationState {
  /// The actions that a write to a stack's path binding means.
  ///
  /// A SwiftUI `NavigationStack(path:)` writes its path when the user goes back (the back
  /// button, the swipe back, the back menu); a longer path (a push written into the binding)
  /// is read too, although screens push through the navigator, since only it hands out entry
  /// ids. This
  /// turns such a write into actions, so the state stays the only source of truth:
  /// - the same entries: no action;
  /// - a shorter path whose entries are the first ones of the stack: `pop(n)`;
  /// - a longer path that starts with the stack: one `push` per added destination;
  /// - any other path: `pop` back to the common part, then the pushes.
  ///
  /// Only the stack the user can touch, ``topLocation``, is changed this way; a write to a stack
  /// under a modal, or to a tab that is not selected, means no action (the state wins; see
  /// ``actions(forPathWrite:at:displayed:appearing:)`` for a stack covered as the person went
  /// back). Entries are compared by id, so two screens showing the same destination are told
  /// apart.
  ///
  /// ```swift
  /// // A path binding's setter, given the path the system wrote:
  /// let setPath = { (path: [Entry<AppDestination>]) in
  ///   for action in navigator.state.actions(forPathWrite: path, at: location) { navigator.send(action) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - path: the entries the binding was set to.
  ///   - location: which stack the binding belongs to.
  /// - Returns: the actions to send, in order; empty when the write changes nothing.
  package func actions(forPathWrite path: [Entry<D>], at location: StackLocation<D>) -> [NavigationAction<D>] {
    guard location == topLocation, let current = stack(at: location) else { return [] }
    var common = 0
    while common < current.count, common < path.count, current[common].id == path[common].id {
      common += 1
    }
    var actions: [NavigationAction<D>] = []
    // The person's gestures: what they end is reported as the person's doing.
    if common < current.count { actions.append(NavigationAction.pop(current.count - common).by(.person)) }
    for entry in path[common...] { actions.append(NavigationAction.push(entry.destination).by(.person)) }
    return actions
  }

  /// The actions that a write to a stack's path binding means while the interface presents the
  /// modal at `appearing` (a ``PresentationStager`` waiting for it to appear) and shows
  /// `displayed`.
  ///
  /// A write to ``topLocation`` means what ``actions(forPathWrite:at:)`` says. A write that goes
  /// back on the stack right under the appearing modal is still the person's: they swiped back as
  /// the sheet came up, over a stack this state has already covered. The stack is cut to the path
  /// with one `replace` (the cut entries are reported popped by the person, then `replaced`), and the modal stays. Any other
  /// write to a covered stack means no action, as does any write when nothing is appearing.
  ///
  /// ```swift
  /// let newPath: [Entry<AppDestination>] = []  // the person swiped back to the root
  /// let actions = navigator.state.actions(
  ///   forPathWrite: newPath, at: location, displayed: stager.displayed, appearing: 0)
  /// ```
  ///
  /// - Parameters:
  ///   - path: the entries the binding was set to.
  ///   - location: which stack the binding belongs to.
  ///   - displayed: the state the interface draws.
  ///   - appearing: the elevation of the modal the interface is presenting, or `nil`.
  /// - Returns: the actions to send, in order; empty when the write changes nothing.
  package func actions(
    forPathWrite path: [Entry<D>], at location: StackLocation<D>, displayed: NavigationState<D>, appearing: Int?
  ) -> [NavigationAction<D>] {
    guard location != topLocation else { return actions(forPathWrite: path, at: location) }
    guard let appearing, displayed.modals.count == appearing + 1, location == displayed.location(under: appearing),
      displayed.holdsTheSame(location, as: self), let current = stack(at: location), path.count < current.count,
      zip(path, current).allSatisfy({ $0.id == $1.id })
    else { return [] }
    var cut = self
    cut.setStack(path, at: location)
    return [NavigationAction.replace(cut).by(.person)]
  }

  /// The stack right under the modal at `elevation`: the selected tab's, or the modal's below.
  private func location(under elevation: Int) -> StackLocation<D> {
    elevation == 0 ? .tab(selection) : .modal(elevation: elevation - 1)
  }

  /// Whether `location` is the same stack here and in `other`: the same tab, or the same modal.
  private func holdsTheSame(_ location: StackLocation<D>, as other: NavigationState<D>) -> Bool {
    switch location {
    case .tab:
      return true
    case let .modal(elevation):
      return modals.indices.contains(elevation) && other.modals.indices.contains(elevation)
        && modals[elevation].id == other.modals[elevation].id
    }
  }

  /// The action that a `nil` write to a presentation binding means: the user dismissed the modal
  /// at `elevation` (a sheet's swipe down, a popover's outside tap), so that modal and everything
  /// above it go.
  ///
  /// `id` is the modal the interface was showing when it wrote; if the state has moved on (the
  /// modal at that elevation is another one, or is already gone because the app dismissed it),
  /// the write is an echo of that change and means no action.
  ///
  /// ```swift
  /// // The setter of the item binding of the sheet at elevation 0, which shows `shownID`:
  /// let setItem = { (modal: Modal<AppDestination>?, shownID: EntryID) in
  ///   if modal == nil, let action = navigator.state.dismissalAction(forModal: shownID, at: 0) { navigator.send(action) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - id: the id of the modal the interface showed at `elevation`.
  ///   - elevation: the modal's elevation, 0 for the first one.
  /// - Returns: `dismiss(to: elevation)` by the person, or `nil` when there is nothing to dismiss.
  package func dismissalAction(forModal id: EntryID, at elevation: Int) -> NavigationAction<D>? {
    guard modals.indices.contains(elevation), modals[elevation].id == id else { return nil }
    return NavigationAction.dismissTo(elevation: elevation).by(.person)
  }
}
