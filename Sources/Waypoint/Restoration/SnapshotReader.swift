import Foundation

/// Reads a snapshot's JSON part by part, keeping what it can and recording every adjustment.
/// With a structure, the result is valid for it; without one (strict `Codable` decoding),
/// only the shape and the ids are checked.
struct SnapshotReader<D: Destination> {
  let structure: AppStructure<D>?
  let options: SessionSnapshot<D>.RestoreOptions
  private(set) var adjustments: [SessionSnapshot<D>.RestoreOutcome.Adjustment] = []
  private var schemaVersion = 0
  private var decoded: [JSONValue: Result<D, RestorationError.Issue>] = [:]
  private let decoder = JSONDecoder()
  /// Whether ``read(_:)`` first decodes every destination in one pass
  /// (``OnePassDestinations``); off only to compare with reading them one by one.
  var decodesInOnePass = true
  private var onePass: OnePassDestinations<D>?

  init(structure: AppStructure<D>?, options: SessionSnapshot<D>.RestoreOptions) {
    self.structure = structure
    self.options = options
  }

  private var limits: NavigationLimits { structure?.limits ?? NavigationLimits() }

  mutating func read(_ root: JSONValue) throws(RestorationError) -> SessionSnapshot<D> {
    guard case .object = root else { throw .notASnapshot("the top level is not an object") }
    guard root["format"]?.string == SnapshotFormat.marker else { throw .notASnapshot("no format marker") }
    guard let version = root["version"]?.int else { throw .notASnapshot("no format version") }
    guard version >= 1 else { throw .notASnapshot("format version \(version)") }
    guard version <= SessionSnapshot<D>.currentVersion else {
      throw .unsupportedVersion(found: version, supported: SessionSnapshot<D>.currentVersion)
    }
    guard let windowValues = root["windows"]?.array else { throw .notASnapshot("no list of windows") }
    schemaVersion = root["schema"]?.int ?? 0
    // With a migration, each value is read alone, so the migration runs for exactly the values
    // it always ran for.
    if decodesInOnePass, options.migrateDestination == nil {
      onePass = OnePassDestinations(windows: windowValues, decoder: decoder)
    }
    let customization = readCustomization(root["customization"])
    var windows: [SessionSnapshot<D>.Window] = []
    var windowIDs: Set<WindowID> = []
    var entryIDs: Set<EntryID> = []
    for (index, value) in windowValues.enumerated() {
      guard index < options.maxWindows else {
        adjustments.append(.windowsDropped(index: index, count: windowValues.count - index, reason: .limit(options.maxWindows)))
        break
      }
      guard let raw = value["id"]?.uint64, raw < UInt64.max else {
        let reason: RestorationError.Issue =
          value["id"] == nil ? .missing("the window id") : .undecodable("the window id is not a valid number")
        adjustments.append(.windowsDropped(index: index, count: 1, reason: reason))
        continue
      }
      let id = WindowID(raw)
      guard !windowIDs.contains(id) else {
        adjustments.append(.windowsDropped(index: index, count: 1, reason: .duplicate("the id of \(id)")))
        continue
      }
      let customization = customization ?? TabCustomization()
      if let state = readWindow(value, id: id, index: index, customization: customization, ids: &entryIDs) {
        windowIDs.insert(id)
        windows.append(SessionSnapshot.Window(id: id, state: state, style: readStyle(value["style"], window: id)))
      }
    }
    let nextWindowID = counter(root["nextWindowID"], lowest: windows.map(\.id.next.rawValue).max() ?? 0, name: "nextWindowID")
    let nextEntryID = counter(
      root["nextEntryID"], lowest: windows.map(\.state.nextEntryID.rawValue).max() ?? 0, name: "nextEntryID",
      isValid: { EntryID($0).isIssuable })
    return SessionSnapshot(
      windows: windows,
      nextWindowID: WindowID(nextWindowID),
      nextEntryID: EntryID(nextEntryID),
      customization: customization,
      schemaVersion: schemaVersion)
  }

  /// A session counter: the saved value, raised above every value in use when it is missing or
  /// too low, which is reported.
  /// A saved entry counter inside the range reserved for landing ids is repaired too: it would
  /// otherwise hand out landing ids, or wrap to ids in use.
  private mutating func counter(
    _ value: JSONValue?,
    lowest: UInt64,
    name: String,
    isValid: (UInt64) -> Bool = { _ in true }
  ) -> UInt64 {
    let saved = value?.uint64
    if let saved, saved >= lowest, saved == lowest || isValid(saved) { return saved }
    adjustments.append(.sessionCounterRaised(name, from: saved, to: lowest))
    return lowest
  }

