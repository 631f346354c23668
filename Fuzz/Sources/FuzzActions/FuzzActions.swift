import Foundation
import FuzzSupport
import Waypoint
import WaypointExamples

@_cdecl("FuzzActions_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, testOneInput)
}

/// The most steps one input runs. `Scripts/fuzz` passes `-max_len=4096 -len_control=0`, so
/// inputs grow to a few kilobytes at once, and a step takes 2 to 10 bytes: long inputs reach
/// this cap.
let maxSteps = 1024

/// A live session driven the way an app and its SwiftUI layer drive it, one step per few bytes,
/// with every invariant checked after each step.
///
/// The session (`SessionNavigator`) opens, claims (`WindowClaims`), releases and closes windows;
/// the navigators of closed windows are kept and used, as a view holding one would. Each step
/// goes through one window's navigator: any action (every case of `NavigationAction`, alerts
/// with several buttons whose actions are any actions, alert choices included), alert buttons
/// chosen on screen, deep links by path and by URL, customizations (one, a list, and the system
/// customization read back), layout and structure changes, search dismissal, guards, and the
/// binding writes of the presentation stager (tab choices, path writes, appearances, dismissals,
/// swipes, alert closes); or saves and restores the whole session.
///
/// After each step: a refused step changed nothing (every window's state, customization,
/// environment, structure, pending navigation and alert memory, and the session's counters); a
/// step through a closed window's navigator changed no open window; every window is valid, its
/// selection drawn, I8 kept in its layout; window ids are unique and entry ids unique across
/// windows; the guard allows everything held (I9); a plan from the state before reaches the
/// state after (I7); the stager, when idle, displays the navigator's state; and a saved session
/// restores exactly.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, count: size)
  let app = FuzzApp.pick(&input)
  let bytes = input.rest()
  // libFuzzer calls on the main thread.
  MainActor.assumeIsolated {
    let input = FuzzInput(bytes)
    switch app {
    case .shapes: ActionsRun(.shapes, input).run()
    case .social: ActionsRun(.social, input).run()
    case .media: ActionsRun(.media, input).run()
    }
  }
  return 0
}

/// Whether a step was refused (it returned a failure), so that it must have changed nothing.
enum StepOutcome {
  case refused
  case done
}

@MainActor
final class ActionsRun<D: Destination> {
  let model: FuzzModel<D>
  var input: FuzzInput
  let session: SessionNavigator<D>
  let claims = WindowClaims()
  /// The navigator of every window claimed or opened, with its id; closed windows' included.
  var navigators: [(id: WindowID, navigator: Navigator<D>)] = []
  var stagers: [ObjectIdentifier: PresentationStager<D>] = [:]
  /// What the stagers left for the next update, at a boundary between instant and animated
  /// steps (run by a binding write, as SwiftUI's next update would).
  var nextUpdates: [@MainActor () -> Void] = []
  var guardContext: FuzzGuardContext<D>?
  /// Every guard context installed, by number (the context the recording keeps).
  let guards = FuzzGuardTable<D>()
  /// The first window's navigator, which records every input of the run (I15), and every
  /// structure the run installed, which its replay is given.
  var recorded: Navigator<D>?
  var structures: [AppStructure<D>] = []
  /// The recorded window's state after each recorded step, to show beside a divergent replay.
  var recordedStates: [NavigationState<D>] = []
  var steps: [String] = []
  let trace = getenv("FUZZ_TRACE") != nil

  init(_ model: FuzzModel<D>, _ input: FuzzInput) {
    self.model = model
    self.input = input
    let environment = self.input.pick(fuzzEnvironments)
    let maxWindows = self.input.pick([3, 4, 6, 32])
    var start = Session(main: NavigationState(selection: model.start))
    var description = "a session on \(model.start), \(environment.presentation) (\(environment.idiom)), at most \(maxWindows) windows"
    let hostile = self.input.choice(8) == 0 && !FuzzSkip.has("N3")
    if hostile {
      start = Self.hostileSession(model, &self.input)
      description = "a session made from \(start.windows.map { "\($0.id): \($0.state.allIDs)" })"
    }
    session = SessionNavigator(
      session: start, structure: model.structure, routes: model.routes, environment: environment, maxWindows: maxWindows)
    record(description)
    if let problem = FuzzInvariants.violation(of: session) {
      fail(hostile ? "\(problem) in a session made from an unchecked Session (finding N3)" : problem)
    }
    for id in session.windowIDs { claim(id) }
    recorded = navigators.first?.navigator
    recorded?.startRecording()
  }

