extension NavigationState {
  @inlinable
  mutating func present(
    _ destination: D,
    style: ModalStyle,
    limits: NavigationLimits,
    events: inout [NavigationEvent<D>]
  ) throws(NavigationError<D>) {
    // A double tap or a repeated deep link does not stack a second copy of the top modal.
    if let top = modals.last, top.destination == destination, top.style == style {
      events.append(.alreadyPresented(top))
      return
    }
    guard modals.count < limits.maxModalDepth else {
      throw .modalDepthExceeded(limit: limits.maxModalDepth)
    }
    guard nextEntryID.isIssuable else { throw .entryIDsExhausted }
    let modal = Modal(id: issueEntryID(), destination: destination, style: style)
    modals.append(modal)
    events.append(.presented(modal))
  }

  /// Dismisses the modal at `elevation` and everything above it. With nothing there,
  /// changes nothing and, unless told otherwise, says so.
  @inlinable
  mutating func dismiss(
    from elevation: Int,
    events: inout [NavigationEvent<D>],
    reportNothing: Bool = true,
    cause: NavigationAction<D>.Cause = .app
  ) {
    guard elevation >= 0, elevation < modals.count else {
      if reportNothing { events.append(.nothingToDismiss) }
      return
    }
    // Moved out, not copied: a modal is copied through its value witnesses (Benchmarks/).
    var removed: [Modal<D>]
    if elevation == 0 {
      removed = modals
      modals = []
    } else {
      removed = []
      removed.reserveCapacity(modals.count - elevation)
      while modals.count > elevation { removed.append(modals.removeLast()) }
      removed.reverse()
    }
    events.append(.dismissed(removed, cause: cause))
  }

  @usableFromInline
  mutating func chooseAlertButton(
    _ id: String,
    in structure: AppStructure<D>,
    events: inout [NavigationEvent<D>],
    depth: Int
  ) throws(NavigationError<D>) {
    guard let alert else { throw .noAlert }
    guard let button = alert.buttons.first(where: { $0.id == id }) else {
      throw .alertButtonNotFound(id)
    }
    let over = topScreen
    var copy = self
    copy.alert = nil
    var caused: [NavigationEvent<D>] = [.alertDismissed(buttonID: id)]
    if let action = button.action {
      try copy.reduce(action, in: structure, events: &caused, depth: depth + 1)
    }
    copy.deliverAnswer(of: button, over: over, events: &caused)
    self = copy
    events.append(contentsOf: caused)
  }
}
