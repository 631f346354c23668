extension NavigationState {
  /// The action for the "back" command (Command-[ on a keyboard): pop one screen from the stack
  /// the user sees, or `nil` when that stack is already at its root.
  ///
  /// ```swift
  /// if let action = navigator.state.backAction { navigator.send(action) }
  /// ```
  package var backAction: NavigationAction<D>? {
    visibleStack.isEmpty ? nil : .pop(1)
  }

  /// The action for the "cancel" command (Escape): dismiss the top modal; `nil` when nothing is
  /// presented, or when only the app dismisses the top modal
  /// (``ModalStyle/interactiveDismissDisabled(_:)``). (An alert handles Escape itself, through
  /// its cancel button.)
  ///
  /// ```swift
  /// if let action = navigator.state.escapeAction { navigator.send(action) }
  /// ```
  package var escapeAction: NavigationAction<D>? {
    guard let top = modals.last, !top.style.isInteractiveDismissDisabled else { return nil }
    return .dismissTo(elevation: modals.count - 1)
  }
}

extension AppStructure {
  /// The tabs that Command-1 … Command-9 select, in declaration order: the first nine tabs that
  /// can be selected (visible, enabled, not intercepting).
  ///
  /// ```swift
  /// for (index, tab) in structure.keyboardShortcutTabs.enumerated() {
  ///   print("⌘\(index + 1): \(tab.title)")
  /// }
  /// ```
  package var keyboardShortcutTabs: [AppTab<D>] {
    Array(allTabs.filter { isSelectable($0.destination) }.prefix(9))
  }
}