  /// The window's style; an unknown one becomes ``Session/WindowStyle/fullRoute``, which is reported.
  private mutating func readStyle(_ value: JSONValue?, window: WindowID) -> Session<D>.WindowStyle {
    guard let value, value != .null else { return .fullRoute }
    guard let name = value.string, let style = Session<D>.WindowStyle(rawValue: name) else {
      adjustments.append(.windowStyleReset(window: window, reason: .undecodable("unknown window style")))
      return .fullRoute
    }
    return style
  }

  // MARK: - Windows

  /// The saved customization, fitted to the structure.
  private mutating func readCustomization(_ value: JSONValue?) -> TabCustomization? {
    guard let value, value != .null else { return nil }
    let stored: TabCustomization
    do {
      stored = try decoder.decode(TabCustomization.self, from: value.data())
    } catch {
      adjustments.append(.customizationDropped(reason: .undecodable(SnapshotFormat.describe(error))))
      return nil
    }
    guard let structure else { return stored }
    let outcome = stored.validated(against: structure)
    adjustments.append(contentsOf: outcome.adjustments.map { .customizationAdjusted($0) })
    return outcome.customization
  }

  /// Whether `destination` can be the restored selection.
  private func isAvailable(_ destination: D, customization: TabCustomization) -> Bool {
    guard let structure else { return true }
    return structure.isAvailable(destination, customization: customization, environment: options.environment)
  }

