public import Observation

/// What a navigator last told its observers, in short: enough to tell, after a change, which
/// observed parts changed without keeping a copy of the state (a copy would make the next push
/// copy its stack).
///
/// Entries never change and ids are never reused, so after an action a stack whose count, first
/// and last ids are the same holds the same entries. A replaced state can break that, so a
/// replace is compared by value with the state it replaced (kept only for it), and a replace that
/// arrives another way (an alert's button, a lookup's answer) reports every stack and modal level.
@usableFromInline
struct PublishedParts<D: Destination> {
  /// Which stacks a change may have touched.
  @usableFromInline
  enum Scope {
    /// The selected stack before and after, and the sections they belong to (what actions,
    /// environments and customizations can change).
    case selectionAndStacks
    /// Every stack and modal level, each checked (a new structure, which keeps the entries of the
    /// tabs it keeps and drops the others).
    case everyStack
    /// Every stack and modal level, each compared with the state a replace replaced (a replace
    /// can give an id another screen, so prints do not tell).
    case replacing
    /// Every stack and modal level (a state replaced without the one it replaced at hand): each
    /// one held before or after is reported, changed or not.
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

  /// What is kept of a stack: its print, and the key path its readers observe it under once one
  /// was read (in one table, so a change looks the stack up once).
  @usableFromInline
  struct StackSlot {
    @usableFromInline var print: StackPrint?
    @usableFromInline var path: KeyPath<Navigator<D>, [Entry<D>]>?

    @inlinable
    init(print: StackPrint?, path: KeyPath<Navigator<D>, [Entry<D>]>? = nil) {
      self.print = print
      self.path = path
    }
  }

  @usableFromInline
  struct ModalPrint: Equatable {
    @usableFromInline var id: EntryID
    @usableFromInline var stack: StackPrint?
    /// The fields of a modal that change in place: where it rests, and who called it (a stack
    /// edit that removes its caller hands it to the screen below).
    @usableFromInline var detent: ModalStyle.Detent?
    @usableFromInline var caller: NavigationState<D>.Caller

    @inlinable
    init(_ modal: Modal<D>) {
      id = modal.id
      stack = StackPrint(modal.stack)
      detent = modal.selectedDetent
      caller = modal.caller
    }
  }

  @usableFromInline var selection: D
  @usableFromInline var previousSelection: D?
  @usableFromInline var stacks: [D: StackSlot] = [:]
  @usableFromInline var modals: [ModalPrint]
  /// The state's alert and marks.
  @usableFromInline var extras: NavigationState<D>.Extras?
  @usableFromInline var nextEntryID: EntryID
  @usableFromInline var pending: PendingNavigation<D>?
  @usableFromInline var environment: LayoutEnvironment
  @usableFromInline var customization: TabCustomization
  @usableFromInline var structure: AppStructure<D>
  /// The engine's count of changes of the structure, the environment and the customization.
  @usableFromInline var settingsRevision: UInt64
  /// The engine's count of moves between a section's landing and its tabs.
  @usableFromInline var sectionMoves: UInt64
  /// Whether the selected stack hides the tab bar.
  @usableFromInline var tabBarHidden: Bool
  /// What the chrome draws, made when a selection first moves after the chrome changed.
  @usableFromInline var drawn: DrawnRows<D>?
  /// Whether the app shows its bottom accessory, and the accessory the layout draws.
  @usableFromInline var accessoryShown: Bool
  @usableFromInline var accessoryDrawn: AppStructure<D>.BottomAccessory?