  /// A `Session` built the way `SessionSnapshot(windows:).session` lets an app build one: each
  /// window's state valid on its own, but ids may repeat across windows and window ids may
  /// repeat (finding N3).
  static func hostileSession(_ model: FuzzModel<D>, _ input: inout FuzzInput) -> Session<D> {
    var windows: [SessionSnapshot<D>.Window] = []
    for _ in 0..<(1 + input.choice(3)) {
      var engine = NavigationEngine(structure: model.structure, selection: model.start, routes: model.routes)
      for _ in 0..<input.choice(4) {
        engine.send(input.action(FuzzActionContext(destinations: model.destinations, state: engine.state, alertChoicesInButtons: false)))
      }
      windows.append(SessionSnapshot.Window(id: WindowID(UInt64(input.choice(3))), state: engine.state))
    }
    return SessionSnapshot(windows: windows).session
  }

  func run() {
    while !input.isEmpty, steps.count < maxSteps {
      let kind = input.choice(26)
      let before = SessionFingerprint(session)
      if let outcome = sessionStep(kind) {
        if outcome == .refused, let change = SessionFingerprint(session).difference(from: before) {
          fail("a refused step changed \(change)")
        }
        checkSession()
        continue
      }
      guard let (id, navigator) = pickNavigator() else {
        openOrClaim()
        continue
      }
      let isOpen = session.navigator(for: id) === navigator
      let navigatorBefore = WindowFingerprint(navigator)
      let stateBefore = navigator.state
      let outcome = step(kind, id, navigator)
      let after = SessionFingerprint(session)
      if outcome == .refused {
        if let change = after.difference(from: before) { fail("a refused step changed \(change)") }
        let changes = WindowFingerprint(navigator).changes(from: navigatorBefore)
        if !changes.isEmpty { fail("a refused step changed \(changes.joined(separator: ", ")) of its navigator") }
      }
      if !isOpen, let change = after.difference(from: before) {
        fail("a step through the navigator of closed \(id) changed \(change) (finding N4)")
      }
      if !isOpen, let problem = FuzzInvariants.violation(of: navigator.engine) { fail("the navigator of closed \(id): \(problem)") }
      let plan = TransitionPlan(from: stateBefore, to: navigator.state)
      if plan.states.last != navigator.state { fail("the plan from the state before does not reach the state after") }
      if navigator.layout.bottomAccessory != navigator.engine.drawnBottomAccessory {
        fail("the layout and the engine disagree on the bottom accessory drawn")
      }
      checkSession()
      if let recorded, recorded.recording?.steps.count ?? 0 > recordedStates.count { recordedStates.append(recorded.state) }
    }
    checkReplay()
  }

  /// I15: the recording of the first window's inputs survives JSON and replays to every state it
  /// recorded.
  func checkReplay() {
    guard let recorded, let recording = recorded.stopRecording() else { return }
    do {
      if try NavigationEngine<D>.Recording(jsonData: try recording.jsonData()) != recording {
        fail("I15: the recording reads back different from JSON")
      }
      let report = try recording.replay(
        structure: model.structure, routes: model.routes, updates: structures, guard: guards.navigationGuard)
      if let divergence = report.divergence {
        let live = recordedStates.indices.contains(divergence.step - 1) ? "\n  the window: \(recordedStates[divergence.step - 1])" : ""
        fail("I15: the replay of the first window's recording diverged: \(divergence)\n  the replay: \(divergence.state)\(live)")
      }
    } catch {
      fail("I15: the first window's recording cannot be replayed: \(error)")
    }
  }

  // MARK: - Windows

  /// A kept navigator, open or closed (closed ones only when `FUZZ_SKIP` does not name N4).
  func pickNavigator() -> (WindowID, Navigator<D>)? {
    let candidates = FuzzSkip.has("N4") ? navigators.filter { session.navigator(for: $0.id) === $0.navigator } : navigators
    guard !candidates.isEmpty else { return nil }
    let chosen = input.pick(candidates)
    return (chosen.id, chosen.navigator)
  }