  private mutating func readWindow(
    _ value: JSONValue,
    id: WindowID,
    index: Int,
    customization: TabCustomization,
    ids sessionIDs: inout Set<EntryID>
  ) -> NavigationState<D>? {
    // Ids are unique in the whole session (I2); a window that is dropped releases its ids.
    // Reserved landing ids are unique per window (I4), so they are not kept for the next one.
    var ids = sessionIDs
    let slots = onePass?.window(index)
    var visibleChainChanged = false

    // Stacks, keyed by tab.
    var stacks: [D: [Entry<D>]] = [:]
    var seenTabs: Set<D> = []
    var cutTabs: Set<D> = []
    let stackValues = list(value["stacks"])
    if stackValues == nil {
      adjustments.append(.stackDropped(window: id, entries: 0, reason: .undecodable("the stacks are not a list")))
    }
    for (position, stackValue) in (stackValues ?? []).enumerated() {
      let entryCount = stackValue["entries"]?.array?.count ?? 0
      let tab: D
      switch destination(stackValue["tab"], slot: slots?.tabs.element(position) ?? nil) {
      case let .success(value): tab = value
      case let .failure(issue):
        adjustments.append(.stackDropped(window: id, entries: entryCount, reason: issue))
        continue
      }
      if let structure, !structure.isRoot(tab) {
        adjustments.append(.stackDropped(window: id, entries: entryCount, reason: .notATab))
        continue
      }
      guard seenTabs.insert(tab).inserted else {
        adjustments.append(.stackDropped(window: id, entries: entryCount, reason: .duplicate("the stack of \(tab.title)")))
        continue
      }
      let (entries, cut) = readEntries(stackValue["entries"], slots: slots?.entries.element(position), ids: &ids)
      if let cut {
        adjustments.append(.stackCut(window: id, tab: tab, index: cut.index, removed: cut.removed, reason: cut.issue))
        cutTabs.insert(tab)
      }
      stacks[tab] = entries.isEmpty ? nil : entries
    }

    // Modals, lowest first; a modal that cannot be read goes with everything above it.
    var modals: [Modal<D>] = []
    let modalValues = list(value["modals"]) ?? []
    if list(value["modals"]) == nil {
      adjustments.append(.modalsDropped(window: id, elevation: 0, removed: 1, reason: .undecodable("the modals are not a list")))
      visibleChainChanged = true
    }
    modalLoop: for (elevation, modalValue) in modalValues.enumerated() {
      let remaining = modalValues.count - elevation
      guard elevation < limits.maxModalDepth else {
        adjustments.append(.modalsDropped(window: id, elevation: elevation, removed: remaining, reason: .limit(limits.maxModalDepth)))
        visibleChainChanged = true
        break
      }
      switch readModal(modalValue, slot: slots?.modals.element(elevation) ?? nil, ids: &ids) {
      case let .success(modal):
        let (entries, cut) = readEntries(modalValue["stack"], slots: slots?.modalEntries.element(elevation), ids: &ids)
        modals.append(Modal(id: modal.id, destination: modal.destination, style: modal.style, stack: entries))
        guard let cut else { continue modalLoop }
        adjustments.append(
          .modalStackCut(window: id, elevation: elevation, index: cut.index, removed: cut.removed, reason: cut.issue))
        if remaining > 1 {
          adjustments.append(
            .modalsDropped(window: id, elevation: elevation + 1, removed: remaining - 1, reason: .presenterNotRestored))
        }
      case let .failure(issue):
        adjustments.append(.modalsDropped(window: id, elevation: elevation, removed: remaining, reason: issue))
      }
      visibleChainChanged = true
      break modalLoop
    }

    // The selection, repaired as D8 says when it no longer exists.
    var previousSelection: D?
    if let previousValue = value["previousSelection"], previousValue != .null {
      switch destination(previousValue, slot: slots?.previousSelection) {
      case let .success(previous):
        if let structure, !structure.isRoot(previous) {
          adjustments.append(.previousSelectionDropped(window: id, reason: .notATab))
        } else {
          previousSelection = previous
        }
      case let .failure(issue):
        adjustments.append(.previousSelectionDropped(window: id, reason: issue))
      }
    }
    let saved = destination(value["selection"], slot: slots?.selection)
    var selection: D
    var selectionRepaired = false
    if case let .success(value) = saved, isAvailable(value, customization: customization) {
      selection = value
    } else {
      let savedSelection = try? saved.get()
      let repaired =
        previousSelection.flatMap { structure != nil && isAvailable($0, customization: customization) && $0 != savedSelection ? $0 : nil }
        ?? structure?.availableRoots(customization: customization, environment: options.environment).first
        ?? structure?.firstSelectableTab?.destination
      guard let repaired else {
        let reason: RestorationError.Issue =
          if case let .failure(issue) = saved, structure == nil { issue } else { .noSelectableTab }
        adjustments.append(.windowsDropped(index: index, count: 1, reason: reason))
        return nil
      }
      adjustments.append(.selectionRepaired(window: id, from: savedSelection, to: repaired))
      selection = repaired
      previousSelection = nil
      selectionRepaired = true
      visibleChainChanged = true
    }
    // Modal 0 was presented from the saved tab's top screen: it goes when that screen is gone.
    if (selectionRepaired || cutTabs.contains(selection)) && !modals.isEmpty {
      adjustments.append(.modalsDropped(window: id, elevation: 0, removed: modals.count, reason: .presenterNotRestored))
      modals.removeAll()
    }
    if cutTabs.contains(selection) { visibleChainChanged = true }

    var state = NavigationState(selection: selection)
    state.previousSelection = previousSelection
    state.stacks = stacks
    state.modals = modals
    state.alert = readAlert(value["alert"], window: id, visibleChainChanged: visibleChainChanged)
    state.nextEntryID = nextEntryID(value["nextEntryID"], state: state, window: id)
    guard let allowed = guarded(state, window: id, index: index) else { return nil }
    sessionIDs.formUnion(allowed.issuedIDs)
    return allowed
  }

  private mutating func readModal(_ value: JSONValue, slot: Int?, ids: inout Set<EntryID>) -> Result<Modal<D>, RestorationError.Issue> {
    guard case .object = value else { return .failure(.undecodable("not an object")) }
    let id: EntryID
    switch entryID(value["id"]) {
    case let .success(value): id = value
    case let .failure(issue): return .failure(issue)
    }
    guard !ids.contains(id) else { return .failure(.duplicateID(id)) }
    let destination: D
    switch self.destination(value["destination"], slot: slot) {
    case let .success(value): destination = value
    case let .failure(issue): return .failure(issue)
    }
    guard let styleValue = value["style"] else { return .failure(.missing("the style")) }
    let style: ModalStyle
    do {
      style = try decoder.decode(ModalStyle.self, from: styleValue.data())
    } catch {
      return .failure(.undecodable("style: \(SnapshotFormat.describe(error))"))
    }
    ids.insert(id)
    return .success(Modal(id: id, destination: destination, style: style))
  }

  private typealias Cut = (index: Int, removed: Int, issue: RestorationError.Issue)