  init(_ engine: NavigationEngine<D>) {
    let state = engine.stateStorage
    environment = engine.environment
    customization = engine.customization
    structure = engine.structure
    settingsRevision = engine.settingsRevision
    sectionMoves = engine.sectionMoves
    tabBarHidden = engine.structure.hidesTabBar(over: state.selectedStack)
    accessoryShown = engine.isBottomAccessoryShown
    accessoryDrawn = engine.drawnBottomAccessory
    pending = engine.pendingNavigation
    selection = state.selection
    previousSelection = state.previousSelection
    for (key, stack) in state.stacks { stacks[key] = StackSlot(print: StackPrint(stack)) }
    modals = state.modals.map(ModalPrint.init)
    extras = state.extras
    nextEntryID = state.nextEntryID
  }
}

extension Navigator {
  /// Tells the observers of each part that changed, and only those (one registrar for the
  /// navigator; one key per stack, per modal level, the selection, the alert, the tab bar's and
  /// the sidebar's rows, the structure, the environment and the customization).
  @inlinable
  func notifyObservers(_ scope: PublishedParts<D>.Scope) {
    // The parts compared, read in one access: a copy of the whole state here went through its
    // value witnesses on every push.
    let state = engine.stateStorage.observedParts
    var changed = false
    let oldSelection = published.selection
    let selectionChanged = state.selection != oldSelection
    if selectionChanged || state.previousSelection != published.previousSelection {
      published.selection = state.selection
      published.previousSelection = state.previousSelection
      if selectionChanged { fire(.selection) }
      changed = true
      if scope == .selectionAndStacks { changed = checkStack(oldSelection) || changed }
    }
    // Screens move between a section's landing and its tabs only where the engine collapsed or
    // expanded a section's form (a change of layout, or a tab of a section left collapsed chosen).
    if engine.sectionMoves != published.sectionMoves {
      published.sectionMoves = engine.sectionMoves
      if scope == .selectionAndStacks { changed = checkSections() || changed }
    }
    var selectedStackChanged = selectionChanged
    switch scope {
    case .selectionAndStacks:
      if checkStack(state.selection) {
        selectedStackChanged = true
        changed = true
      }
    case .everyStack:
      for key in Set(published.stacks.keys).union(engine.stateStorage.stacks.keys) where checkStack(key) {
        changed = true
      }
      selectedStackChanged = true
    case .replacing:
      changed = checkReplacedStacks() || changed
      selectedStackChanged = true
    case .everything:
      for key in Set(published.stacks.keys).union(engine.stateStorage.stacks.keys) {
        let print = PublishedParts<D>.StackPrint(engine.stateStorage.stacks[key])
        // A stack that was and is empty is the same; one read but never pushed has a slot.
        guard print != nil || published.stacks[key]?.print != nil else { continue }
        published.stacks[key, default: PublishedParts<D>.StackSlot(print: nil)].print = print
        fireStack(key)
        changed = true
      }
      selectedStackChanged = true
    }
    changed = checkModals(state.modals, all: scope == .everything) || changed
    // The alert, the marks and the search query, boxed together: compared only when the box
    // changed.
    if state.extras !== published.extras {
      let alertChanged = state.extras?.alert != published.extras?.alert
      let queryChanged = state.extras?.searchQuery ?? "" != published.extras?.searchQuery ?? ""
      changed = changed || alertChanged || queryChanged || state.extras?.marks ?? [:] != published.extras?.marks ?? [:]
      // What was published is written before anyone is told, here and below.
      published.extras = state.extras
      if alertChanged { fire(.alert) }
      if queryChanged { fire(.searchQuery) }
    }
    if state.nextEntryID != published.nextEntryID {
      published.nextEntryID = state.nextEntryID
      changed = true
    }
    // Compared only when one is held: a copy of a hold goes through its value witnesses.
    if engine.pendingNavigation != nil || published.pending != nil, engine.pendingNavigation != published.pending {
      published.pending = engine.pendingNavigation
      fire(.pendingNavigation)
    }
    if engine.settingsRevision != published.settingsRevision {
      notifySettings(from: oldSelection)
    } else {
      if selectionChanged { notifyRows(from: oldSelection, to: state.selection) }
      if selectedStackChanged && engine.structure.declaresTabBarHiding { notifyTabBarHiding() }
    }
    if changed {
      stateRevisionStorage &+= 1
      fire(.state)
    }
  }

  /// Tells the observers of `part`, if it was ever read.
  @inlinable
  func fire(_ part: ObservedKeyPaths<D>.Part) {
    if let path = keyPaths.pathIfRead(part) { fire(path) }
  }

  /// Tells the observers of `tab`'s stack, if it was ever read.
  @inlinable
  func fireStack(_ tab: D) {
    if let path = published.stacks[tab]?.path {
      fire(path)
    } else if keyPaths.dropsStackPaths {
      fire(ObservedKeyPaths<D>.makeStackPath(tab))
    }
  }