  /// Claims window `id` (or a window for a new system window), as a scene does when it appears.
  @discardableResult
  func claim(_ id: WindowID?) -> WindowID? {
    let claimed: WindowID
    switch claims.claim(id, in: session, selection: input.pick(model.destinations)) {
    case let .success(window): claimed = window
    case let .failure(error):
      // A new system window is never left blank: it is refused only at the window limit, when
      // ids run out, or when the guard allows no tab at all (it then names the tab it denied).
      switch error {
      case .tooManyWindows, .windowIDsExhausted, .noSelectableTab, .navigation(.noAvailableTab), .navigation(.denied): break
      default: fail("a new system window could not open: \(error)")
      }
      return nil
    }
    guard let navigator = session.navigator(for: claimed) else { return nil }
    if !navigators.contains(where: { $0.navigator === navigator }) {
      navigators.append((claimed, navigator))
      if navigators.count > 48 { stagers[ObjectIdentifier(navigators.removeFirst().navigator)] = nil }
      let stager = PresentationStager(
        displaying: navigator.state, in: navigator.environment, structure: navigator.structure, customization: navigator.customization)
      stager.nextUpdate = { [unowned self] resume in nextUpdates.append(resume) }
      stagers[ObjectIdentifier(navigator)] = stager
    }
    return claimed
  }

  func openOrClaim() {
    let before = SessionFingerprint(session)
    record("claim a window for a new system window")
    if claim(nil) == nil, let change = SessionFingerprint(session).difference(from: before) {
      fail("a refused claim changed \(change)")
    }
    if let problem = FuzzInvariants.violation(of: session) { fail(problem) }
  }

  /// A window id: an open one, one that was open, or one never issued.
  func windowID() -> WindowID {
    let known = session.windowIDs + navigators.map(\.id)
    if !known.isEmpty, input.choice(4) != 0 { return input.pick(known) }
    return WindowID(UInt64(input.choice(40)))
  }

  // MARK: - Steps

  /// A step of the whole session (`nil` when `kind` is a window's step).
  func sessionStep(_ kind: Int) -> StepOutcome? {
    switch kind {
    case 4:
      let context = input.guardContext(model)
      record("guard \(context)")
      session.setGuard(guards.navigationGuard, context: guards.add(context))
      guardContext = context
      return .done
    case 5:
      let destination = input.pick(model.destinations)
      let style: Session<D>.WindowStyle = input.flag() ? .fullRoute : .singleScreen
      record("open a window on \(destination), \(style)")
      switch session.openWindow(showing: destination, style: style) {
      case let .success(opened):
        if input.flag() { claim(opened) }
        return .done
      case .failure:
        return .refused
      }
    case 6:
      let requested: WindowID? = input.flag() ? windowID() : nil
      record("claim \(requested.map { "\($0)" } ?? "a window") for a system window")
      return claim(requested) == nil ? .refused : .done
    case 7:
      let released = windowID()
      record("release \(released) (its system window closed)")
      claims.release(released, in: session)
      return .done
    case 8:
      let closed = windowID()
      record("close \(closed)")
      if case .failure = session.closeWindow(closed) { return .refused }
      return .done
    case 23:
      saveAndRestore()
      return .done
    case 24:
      // The app's data changed: the session updates every window, all or nothing.
      let structure = input.structureVariant(of: input.pick([model.structure] + model.variants))
      record("every window: update the structure to \(describe(structure))")
      structures.append(structure)
      session.updateStructure(structure)
      return .done
    default:
      return nil
    }
  }

