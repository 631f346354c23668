extension Navigator {
  /// Keeps the state a replace is about to replace, to compare with what replaces it.
  @usableFromInline
  func keepReplacedState() {
    replacedState = engine.stateStorage
    keepsReplaced = true
  }

  /// Lets the replaced state go.
  @usableFromInline
  func dropReplacedState() {
    replacedState = nil
    keepsReplaced = false
  }

  /// Checks every stack against the replaced state, by value: a replacing state may give an id
  /// another screen, so prints do not tell. `true` when one changed.
  @usableFromInline
  func checkReplacedStacks() -> Bool {
    guard let replaced = replacedState else { return false }
    let state = engine.stateStorage
    var changed = false
    for key in Set(replaced.stacks.keys).union(state.stacks.keys) where replaced.stack(for: key) != state.stack(for: key) {
      published.stacks[key, default: PublishedParts<D>.StackSlot(print: nil)].print = PublishedParts<D>.StackPrint(state.stacks[key])
      fireStack(key)
      changed = true
    }
    return changed
  }

  /// Checks every modal level against the replaced state, by value. `true` when one changed.
  @usableFromInline
  func checkReplacedModals(_ modals: [Modal<D>]) -> Bool {
    guard let replaced = replacedState?.modals else { return false }
    let levels = Swift.max(modals.count, replaced.count)
    let changedLevels = (0..<levels).filter { level in
      (modals.indices.contains(level) ? modals[level] : nil) != (replaced.indices.contains(level) ? replaced[level] : nil)
    }
    published.modals = modals.map(PublishedParts<D>.ModalPrint.init)
    guard !changedLevels.isEmpty else { return false }
    for level in changedLevels {
      if let path = keyPaths.modalIfRead(level) { fire(path) }
    }
    fire(.modals)
    return true
  }
}