  /// The key path `tab`'s stack is observed under, kept beside its print (up to
  /// ``ObservedKeyPaths/cachedStacks`` of them).
  @inlinable
  func stackPath(_ tab: D) -> KeyPath<Navigator, [Entry<D>]> {
    if let path = published.stacks[tab]?.path { return path }
    return makeStackPath(tab)
  }

  @usableFromInline
  func makeStackPath(_ tab: D) -> KeyPath<Navigator, [Entry<D>]> {
    let path = ObservedKeyPaths<D>.makeStackPath(tab)
    guard !keyPaths.dropsStackPaths else { return path }
    keyPaths.cachedStackCount += 1
    published.stacks[tab, default: PublishedParts<D>.StackSlot(print: nil)].path = path
    return path
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
    let print = PublishedParts<D>.StackPrint(engine.stateStorage.stacks[key])
    // One lookup for the print and the key path, both changed in place.
    guard let index = published.stacks.index(forKey: key) else {
      guard let print else { return false }
      published.stacks[key] = PublishedParts<D>.StackSlot(print: print)
      if keyPaths.dropsStackPaths { fire(ObservedKeyPaths<D>.makeStackPath(key)) }
      return true
    }
    guard published.stacks.values[index].print != print else { return false }
    published.stacks.values[index].print = print
    if let path = published.stacks.values[index].path {
      fire(path)
    } else if keyPaths.dropsStackPaths {
      fire(ObservedKeyPaths<D>.makeStackPath(key))
    }
    return true
  }

  /// Checks the stacks of every section with a landing screen, after the engine moved screens
  /// between a landing and one of its tabs (rare: only after a change of layout). Every move
  /// changes the landing's stack (ids are never reused, so its print changes too), so a section's
  /// tabs are checked only when its landing's stack changed.
  @usableFromInline
  func checkSections() -> Bool {
    let structure = engine.structure
    var changed = false
    // Each section through its index: a copy of a section copies its tabs.
    for index in structure.sections.indices {
      guard let landing = structure.sections[index].landing, checkStack(landing) else { continue }
      for child in structure.sections[index].tabs { _ = checkStack(child.destination) }
      changed = true
    }
    return changed
  }

  /// Checks every modal level (or, with `all`, reports each one as changed; after a replace,
  /// compares each with the replaced state's); `true` when one changed.
  @inlinable
  func checkModals(_ modals: [Modal<D>], all: Bool) -> Bool {
    if keepsReplaced { return checkReplacedModals(modals) }
    // The prints are changed in place, in a buffer taken out of the published parts so that it
    // is not shared (a new array per present or dismiss cost an allocation and a release). The
    // levels that changed are kept as bits, and above 64 levels in a list, and told once all are
    // written: what was published is written before anyone is told.
    let levels = Swift.max(modals.count, published.modals.count)
    // Most changes (a push, a pop) leave every level as it was: found without writing anything.
    var unchanged = 0
    if !all {
      while unchanged < levels,
        (unchanged < modals.count ? PublishedParts<D>.ModalPrint(modals[unchanged]) : nil)
          == (unchanged < published.modals.count ? published.modals[unchanged] : nil)
      {
        unchanged += 1
      }
    }
    guard unchanged < levels else { return false }
    var prints = published.modals
    published.modals = []
    var changedBits: UInt64 = 0
    var changedHigh: [Int] = []
    for level in unchanged..<levels {
      let print = level < modals.count ? PublishedParts<D>.ModalPrint(modals[level]) : nil
      guard all || print != (level < prints.count ? prints[level] : nil) else { continue }
      if level < UInt64.bitWidth { changedBits |= 1 << UInt64(level) } else { changedHigh.append(level) }
      guard let print else { continue }
      if level < prints.count { prints[level] = print } else { prints.append(print) }
    }
    if prints.count > modals.count { prints.removeLast(prints.count - modals.count) }
    published.modals = prints
    // A level nobody read has nobody to tell (the registrar takes a lock to find that out).
    while changedBits != 0 {
      let level = changedBits.trailingZeroBitCount
      changedBits &= changedBits - 1
      if let path = keyPaths.modalIfRead(level) { fire(path) }
    }
    for level in changedHigh {
      if let path = keyPaths.modalIfRead(level) { fire(path) }
    }
    fire(.modals)
    return true
  }
}