  /// A step through one window's navigator (open or closed).
  func step(_ kind: Int, _ id: WindowID, _ navigator: Navigator<D>) -> StepOutcome {
    switch kind {
    case 0:
      let environment = input.pick(fuzzEnvironments)
      record("\(id): environment \(environment.presentation) (\(environment.idiom))")
      navigator.setEnvironment(environment)
      if input.flag() { session.environment = environment }
      return .done
    case 1:
      let operation = input.customization(input.customizationIDs(navigator.structure))
      record("\(id): customize \(brief(operation))")
      return outcome(navigator.customize(operation))
    case 2:
      let operations = (0..<(1 + input.choice(4))).map { _ in input.customization(input.customizationIDs(navigator.structure)) }
      record("\(id): customize \(brief(operations))")
      return outcome(navigator.customize(operations))
    case 3:
      return readBack(id, navigator)
    case 15:
      let button = input.buttonID(navigator.state.alert)
      record("\(id): tap alert button \(button) on screen")
      return outcome(navigator.chooseAlertButtonOnScreen(button))
    case 16:
      return openLink(id, navigator)
    case 17:
      let structure = input.structureVariant(of: input.pick([model.structure] + model.variants))
      record("\(id): update the structure to \(describe(structure))")
      structures.append(structure)
      return outcome(navigator.updateStructure(structure))
    case 18:
      if input.flag() { return bottomAccessory(id, navigator) }
      record("\(id): search dismissed")
      return outcome(navigator.searchDismissed())
    case 19, 20, 21, 22:
      bindingWrite(id, navigator)
      return .done
    default:
      let action = input.action(context(for: navigator))
      record("\(id): send \(brief(action))")
      // A dry run predicts the action exactly and changes nothing, not the session's counter.
      let (before, counter) = (navigator.state, session.session.nextEntryID)
      let predicted = navigator.check(action)
      if navigator.state != before || session.session.nextEntryID != counter { fail("the dry run of \(brief(action)) changed something") }
      let heldBefore = navigator.pendingNavigation
      let result = navigator.send(action)
      if predicted != result { fail("the dry run of \(brief(action)) said \(predicted), the action \(result)") }
      // I14: an answer for a lookup that is not pending changes nothing.
      if case let .resolved(token, _) = action, heldBefore?.resolution?.token != token,
        navigator.state != before || navigator.pendingNavigation != heldBefore
      {
        fail("a stale answer (lookup \(token)) changed the window")
      }
      return outcome(result)
    }
  }

  func context(for navigator: Navigator<D>) -> FuzzActionContext<D> {
    var others: [EntryID] = []
    for id in session.windowIDs {
      guard let other = session.navigator(for: id), other !== navigator else { continue }
      others += other.state.allIDs
    }
    return FuzzActionContext(
      destinations: model.destinations, state: navigator.state, otherIDs: others, alertChoicesInButtons: !FuzzSkip.has("N1"),
      lookup: navigator.pendingNavigation?.resolution?.token ?? nil)
  }

  func outcome<Success, Failure>(_ result: Result<Success, Failure>) -> StepOutcome {
    if case .failure = result { return .refused }
    return .done
  }

  /// The system customization read back (what the SwiftUI layer does after the person edits the
  /// sidebar or the tab bar): the operations that match the reading, applied all or nothing;
  /// once applied, nothing is left to match, and what the core then writes back into the
  /// system's customization reads back as nothing to do.
  func readBack(_ id: WindowID, _ navigator: Navigator<D>) -> StepOutcome {
    let reading = input.systemReading(navigator.structure)
    let operations = navigator.customization.operations(toMatch: reading, in: navigator.structure)
    record("\(id): read back \(brief(reading)): \(brief(operations))")
    if case .failure = navigator.customize(operations) { return .refused }
    if let problem = FuzzReadBack.violation(navigator.customization, reading: reading, in: navigator.structure) { fail(problem) }
    return .done
  }

  /// A deep link by path or by URL, formatted from screens (which the table may or may not
  /// route) and sometimes cut.
  func openLink(_ id: WindowID, _ navigator: Navigator<D>) -> StepOutcome {
    let destinations = (0..<(1 + input.choice(3))).map { _ in input.pick(model.destinations) }
    var path = model.routes.path(for: destinations) ?? model.routes.path(for: destinations[0]) ?? "/"
    if input.choice(4) == 0 { path = String(path.dropLast(input.choice(4))) }
    if input.flag(), let url = model.routes.url(for: destinations) {
      let motion = input.pick(NavigationAction<D>.Motion.allCases)
      record("\(id): open \(url) \(motion)")
      return outcome(navigator.open(url, motion: motion))
    }
    record("\(id): open path \(path)")
    return outcome(navigator.open(path: path))
  }

