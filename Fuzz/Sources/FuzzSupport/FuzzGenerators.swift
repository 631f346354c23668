package import Waypoint

/// What an action is made against: the app's screens, the state it will be sent to, and the ids
/// other windows hold (so a `replace` or a `popTo` can name them).
package struct FuzzActionContext<D: Destination> {
  package var destinations: [D]
  package var state: NavigationState<D>
  package var otherIDs: [EntryID]
  /// Whether an alert button's action may choose an alert button (the N1 shape, which overflows
  /// the stack on code without its fix).
  package var alertChoicesInButtons: Bool
  /// The number of the lookup pending in the window, if any: answers name it, or a stale one.
  package var lookup: UInt64?

  package init(
    destinations: [D], state: NavigationState<D>, otherIDs: [EntryID] = [], alertChoicesInButtons: Bool = true, lookup: UInt64? = nil
  ) {
    self.destinations = destinations
    self.state = state
    self.otherIDs = otherIDs
    self.alertChoicesInButtons = alertChoicesInButtons
    self.lookup = lookup
  }
}

/// The button ids alerts are made with: few, so that choices name buttons that exist, buttons
/// repeat ids, and one button's action can choose another (or itself).
package let fuzzButtonIDs = ["a", "b", "c"]

extension FuzzInput {
  /// An action of any kind (every case of ``NavigationAction``), against `context`. Inside an
  /// alert button (`depth` > 0) alerts and replacements nest at most two levels.
  package mutating func action<D>(_ context: FuzzActionContext<D>, depth: Int = 0) -> NavigationAction<D> {
    let destination = pick(context.destinations)
    switch choice(35) {
    case 0: return .select(destination)
    case 1, 2: return .push(destination)
    case 3: return .pop(choice(5) - 1)
    case 4: return .popTo(.destination(destination))
    case 5: return .popTo(.entry(entryID(context)))
    case 6: return .popToRoot
    case 7:
      return .present(
        destination,
        style: pick([
          nil, .sheet, .fullScreenCover, .popover, .sheet(detents: [.medium, .large]),
          // Sized too, in place of a new choice: the corpus's inputs keep their paths.
          ModalStyle.sheet.interactiveDismissDisabled().sizing(.form),
          ModalStyle.sheet(detents: [.medium, .large]).backgroundInteraction(upThrough: .medium),
          ModalStyle.popover(anchor: "share", arrowEdge: .top),
        ]))
    case 8: return .dismiss
    case 9: return .dismissTo(elevation: choice(5) - 1)
    case 10: return .dismissAll
    case 11, 12: return .show(destination)
    case 13 where depth < 2: return .replace(state(context, depth: depth))
    case 14 where depth < 2, 15 where depth < 2: return .presentAlert(alert(context, depth: depth + 1))
    case 16 where depth == 0 || context.alertChoicesInButtons, 17 where depth == 0 || context.alertChoicesInButtons:
      return .chooseAlertButton(id: buttonID(context.state.alert))
    case 18 where depth == 0 || context.alertChoicesInButtons:
      if let shown = context.state.alert, flag() { return .closeAlert(shown) }
      return .closeAlert(depth < 2 ? alert(context, depth: depth + 1) : AlertState(title: "Gone"))
    case 19:
      // Leaving search, or typing in its field (a query over the limit now and then).
      if flag() { return .dismissSearch }
      return .setSearchQuery(pick(["", "swift", "a b", String(repeating: "q", count: NavigationState<D>.maxSearchQueryLength + 1)]))
    case 20: return .finish(returning: nil)
    case 23: return .remove(entryID(context))
    case 24: return .replaceTop(destination)
    case 25: return .popToOrPush(destination)
    case 27: return .mark(flag() ? pick(["a", "b"]) : nil, on: flag() ? .entry(entryID(context)) : .root(destination))
    case 28: return .returnTo(flag() ? .marked(pick(["a", "b"])) : .caller(of: entryID(context)), outcome: nil)
    case 29 where depth < 2: return action(context, depth: depth + 1).marking(pick(["a", "b"]))
    case 32 where depth < 2: return action(context, depth: depth + 1).motion(pick(NavigationAction<D>.Motion.allCases))
    case 34 where depth < 2: return action(context, depth: depth + 1).zoom(from: pick(["a", "b"]))
    case 33: return .setDetent(pick([.medium, .large, .fraction(0.3), .height(200)]), elevation: choice(4) - 1)
    case 26:
      return .setStack((0..<choice(4)).map { _ in pick(context.destinations) }, tab: flag() ? destination : pick(context.destinations))
    // Requests with options: the person's, or from a screen (often no longer on top).
    case 21 where depth < 2: return action(context, depth: depth + 1).by(flag() ? .person : .app)
    case 22 where depth < 2:
      let screen: NavigationState<D>.Screen = flag() ? .entry(entryID(context)) : .root(destination)
      return action(context, depth: depth + 1).from(screen)
    // The resolver's answer: to the pending lookup most of the time, else a stale one.
    case 30, 31:
      let token = context.lookup.map { choice(4) == 0 ? $0 &- 1 : $0 } ?? UInt64(choice(3))
      let answer: GuardDecision<D>.LookupAnswer = pick([
        .allow, .rewrite(destination), .deny(DenialReason(code: "fuzzLookup")), .failed("offline"),
      ])
      return .resolved(token: token, answer)
    default: return .dismiss
    }
  }

