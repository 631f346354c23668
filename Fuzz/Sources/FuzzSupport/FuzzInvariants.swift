import Foundation
package import Waypoint

/// What the engine must never leave, checked after every step of a fuzz target.
package enum FuzzInvariants {
  /// The first broken invariant of the engine's live state, if any: the state valid (I1, I2),
  /// its selection drawn, its ids unique, and the tab rules kept in its layout (I8).
  package static func violation<D>(of engine: NavigationEngine<D>) -> String? {
    let state = engine.state
    let problems = state.problems(in: engine.structure)
    if !problems.isEmpty { return "invalid state: \(problems)" }
    let drawn = engine.structure.isAvailable(state.selection, customization: engine.customization, environment: engine.environment)
    if !drawn { return "the selection \(state.selection) is not drawn" }
    var seen: Set<EntryID> = []
    for id in state.allIDs where !id.isReserved {
      if !seen.insert(id).inserted { return "the id \(id) appears twice" }
    }
    // I14: a question held before leaving is on screen, or was just closed and may still be
    // answered.
    if let question = engine.pendingNavigation?.confirmation, state.alert != question, engine.closedAlert != question {
      return "a question is held without its alert"
    }
    return tabRuleViolation(in: engine.layout, of: engine.structure)
  }

  /// The first break of I8 in a layout, if any, in every region that shows tabs: the tab bar,
  /// its More list, the sidebar and the visionOS ornament. A fixed tab is never hidden or put
  /// under More, a pinned tab stays at the trailing edge of the tab bar, and a sidebar-only tab
  /// is never in a tab bar (the ornament's included, unless `FUZZ_SKIP` names N8).
  package static func tabRuleViolation<D>(in layout: NavigationLayout<D>, of structure: AppStructure<D>) -> String? {
    let presentation = layout.presentation
    if presentation == .single { return nil }
    let placements = Dictionary(
      structure.allTabs.map { ($0.id, $0.placement.resolved(isRootLevel: true)) }, uniquingKeysWith: { first, _ in first })
    let place = "in the \(presentation) layout (\(layout.environment.idiom))"
    if let bar = layout.tabBar, presentation != .ornament || !FuzzSkip.has("N8") {
      for item in bar.items + bar.more where !item.isSection && placements[item.id] == .sidebarOnly {
        return "the sidebar-only tab \(item.id) is in the tab bar \(place)"
      }
      for item in bar.more where !item.isSection {
        if let placement = placements[item.id], placement == .fixed || placement == .pinned {
          return "the \(placement) tab \(item.id) is under More \(place)"
        }
      }
      let isPinned = bar.items.map { !$0.isSection && placements[$0.id] == .pinned }
      if let first = isPinned.firstIndex(of: true), isPinned[first...].contains(false) {
        return "a pinned tab is not at the trailing edge of the tab bar \(place): \(bar.items.map(\.id))"
      }
    }
    // Fixed tabs: in the tab bar itself where it shows them, else in the sidebar.
    let barIDs = Set(layout.tabBar?.items.map(\.id) ?? [])
    let sidebarIDs = Set((layout.sidebar?.tabs ?? []).map(\.id) + (layout.sidebar?.sections.flatMap(\.items) ?? []).map(\.id))
    let collapsed = layout.environment.collapsesSections
    for item in structure.content {
      switch item {
      case let .tab(tab) where !tab.isHidden && placements[tab.id] == .fixed:
        let shown = presentation == .sidebar ? sidebarIDs.contains(tab.id) : barIDs.contains(tab.id)
        if !shown { return "the fixed tab \(tab.id) is hidden \(place)" }
      case let .section(section):
        for tab in section.tabs where !tab.isHidden && placements[tab.id] == .fixed {
          if collapsed && section.landing != nil { continue }  // the section's one item stands for it
          let shown = presentation == .tabBar ? barIDs.contains(tab.id) : sidebarIDs.contains(tab.id)
          if !shown { return "the fixed tab \(tab.id) of \(section.id) is hidden \(place)" }
        }
      default: break
      }
    }
    return nil
  }

  /// The first broken invariant across the windows of a session, if any: window ids unique and
  /// listed once in the session's snapshot, every window valid (as an engine), entry ids unique
  /// across windows (I2, I11), and windows that share a structure sharing one customization.
  @MainActor
  package static func violation<D>(of session: SessionNavigator<D>) -> String? {
    let ids = session.windowIDs
    if Set(ids).count != ids.count { return "window ids repeat: \(ids)" }
    if session.session.windows.map(\.id) != ids { return "the session lists \(session.session.windows.map(\.id)), the navigator \(ids)" }
    var owners: [EntryID: WindowID] = [:]
    var customizations: [[AppStructure<D>.Content]: TabCustomization] = [:]
    for id in ids {
      guard let navigator = session.navigator(for: id) else { return "\(id) is listed but has no navigator" }
      if let problem = violation(of: navigator.engine) { return "\(id): \(problem)" }
      for entry in navigator.state.allIDs where !entry.isReserved {
        if let other = owners.updateValue(id, forKey: entry), other != id { return "the id \(entry) is in \(other) and \(id)" }
      }
      let content = navigator.structure.content
      if let shared = customizations[content], shared != navigator.customization {
        return "windows with one structure disagree on the customization: \(shared) vs \(navigator.customization) in \(id)"
      }
      customizations[content] = navigator.customization
    }
    return nil
  }
}

/// Stops the fuzzer with a message: libFuzzer records the input that reached it.
package func trap(_ message: String) -> Never {
  // On stderr, unbuffered: stdout, when it is a file, would be lost with the process.
  FileHandle.standardError.write(Data("FUZZ FAILURE: \(message)\n".utf8))
  fatalError(message)
}

/// A value as text for a failure's list of steps, without module prefixes and generic
/// arguments.
package func brief(_ value: Any) -> String {
  var text = String(describing: value)
  for noise in ["WaypointExamples.", "Waypoint.", "<ShapesDestination>", "<SocialDestination>", "<MediaDestination>"] {
    text = text.replacingOccurrences(of: noise, with: "")
  }
  return text
}
