extension StoredList {
  /// A list of values that were all read, cut at `limit`.
  init(values: [Element], limit: Int = .max) {
    count = values.count
    elements = Array(values.prefix(Swift.max(limit, 0)))
    if values.count > elements.count { cut = Cut(index: elements.count, issue: .limit(limit)) }
  }
}

extension StoredSnapshot {
  /// A session given as values, in the form ``SnapshotReader`` checks, so that a session handed to
  /// a ``SessionNavigator`` is made valid by exactly the rules restoration follows.
  init(session: Session<D>, customization: TabCustomization, limits: NavigationLimits, maxWindows: Int) {
    schemaVersion = 0
    windows = StoredList(values: session.windows.map { .success(StoredWindow(window: $0, limits: limits)) }, limit: maxWindows)
    nextWindowID = session.nextWindowID.rawValue
    nextEntryID = session.nextEntryID.rawValue
    self.customization = .success(customization)
  }
}

extension StoredWindow {
  /// A window given as a value, every part read.
  init(window: Session<D>.Window, limits: NavigationLimits) {
    let state = window.state
    id = window.id
    style = .success(window.style.rawValue)
    selection = .success(state.selection)
    previousSelection = state.previousSelection.map { .success($0) }
    // Stacks in a stable order, so that which of two clashing ids is kept does not depend on
    // the dictionary's order.
    stacks = StoredList(
      values: state.stacks.sorted { "\($0.key)" < "\($1.key)" }.map { key, entries in
        StoredStack(tab: .success(key), entries: StoredList(values: entries.map(StoredEntry.init), limit: limits.maxStackDepth))
      })
    modals = StoredList(
      values: state.modals.map { modal in
        StoredModal(
          id: modal.id, destination: .success(modal.destination), style: .success(modal.style),
          stack: StoredList(values: modal.stack.map(StoredEntry.init), limit: limits.maxStackDepth), caller: modal.caller,
          detent: modal.selectedDetent.map { .success($0) })
      }, limit: limits.maxModalDepth)
    alert = state.alert.map { .success($0) }
    nextEntryID = state.nextEntryID.rawValue
    marks = state.marks.isEmpty ? nil : .success(state.marks)
    searchQuery = state.searchQuery.isEmpty ? nil : .success(state.searchQuery)
  }
}

extension StoredEntry {
  init(_ entry: Entry<D>) {
    self.init(id: entry.id, destination: .success(entry.destination), caller: entry.caller)
  }
}

extension StoredStack {
  init(tab: Result<D, RestorationError.Issue>, entries: StoredList<StoredEntry<D>>) {
    self.tab = tab
    self.entries = entries
  }
}
