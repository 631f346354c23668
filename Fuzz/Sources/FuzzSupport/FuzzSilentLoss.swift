package import Waypoint

/// Data a stored snapshot holds that its restoration neither keeps nor reports (D12: never lose
/// data silently), found by comparing what an independent parse of the bytes (``RawJSON``)
/// holds with what was restored and the adjustments reported.
///
/// What is counted does not depend on how the library reads the bytes: every member named
/// `windows` at the top level counts, a repeated key included, and so on down. A restoration
/// that keeps the data, or reports what it dropped, passes, whatever it decides.
package enum FuzzSilentLoss {
  /// The first silent loss, if any: windows the bytes hold that are neither restored nor
  /// reported dropped; and, in each window the bytes name once, entries, modals, the alert, the
  /// previous selection, the search query or the style gone with no adjustment about that window.
  package static func violation<D>(
    _ raw: RawJSON,
    windows: [SessionSnapshot<D>.Window],
    customization: TabCustomization?,
    adjustments: [SessionSnapshot<D>.RestoreOutcome.Adjustment]
  ) -> String? {
    let stored = raw.values("windows").flatMap(\.elements)
    var dropped = 0
    var named: Set<WindowID> = []
    var customizationReported = false
    // A key the bytes repeat is reported with its path: the list of windows, one stored window
    // (by its place in the list), or the customization.
    var windowListReported = false
    var reportedPlaces: Set<Int> = []
    for adjustment in adjustments {
      switch adjustment {
      case let .windowsDropped(_, count, _): dropped += count
      case .customizationDropped, .customizationAdjusted: customizationReported = true
      case let .repeatedKeyIgnored(path):
        if path == "windows" {
          windowListReported = true
        } else if path.hasPrefix("windows["), let place = Int(path.dropFirst(8).prefix { $0.isNumber }) {
          reportedPlaces.insert(place)
        } else if path.hasPrefix("customization") {
          customizationReported = true
        }
      default: if let window = window(of: adjustment) { named.insert(window) }
      }
    }
    if windowListReported { return nil }
    if stored.count != windows.count + dropped {
      let ids = stored.map { $0.values("id").compactMap(\.unsigned) }
      return "the bytes hold \(stored.count) windows (ids \(ids)); \(windows.count) restored, \(dropped) reported dropped"
    }
    let restored = Dictionary(windows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let storedIDs = stored.map { $0.values("id").compactMap(\.unsigned) }
    for (index, element) in stored.enumerated() where !reportedPlaces.contains(index) {
      let ids = storedIDs[index]
      guard let first = ids.first, storedIDs.filter({ $0.contains(first) }).count == 1 else { continue }
      let id = WindowID(first)
      guard let window = restored[id], !named.contains(id) else { continue }
      if Set(ids).count > 1 { return "the window stored with the ids \(ids) was restored as \(id) only" }
      let entries = element.values("stacks").flatMap(\.elements).flatMap { $0.values("entries").flatMap(\.elements) }.count
      let restoredEntries = window.state.stacks.values.reduce(0) { $0 + $1.count }
      if restoredEntries < entries { return "\(id): \(entries) stack entries stored, \(restoredEntries) restored" }
      let modals = element.values("modals").flatMap(\.elements)
      if window.state.modals.count < modals.count { return "\(id): \(modals.count) modals stored, \(window.state.modals.count) restored" }
      let modalEntries = modals.flatMap { $0.values("stack").flatMap(\.elements) }.count
      let restoredModalEntries = window.state.modals.reduce(0) { $0 + $1.stack.count }
      if restoredModalEntries < modalEntries { return "\(id): \(modalEntries) modal entries stored, \(restoredModalEntries) restored" }
      if window.state.alert == nil, element.values("alert").contains(where: \.isObject) { return "\(id): the stored alert is gone" }
      if window.state.marks.isEmpty, element.values("marks").contains(where: { !$0.elements.isEmpty }) {
        return "\(id): the stored marks are gone"
      }
      if window.state.searchQuery.isEmpty, element.values("searchQuery").contains(where: { $0 != .string("") && !$0.isNull }) {
        return "\(id): the stored search query is gone"
      }
      if window.state.previousSelection == nil, element.values("previousSelection").contains(where: { !$0.isNull }) {
        return "\(id): the stored previous selection is gone"
      }
      let styles = element.values("style")
      if styles.contains(.string(Session<D>.WindowStyle.singleScreen.rawValue)) && window.style != .singleScreen
        || styles.contains(.string(Session<D>.WindowStyle.fullRoute.rawValue)) && window.style != .fullRoute
      {
        return "\(id): the stored style \(styles) became \(window.style)"
      }
    }
    if customization == nil, !customizationReported, raw.values("customization").contains(where: \.isObject) {
      return "the stored customization is gone"
    }
    return nil
  }

  /// The window an adjustment is about, if it names one.
  private static func window<D>(of adjustment: SessionSnapshot<D>.RestoreOutcome.Adjustment) -> WindowID? {
    switch adjustment {
    case let .stackDropped(window, _, _), let .stackCut(window, _, _, _, _), let .modalsDropped(window, _, _, _),
      let .modalStackCut(window, _, _, _, _), let .selectionRepaired(window, _, _), let .previousSelectionDropped(window, _),
      let .alertDropped(window, _), let .marksDropped(window, _, _), let .nextEntryIDRepaired(window, _, _),
      let .windowStyleReset(window, _), let .guarded(window, _), let .detentReset(window, _, _),
      let .searchQueryDropped(window, _):
      return window
    case .windowsDropped, .sessionCounterRaised, .customizationDropped, .customizationAdjusted, .repeatedKeyIgnored:
      return nil
    }
  }
}
