public import Observation

/// What a navigator last told its observers, in short: enough to tell, after a change, which
/// observed parts changed without keeping a copy of the state (a copy would make the next push
/// copy its stack).
///
/// Entries never change and ids are never reused, so after an action a stack whose count, first
/// and last ids are the same holds the same entries. A replaced state can break that, so after a
/// replace every stack and modal level it held or holds is reported as changed.
@usableFromInline
struct PublishedParts<D: Destination> {
  /// Which stacks a change may have touched.
  @usableFromInline
  enum Scope {
    /// The selected stack before and after, and the sections they belong to (what actions,
    /// environments and customizations can change).
    case selectionAndStacks
    /// Every stack and modal level (a replaced state, a redirect, a new structure, a guard's
    /// re-check): each one held before or after is reported, changed or not.
    case everything
  }

  @usableFromInline
  struct StackPrint: Equatable {
    @usableFromInline var count: Int
    @usableFromInline var first: EntryID
    @usableFromInline var last: EntryID

    @inlinable
    init?(_ stack: [Entry<D>]?) {
      guard let stack, let first = stack.first, let last = stack.last else { return nil }
      self.count = stack.count
      self.first = first.id
      self.last = last.id
    }
  }

  @usableFromInline
  struct ModalPrint: Equatable {
    @usableFromInline var id: EntryID
    @usableFromInline var stack: StackPrint?

    @inlinable
    init(_ modal: Modal<D>) {
      id = modal.id
      stack = StackPrint(modal.stack)
    }
  }

  @usableFromInline var selection: D
  @usableFromInline var previousSelection: D?
  @usableFromInline var stacks: [D: StackPrint] = [:]
  @usableFromInline var modals: [ModalPrint]
  @usableFromInline var alert: AlertState<D>?
  @usableFromInline var nextEntryID: EntryID
  @usableFromInline var pending: PendingNavigation<D>?
  @usableFromInline var environment: LayoutEnvironment
  @usableFromInline var customization: TabCustomization

  init(_ engine: NavigationEngine<D>) {
    let state = engine.stateStorage
    environment = engine.environment
    customization = engine.customization
    pending = engine.pendingNavigation
    selection = state.selection
    previousSelection = state.previousSelection
    for (key, stack) in state.stacks { stacks[key] = StackPrint(stack) }
    modals = state.modals.map(ModalPrint.init)
    alert = state.alert
    nextEntryID = state.nextEntryID
  }
}

extension Navigator {
  /// Tells the observers of each part that changed, and only those (one registrar for the
  /// navigator; one key per stack, per modal level, the selection, the alert and the chrome).
  @inlinable
  func notifyObservers(_ scope: PublishedParts<D>.Scope, structureChanged: Bool = false) {
    let state = engine.stateStorage
    var changed = false
    var chromeChanged = structureChanged
    if state.selection != published.selection || state.previousSelection != published.previousSelection {
      chromeChanged = chromeChanged || state.selection != published.selection
      let old = published.selection
      published.selection = state.selection
      published.previousSelection = state.previousSelection
      fire(keyPaths.selection)
      changed = true
      if scope == .selectionAndStacks {
        changed = checkStack(old) || changed
        changed = checkSection(of: old) || changed
        changed = checkSection(of: state.selection) || changed
      }
    }
    switch scope {
    case .selectionAndStacks:
      changed = checkStack(state.selection) || changed
    case .everything:
      for key in Set(published.stacks.keys).union(state.stacks.keys) {
        published.stacks[key] = PublishedParts<D>.StackPrint(state.stacks[key])
        fire(keyPaths.stack(key))
        changed = true
      }
    }
    changed = checkModals(state.modals, all: scope == .everything) || changed
    if state.alert != published.alert {
      published.alert = state.alert
      fire(keyPaths.alert)
      changed = true
    }
    if state.nextEntryID != published.nextEntryID {
      published.nextEntryID = state.nextEntryID
      changed = true
    }
    // Compared only when one is held: a copy of a hold goes through its value witnesses.
    if engine.pendingNavigation != nil || published.pending != nil, engine.pendingNavigation != published.pending {
      published.pending = engine.pendingNavigation
      fire(keyPaths.pendingNavigation)
    }
    if engine.environment != published.environment || engine.customization != published.customization {
      published.environment = engine.environment
      published.customization = engine.customization
      chromeChanged = true
    }
    if chromeChanged { fire(keyPaths.chrome) }
    if changed { fire(keyPaths.state) }
  }

  @inlinable
  func fire<Value>(_ keyPath: KeyPath<Navigator, Value>) {
    // `willSet` and `didSet` rather than `withMutation` with an empty closure: a closure formed
    // on the main actor is checked for its isolation at run time on every call.
    registrar.willSet(self, keyPath: keyPath)
    registrar.didSet(self, keyPath: keyPath)
  }

  /// Checks one stack; `true` when it changed.
  @inlinable
  func checkStack(_ key: D) -> Bool {
    // One lookup to read and write what was published.
    let old: PublishedParts<D>.StackPrint?
    let print = PublishedParts<D>.StackPrint(engine.stateStorage.stacks[key])
    if let print {
      old = published.stacks.updateValue(print, forKey: key)
    } else {
      guard published.stacks[key] != nil else { return false }
      old = published.stacks.removeValue(forKey: key)
    }
    guard old != print else { return false }
    fire(keyPaths.stack(key))
    return true
  }

  /// Checks the stacks of the section that `tab` belongs to or lands: collapsing and expanding a
  /// section moves screens between its landing and one of its tabs.
  @inlinable
  func checkSection(of tab: D) -> Bool {
    let structure = engine.structure
    guard let section = structure.section(containing: tab) ?? structure.section(landing: tab) else { return false }
    var changed = false
    if let landing = section.landing { changed = checkStack(landing) }
    for child in section.tabs { changed = checkStack(child.destination) || changed }
    return changed
  }

  /// Checks every modal level (or, with `all`, reports each one as changed); `true` when one
  /// changed.
  @inlinable
  func checkModals(_ modals: [Modal<D>], all: Bool) -> Bool {
    let levels = Swift.max(modals.count, published.modals.count)
    var changed = false
    for level in 0..<levels {
      let new = level < modals.count ? PublishedParts<D>.ModalPrint(modals[level]) : nil
      let old = level < published.modals.count ? published.modals[level] : nil
      if all || new != old {
        fire(keyPaths.modal(level))
        changed = true
      }
    }
    guard changed else { return false }
    published.modals = modals.map(PublishedParts<D>.ModalPrint.init)
    fire(keyPaths.modals)
    return true
  }
}