  /// An alert or confirmation dialog with up to four buttons, each with no action or any action
  /// (alert choices included, so a button can choose another button or itself).
  package mutating func alert<D>(_ context: FuzzActionContext<D>, depth: Int) -> AlertState<D> {
    let count = choice(5)
    var buttons: [AlertState<D>.Button] = []
    for _ in 0..<count {
      let id = pick(fuzzButtonIDs)
      let role: AlertState<D>.Button.Role? = pick([nil, .cancel, .destructive])
      let action: NavigationAction<D>? = flag() ? action(context, depth: depth) : nil
      buttons.append(AlertState.Button(id, title: id.uppercased(), role: role, action: action))
    }
    // The title's visibility and the severity come from the count, not from new input bytes, so
    // the corpus's inputs still take the paths they were saved for.
    let visibilities: [AlertState<D>.TitleVisibility] = [.automatic, .visible, .hidden]
    let severities: [AlertState<D>.Severity] = [.automatic, .standard, .critical]
    return AlertState(
      kind: flag() ? .alert : .confirmationDialog, title: "Alert \(count)", message: flag() ? "Message" : nil,
      titleVisibility: visibilities[count % 3], severity: severities[(count / 3) % 3], buttons: buttons)
  }

  /// The id of a button of `alert` most of the time, else any id.
  package mutating func buttonID<D>(_ alert: AlertState<D>?) -> String {
    if let buttons = alert?.buttons, !buttons.isEmpty, choice(4) != 0 { return pick(buttons).id }
    return pick(fuzzButtonIDs + ["", "missing"])
  }

  /// An entry id: one the state holds, the state's next one, one another window holds, a small
  /// one, or one near the end of the range (reserved or past the last issuable).
  package mutating func entryID<D>(_ context: FuzzActionContext<D>) -> EntryID {
    switch choice(6) {
    case 0 where !context.state.allIDs.isEmpty: return pick(context.state.allIDs)
    case 1: return context.state.nextEntryID
    case 2 where !context.otherIDs.isEmpty: return pick(context.otherIDs)
    case 3: return EntryID(UInt64(choice(16)))
    case 4: return EntryID(pick([UInt64.max, UInt64.max - 1, UInt64.max - (1 << 32), UInt64.max - (1 << 32) - 1, 1 << 63]))
    default: return context.state.nextEntryID.next
    }
  }

  /// A state to replace `context.state` with: that state changed in one to three ways, any of
  /// which may make it invalid (ids held elsewhere or repeated, a selection that is not a tab,
  /// too many modals, a counter at the end of its range).
  package mutating func state<D>(_ context: FuzzActionContext<D>, depth: Int) -> NavigationState<D> {
    var state = context.state
    for _ in 0..<(1 + choice(3)) {
      let destination = pick(context.destinations)
      switch choice(8) {
      case 0:
        state.stacks[state.selection, default: []].append(Entry(id: entryID(context), destination: destination))
      case 1: state.selection = destination
      case 2: state.previousSelection = flag() ? destination : nil
      case 3:
        state.modals.append(
          Modal(id: entryID(context), destination: destination, style: pick([.sheet, .fullScreenCover, .popover]), stack: []))
      case 4:
        if !state.modals.isEmpty { state.modals.removeLast() } else { state.stacks = [:] }
      case 5: state.alert = flag() ? alert(context, depth: depth + 1) : nil
      case 6: state.nextEntryID = entryID(context)
      default: state = NavigationState(selection: destination)
      }
    }
    return state
  }