  /// The app shows or hides its bottom accessory, which changes no state, or the person taps it
  /// as the SwiftUI layer reports it (which does the structure's action only where it is drawn).
  func bottomAccessory(_ id: WindowID, _ navigator: Navigator<D>) -> StepOutcome {
    if input.flag(), let stager = stagers[ObjectIdentifier(navigator)] {
      stager.follow(navigator)
      let drawn = stager.projection.tabs.bottomAccessory
      let before = navigator.state
      record("\(id): the person taps the bottom accessory")
      stager.perform(.tapBottomAccessory, on: navigator)
      if drawn?.action == nil, navigator.state != before { fail("a tap on no accessory, or on one without an action, changed the state") }
      return .done
    }
    let shown = input.flag()
    let before = navigator.state
    record("\(id): the bottom accessory \(shown ? "shown" : "hidden")")
    navigator.setBottomAccessory(shown: shown)
    if navigator.state != before { fail("showing or hiding the bottom accessory changed the state") }
    return .done
  }

  /// What the SwiftUI layer writes through its bindings, as the stager receives it.
  func bindingWrite(_ id: WindowID, _ navigator: Navigator<D>) {
    guard let stager = stagers[ObjectIdentifier(navigator)] else { return }
    let displayed = stager.displayed
    switch input.choice(9) {
    case 8:
      guard !nextUpdates.isEmpty else { return }
      record("\(id): the next update comes")
      nextUpdates.removeFirst()()
    case 0:
      let tabs = navigator.structure.allTabs.map(\.destination) + navigator.structure.sections.compactMap(\.landing)
      let tab = input.pick(tabs)
      record("\(id): the person chooses the tab \(tab)")
      stager.userDidChoose(tab, on: navigator)
    case 1, 2:
      var locations: [StackLocation<D>] = [displayed.topLocation, .tab(displayed.selection)]
      locations += displayed.modals.indices.map { StackLocation.modal(elevation: $0) }
      let location = input.pick(locations)
      let current = displayed.stack(at: location) ?? []
      var path = Array(current.prefix(input.choice(current.count + 1)))
      if input.choice(4) == 0 {
        let entryID = input.entryID(context(for: navigator))
        path.append(Entry(id: entryID, destination: input.pick(model.destinations)))
      }
      record("\(id): the person sets the path at \(location) to \(path.map(\.id))")
      stager.userDidSetPath(path, at: location, on: navigator)
    case 3:
      let elevation = elevationForStager(stager, displayed)
      record("\(id): the modal at \(elevation) appeared, with the anchor share on the top screen")
      stager.presentationDidAppear(at: elevation)
      // The screen now on top shows the view the generated popovers point at (no input byte, so
      // the corpus keeps its paths).
      stager.popoverAnchorDidAppear("share", on: stager.displayed.topScreen)
    case 4:
      let elevation = elevationForStager(stager, displayed)
      record("\(id): the modal at \(elevation) finished its dismissal; the top screen hides the anchor share")
      stager.dismissalDidFinish(at: elevation)
      stager.popoverAnchorDidDisappear("share", on: stager.displayed.topScreen)
    case 5:
      // A sheet swiped down, as the modal host's item binding reports it.
      let elevation = elevationForStager(stager, displayed)
      record("\(id): the person swipes down the modal at \(elevation)")
      stager.userDidSwipeAway(modalAt: elevation, on: navigator)
    case 6:
      // The update after the projection stopped showing an alert, as the alert host reports it.
      let elevation = elevationForStager(stager, displayed)
      record("\(id): no alert is presented from \(elevation) any more")
      stager.alertDidDisappear(at: elevation)
    default:
      // The alert's presentation binding set to `false`, as the alert host reports it.
      guard let alert = stager.alertOnScreen(at: displayed.modals.count) else { return }
      record("\(id): the system closes the alert \(alert.title)")
      stager.userDidCloseAlert(alert, on: navigator)
    }
    stager.follow(navigator)
    checkPopovers(of: stager)
  }

  /// A popover points only at an anchor it names, on the screen under it, where the device has
  /// popovers.
  func checkPopovers(of stager: PresentationStager<D>) {
    let displayed = stager.displayed
    for presentation in stager.projection.modals {
      guard let popover = presentation.popover else { continue }
      let modal = displayed.modals[presentation.elevation]
      if modal.style.popoverAnchor != popover.anchor { fail("a popover points at \(popover.anchor), which its style does not name") }
      if popover.screen != displayed.topScreen(ofLevel: presentation.elevation - 1) {
        fail("a popover points at \(popover.screen), not at the screen under it")
      }
      if !stager.environment.idiom.presentsPopovers { fail("a popover is drawn on a device without popovers") }
    }
  }