  /// The entries of a saved stack up to the first one that cannot be read.
  private mutating func readEntries(_ value: JSONValue?, slots: [Int?]?, ids: inout Set<EntryID>) -> ([Entry<D>], Cut?) {
    guard let value, value != .null else { return ([], nil) }
    guard let items = value.array else { return ([], (0, 1, .undecodable("not a list"))) }
    var entries: [Entry<D>] = []
    for (index, item) in items.enumerated() {
      let removed = items.count - index
      guard index < limits.maxStackDepth else { return (entries, (index, removed, .limit(limits.maxStackDepth))) }
      guard case .object = item else { return (entries, (index, removed, .undecodable("not an object"))) }
      let id: EntryID
      switch entryID(item["id"]) {
      case let .success(value): id = value
      case let .failure(issue): return (entries, (index, removed, issue))
      }
      guard !ids.contains(id) else { return (entries, (index, removed, .duplicateID(id))) }
      switch destination(item["destination"], slot: slots?.element(index) ?? nil) {
      case let .success(destination):
        ids.insert(id)
        entries.append(Entry(id: id, destination: destination))
      case let .failure(issue):
        return (entries, (index, removed, issue))
      }
    }
    return (entries, nil)
  }

  private mutating func readAlert(_ value: JSONValue?, window: WindowID, visibleChainChanged: Bool) -> AlertState<D>? {
    guard let value, value != .null else { return nil }
    guard !visibleChainChanged else {
      adjustments.append(.alertDropped(window: window, reason: .presenterNotRestored))
      return nil
    }
    do {
      return try decoder.decode(AlertState<D>.self, from: value.data())
    } catch {
      adjustments.append(.alertDropped(window: window, reason: .undecodable(SnapshotFormat.describe(error))))
      return nil
    }
  }

  /// The saved next id, raised above every restored id when it is missing or too low.
  /// Reserved landing ids are not issued by the counter and do not raise it.
  private mutating func nextEntryID(_ value: JSONValue?, state: NavigationState<D>, window: WindowID) -> EntryID {
    let lowest = state.issuedIDs.max().map(\.next) ?? 0
    let saved = value?.uint64.map { EntryID($0) }
    if let saved, saved >= lowest, saved == lowest || saved.isIssuable { return saved }
    adjustments.append(.nextEntryIDRepaired(window: window, from: saved, to: lowest))
    return lowest
  }

  /// Removes what the guard refuses from a restored state. A window where the guard allows
  /// no tab at all is dropped.
  private mutating func guarded(_ state: NavigationState<D>, window: WindowID, index: Int) -> NavigationState<D>? {
    guard let structure, !options.policy.allowsEverything else { return state }
    switch state.removingRefused(by: options.policy, in: structure, environment: options.environment) {
    case let .success(outcome):
      if outcome.state != state { adjustments.append(.guarded(window: window, events: outcome.events)) }
      return outcome.state
    case let .failure(error):
      let reason: DenialReason =
        if case let .denied(_, reason) = error { reason } else { DenialReason(code: error.code, message: error.description) }
      adjustments.append(.windowsDropped(index: index, count: 1, reason: .refusedByGuard(reason)))
      return nil
    }
  }

  // MARK: - Values

  /// The elements of a saved list: empty when it is missing, `nil` when it is not a list.
  private func list(_ value: JSONValue?) -> [JSONValue]? {
    guard let value, value != .null else { return [] }
    return value.array
  }

  private func entryID(_ value: JSONValue?) -> Result<EntryID, RestorationError.Issue> {
    guard let value else { return .failure(.missing("the id")) }
    guard let raw = value.uint64, raw < UInt64.max else { return .failure(.undecodable("the id is not a valid number")) }
    return .success(EntryID(raw))
  }

  /// The destination in `slot` of the one-pass decoding, else `value` decoded alone.
  private mutating func destination(_ value: JSONValue?, slot: Int?) -> Result<D, RestorationError.Issue> {
    if let known = onePass?.destination(slot) { return .success(known) }
    return destination(value)
  }

  /// Decodes one destination, after the app's migration; each distinct value is decoded once.
  mutating func destination(_ value: JSONValue?) -> Result<D, RestorationError.Issue> {
    guard let value, value != .null else { return .failure(.missing("the destination")) }
    if let known = decoded[value] { return known }
    let result: Result<D, RestorationError.Issue>
    do {
      var data = value.data()
      if let migrate = options.migrateDestination {
        guard let migrated = migrate(data, schemaVersion) else {
          decoded[value] = .failure(.undecodable("the migration dropped it"))
          return .failure(.undecodable("the migration dropped it"))
        }
        data = migrated
      }
      result = .success(try decoder.decode(D.self, from: data))
    } catch {
      result = .failure(.undecodable(SnapshotFormat.describe(error)))
    }
    decoded[value] = result
    return result
  }
}