  /// A customization of one of `ids`.
  package mutating func customization(_ ids: [String]) -> TabCustomization.Operation {
    let id = ids.isEmpty ? "" : pick(ids)
    let area: TabCustomization.Area = flag() ? .sidebar : .tabBar
    switch choice(6) {
    case 0: return .hide(id, in: area)
    case 1: return .show(id, in: area)
    case 2: return .moveInTabBar(id, to: choice(8) - 1)
    case 3: return .moveInSection(id, to: choice(4) - 1)
    case 4: return .resetVisibility
    default: return .resetOrder(section: flag() ? nil : id)
    }
  }

  /// The customization ids a structure's tabs and sections use, plus ids it does not know.
  package func customizationIDs<D>(_ structure: AppStructure<D>) -> [String] {
    structure.allTabs.map(\.id) + structure.sections.map(\.id) + ["", "unknown"]
  }

  /// What the system's customization UI may report (`TabViewCustomization` read back): a
  /// visibility per area for some tabs, and section orders that may repeat an id, name unknown
  /// ids or another section's tabs, or leave tabs out.
  package mutating func systemReading<D>(_ structure: AppStructure<D>) -> SystemTabCustomization {
    var system = SystemTabCustomization()
    let visibilities: [TabCustomization.Visibility] = [.automatic, .visible, .hidden]
    let ids = customizationIDs(structure)
    for _ in 0..<choice(6) {
      let id = pick(ids)
      if flag() { system.sidebarVisibility[id] = pick(visibilities) } else { system.tabBarVisibility[id] = pick(visibilities) }
    }
    for section in structure.sections where flag() {
      let own = section.tabs.map(\.id)
      var order: [String] = []
      for _ in 0..<choice(8) { order.append(choice(4) == 0 ? pick(ids) : (own.isEmpty ? pick(ids) : pick(own))) }
      system.sectionOrders[section.id] = order
    }
    if choice(8) == 0 { system.sectionOrders[pick(ids)] = [pick(ids)] }
    if FuzzSkip.has("unholdable-readings") {
      // What the core cannot hold: a tab shown in the tab bar and hidden in the sidebar, and any
      // visibility of a tab the app hides.
      for (id, visibility) in system.sidebarVisibility where visibility == .hidden { system.tabBarVisibility[id] = nil }
      for tab in structure.allTabs where tab.isHidden {
        system.sidebarVisibility[tab.id] = nil
        system.tabBarVisibility[tab.id] = nil
      }
    }
    if FuzzSkip.has("read-back-order") {
      // A tab shown in the sidebar and hidden in the tab bar: the tab-bar half is decided before
      // the sidebar half is applied, so a second read-back is needed.
      for (id, visibility) in system.sidebarVisibility where visibility == .visible {
        if system.tabBarVisibility[id] == .hidden { system.tabBarVisibility[id] = nil }
      }
    }
    return system
  }

  /// `structure` with some tabs changed: another placement, disabled, hidden by the app, or with
  /// another customization behaviour; unchanged unless the first byte says so (zeros change
  /// nothing).
  package mutating func structureVariant<D>(of structure: AppStructure<D>) -> AppStructure<D> {
    guard choice(4) == 3 else { return structure }
    func vary(_ tab: AppTab<D>) -> AppTab<D> {
      switch choice(8) {
      case 1, 5: return tab.placement(pick(TabCustomization.Placement.all))
      case 2: return tab.disabled()
      case 3: return tab.hidden()
      case 4:
        let behavior: TabCustomization.Behavior = pick([.automatic, .reorderable, .disabled])
        return flag() ? tab.customizationBehavior(behavior) : tab.customizationBehavior(behavior, for: pick(TabCustomization.Area.allCases))
      default: return tab
      }
    }
    let content: [AppStructure<D>.Content] = structure.content.map { item in
      switch item {
      case let .tab(tab): return .tab(vary(tab))
      case let .section(section):
        var changed = section
        changed.tabs = section.tabs.map(vary)
        return .section(changed)
      }
    }
    return AppStructure(content: content, limits: structure.limits, origin: structure.origin)
  }
}
