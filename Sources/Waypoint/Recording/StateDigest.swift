internal import Foundation

/// Short, stable fingerprints of what a recording compares: the same value gives the same text
/// in every process and on every platform (Swift's own hashing is seeded per process).
enum StateDigest {
  /// 64-bit FNV-1a of `bytes`, as 16 hexadecimal digits.
  static func fnv1a<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The digest of what a step leaves: the state (as a snapshot writes it, keys sorted) and what
  /// the guard holds back. The alert memory (the alert the system closed last, the close a tapped
  /// button owes) is left out: it shows in the state or the events of the next step.
  static func digest<D>(of engine: NavigationEngine<D>) -> String {
    var bytes = (try? SessionSnapshot(state: engine.state).jsonData()) ?? Data()
    bytes.append(contentsOf: Array(holdText(engine).utf8))
    return fnv1a(bytes)
  }

  /// The held navigation in a few stable words: its kind, what it waits for and the lookup
  /// counter.
  private static func holdText<D>(_ engine: NavigationEngine<D>) -> String {
    let hold: String =
      switch engine.pendingNavigation?.hold {
      case nil: "none"
      case let .redirect(from, to, screen)?: "redirect \(from) \(to) \(screen.map(\.description) ?? "tab")"
      case let .confirmation(alert)?: "confirmation \(alert.buttons.map(\.id))"
      case let .resolution(destination, token)?: "resolution \(destination) \(token.map(String.init) ?? "new")"
      }
    return "|hold \(hold)|lookups \(engine.lookupCounter)"
  }

  /// The state's shape without its destinations, which a redaction may have changed: the
  /// selected tab's position, each stack's and modal's ids and styles, the alert's buttons and the
  /// id counter.
  static func shape<D>(of state: NavigationState<D>, in structure: AppStructure<D>) -> String {
    let tabs = structure.allTabs.map(\.destination)
    func position(_ destination: D) -> String {
      if let index = tabs.firstIndex(of: destination) { return "t\(index)" }
      if let index = structure.sections.firstIndex(where: { $0.landing == destination }) { return "s\(index)" }
      return "?"
    }
    var text = "sel \(position(state.selection))"
    let stacks = state.stacks.filter { !$0.value.isEmpty }.map { (position($0.key), $0.value.map(\.id.rawValue)) }
    for (tab, ids) in stacks.sorted(by: { $0.0 < $1.0 }) { text += "|\(tab) \(ids)" }
    for modal in state.modals { text += "|m\(modal.id.rawValue) \(modal.style) \(modal.stack.map(\.id.rawValue))" }
    if let alert = state.alert { text += "|alert \(alert.kind) \(alert.buttons.map(\.id))" }
    text += "|next \(state.nextEntryID.rawValue)"
    return fnv1a(Array(text.utf8))
  }

  /// The structure's fingerprint: what the engine decides with, in a stable text. Each tab's
  /// id, destination, placement, role, behaviour, leave and re-select policies (the latter only
  /// when not the default, so recordings made before it existed still match), whether it is enabled or hidden
  /// and how it may be customized; each section's id, landing screen, default child and tabs;
  /// the limits. Badges and titles, which decide nothing, are left out, so that a recording
  /// replays against the structure with today's badges; so is the origin function, which cannot
  /// be compared.
  static func fingerprint<D>(of structure: AppStructure<D>) -> String {
    func tab(_ tab: AppTab<D>) -> String {
      "tab \(tab.id) \(tab.destination) \(tab.placement) \(tab.role) \(tab.behavior) \(tab.leavePolicy) "
        + "\(tab.isEnabled) \(tab.isHidden) \(tab.sidebarCustomization) \(tab.tabBarCustomization)"
        + (tab.reselectPolicy == .popToRoot ? "" : " reselect \(tab.reselectPolicy)")
    }
    var text = "\(structure.limits)"
    for item in structure.content {
      switch item {
      case let .tab(loose): text += "|" + tab(loose)
      case let .section(section):
        text += "|section \(section.id) \(section.landing.map { "\($0)" } ?? "-") \(section.defaultChildID ?? "-")"
        for child in section.tabs { text += "|" + tab(child) }
      }
    }
    return fnv1a(Array(text.utf8))
  }
}