  func elevationForStager(_ stager: PresentationStager<D>, _ displayed: NavigationState<D>) -> Int {
    switch stager.awaiting {
    case let .appearance(elevation)?, let .dismissal(elevation)?, let .alertDismissal(elevation)?:
      if input.choice(4) != 0 { return elevation }
    case .nextUpdate?, nil: break
    }
    return input.choice(displayed.modals.count + 2) - 1
  }

  /// Saves the session and restores it: every window comes back exactly (when the windows share
  /// the app's structure and one environment, which restoration is told), and the restored
  /// session is valid live.
  func saveAndRestore() {
    record("save and restore the session")
    let live = session.session
    let open = live.windows.compactMap { session.navigator(for: $0.id) }
    let customization = open.first?.customization
    let data: Data
    do {
      data = try SessionSnapshot(session: live, customization: customization).jsonData()
    } catch {
      fail("the session cannot be saved: \(error)")
    }
    var options = SessionSnapshot<D>.RestoreOptions()
    if let environment = open.first?.environment { options.environment = environment }
    let outcome: SessionSnapshot<D>.RestoreOutcome
    do {
      outcome = try SessionSnapshot<D>.restore(from: data, in: model.structure, options: options)
    } catch {
      fail("a saved session is refused: \(error)")
    }
    let reserved = UInt64.max - (1 << 32)
    let comparable =
      open.allSatisfy { $0.structure.content == model.structure.content && $0.environment == options.environment }
      && (!FuzzSkip.has("N9")
        || live.nextEntryID.rawValue < reserved
          && open.allSatisfy {
            $0.state.previousSelection.map(model.structure.isRoot) ?? true && $0.state.nextEntryID.rawValue < reserved
          })
    if comparable {
      if !outcome.isExact { fail("a saved session restores with adjustments: \(outcome.adjustments)") }
      // A question the guard holds before a screen leaves is never saved, nor its alert (I14).
      let saved = live.windows.map { $0.state.savable(holding: $0.pendingNavigation) }
      if outcome.windows.map(\.id) != live.windows.map(\.id) || outcome.windows.map(\.state) != saved {
        fail("a saved session restores other windows")
      }
    }
    let restored = SessionNavigator(
      session: outcome.snapshot.session, structure: model.structure, routes: model.routes, environment: options.environment,
      customization: outcome.snapshot.customization ?? TabCustomization())
    if let problem = FuzzInvariants.violation(of: restored) { fail("the restored session: \(problem)") }
  }

  // MARK: - Checks

  /// The session's invariants, the guard's (I9), and each stager's, after any step.
  func checkSession() {
    if let problem = FuzzInvariants.violation(of: session) { fail(problem) }
    if let guardContext {
      for id in session.windowIDs {
        guard let navigator = session.navigator(for: id), let refused = guardContext.refusal(in: navigator.state) else { continue }
        // A layout that collapses sections turns a selected tab into its section's landing screen.
        if FuzzSkip.has("guarded-landings"), navigator.structure.section(landing: refused) != nil { continue }
        fail("\(id) holds \(refused), which the guard (\(guardContext)) refuses")
      }
    }
    for (_, kept) in navigators {
      guard let stager = stagers[ObjectIdentifier(kept)] else { continue }
      stager.redraw(structure: kept.structure, customization: kept.customization)
      stager.follow(kept)
      if stager.awaiting == nil, stager.displayed != kept.state { fail("the stager is idle but does not display the state") }
    }
  }

  func describe(_ structure: AppStructure<D>) -> String {
    structure.allTabs.map { "\($0.id) \($0.placement)\($0.isEnabled ? "" : " disabled")\($0.isHidden ? " hidden" : "")" }
      .joined(separator: ", ")
  }

  func record(_ step: String) {
    steps.append(step)
    if trace { FileHandle.standardError.write(Data("step \(steps.count): \(step)\n".utf8)) }
  }

  func fail(_ message: String) -> Never {
    // The first window's recording, to replay the finding in a test (`FUZZ_RECORDING=file`).
    if let file = getenv("FUZZ_RECORDING"), let data = try? recorded?.recording?.jsonData() {
      try? data.write(to: URL(fileURLWithPath: String(cString: file)))
    }
    trap("\(message)\n" + steps.suffix(40).map { "  \($0)" }.joined(separator: "\n"))
  }
}
