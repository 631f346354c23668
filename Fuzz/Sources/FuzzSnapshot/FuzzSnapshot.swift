import Foundation
import FuzzSupport
import Waypoint
import WaypointExamples

@_cdecl("FuzzSnapshot_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, testOneInput)
}

/// Stored snapshots, arbitrary or mutated from real sessions (the seed corpus), restored in each
/// example app, and then used.
///
/// The first byte picks the app (its value modulo 3) and the restore options (the rest of it): a
/// guard, the layout restoration checks against, fewer windows allowed. The other bytes are the
/// stored snapshot.
///
/// Restoration never crashes; what it restores is valid, with ids unique across windows; no data
/// the bytes hold is lost without an adjustment reporting it (compared with an independent parse
/// of the bytes, so that a repeated key counts); the compact string of the same bytes restores
/// the same; restoring the restored snapshot changes nothing; a migration that decodes each
/// destination as it is restores what no migration restores; strict `Codable` decoding loses
/// nothing either (but for a repeated key, which only restoration can report), and round-trips.
///
/// The same bytes are also read as a recording, and a recording that reads is replayed against
/// the app: reading and replaying never crash, and what cannot be replayed is a typed problem.
///
/// The restored session is then used live (`SessionNavigator(session:)`): valid in every window
/// and under the guard, a push in each window, a new window, each restored alert's buttons
/// chosen (sent and tapped on screen, each in a fresh session), a refused step changing
/// nothing, and the live session saved and restored exactly.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, count: size)
  let first = Int(input.byte())
  let bytes = input.rest()
  // libFuzzer calls on the main thread.
  MainActor.assumeIsolated {
    switch FuzzApp.allCases[first % 3] {
    case .shapes: SnapshotRun(.shapes, bytes, options: first / 3).run()
    case .social: SnapshotRun(.social, bytes, options: first / 3).run()
    case .media: SnapshotRun(.media, bytes, options: first / 3).run()
    }
  }
  return 0
}

@MainActor
struct SnapshotRun<D: Destination> {
  let model: FuzzModel<D>
  let bytes: [UInt8]
  let options: SessionSnapshot<D>.RestoreOptions
  let guardContext: FuzzGuardContext<D>?
  let useCompactString: Bool

  init(_ model: FuzzModel<D>, _ bytes: [UInt8], options bits: Int) {
    self.model = model
    self.bytes = bytes
    var options = SessionSnapshot<D>.RestoreOptions()
    var guardContext: FuzzGuardContext<D>?
    if bits & 1 != 0 {
      var choices = FuzzInput([UInt8(bits >> 1), UInt8(bits >> 2), UInt8(bits >> 3), UInt8(bits >> 4)])
      let context = choices.guardContext(model)
      options.setGuard(FuzzGuardContext.navigationGuard, context: context)
      guardContext = context
    }
    if bits & 2 != 0 { options.environment = fuzzEnvironments[(bits >> 2) % fuzzEnvironments.count] }
    if bits & 4 != 0 { options.maxWindows = 2 }
    self.options = options
    self.guardContext = guardContext
    useCompactString = bits & 8 != 0
  }

  func run() {
    let data = Data(bytes)
    replayAsRecording(data)
    let outcome: SessionSnapshot<D>.RestoreOutcome
    do {
      outcome = try restore(data)
    } catch {
      checkStrict(data, lenientRefused: true)
      return
    }
    checkRestored(outcome)
    checkStrict(data, lenientRefused: false)
    use(outcome)
  }

  /// Restores the bytes, from the data or from their compact string; both ways answer the same.
  func restore(_ data: Data) throws(RestorationError) -> SessionSnapshot<D>.RestoreOutcome {
    let direct = Result { () throws(RestorationError) in try SessionSnapshot<D>.restore(from: data, in: model.structure, options: options) }
    guard useCompactString, data.count <= options.maxByteCount else { return try direct.get() }
    let compact = Result { () throws(RestorationError) in
      try SessionSnapshot<D>.restore(fromCompactString: data.base64EncodedString(), in: model.structure, options: options)
    }
    switch (direct, compact) {
    case let (.success(a), .success(b)) where a == b: break
    case let (.failure(a), .failure(b)) where a == b: break
    default: trap("the compact string restores differently: \(brief(compact)) vs \(brief(direct))")
    }
    return try direct.get()
  }

  func checkRestored(_ outcome: SessionSnapshot<D>.RestoreOutcome) {
    var ids: Set<EntryID> = []
    for window in outcome.windows {
      let problems = window.state.problems(in: model.structure)
      if !problems.isEmpty { trap("a restored window is invalid: \(problems)") }
      for id in window.state.allIDs where !id.isReserved {
        if !ids.insert(id).inserted { trap("the id \(id) is in two restored windows") }
      }
      guard (try? NavigationEngine(structure: model.structure, state: window.state)) != nil else {
        trap("the engine refuses a restored window")
      }
      if let guardContext, let refused = guardContext.refusal(in: window.state) {
        trap("\(window.id) was restored with \(refused), which the guard (\(guardContext)) refuses")
      }
    }
    // Plain `Codable` follows `JSONDecoder`, which reads one value of a repeated key and cannot
    // say so; only `restore(from:in:options:)` reports it (checked above).
    if let raw = RawJSON(parsing: bytes), !raw.repeatsAKey,
      let loss = FuzzSilentLoss.violation(
        raw, windows: outcome.windows, customization: outcome.snapshot.customization, adjustments: outcome.adjustments)
    {
      trap("silent loss: \(loss); adjustments: \(outcome.adjustments)")
    }
    let again: Data
    do {
      again = try outcome.snapshot.jsonData()
    } catch {
      trap("a restored snapshot cannot be saved: \(error)")
    }
    guard let second = try? SessionSnapshot<D>.restore(from: again, in: model.structure, options: options) else {
      trap("a restored snapshot, saved, is refused")
    }
    if !second.adjustments.isEmpty { trap("restoring a restored snapshot adjusted it: \(second.adjustments)") }
    if second.snapshot != outcome.snapshot { trap("a restored snapshot does not round-trip") }
    var migrating = options
    migrating.migrateDestination = { decoder, _ in try D(from: decoder) }
    guard let migrated = try? SessionSnapshot<D>.restore(from: Data(bytes), in: model.structure, options: migrating) else {
      trap("an identity migration refused what no migration restores")
    }
    if migrated.snapshot != outcome.snapshot || migrated.adjustments.count != outcome.adjustments.count {
      trap("an identity migration restored differently: \(migrated.adjustments) vs \(outcome.adjustments)")
    }
  }

  /// Strict `Codable` decoding, which refuses whatever it would have to adjust: what it accepts,
  /// lenient restoration accepts too, it loses nothing, and it round-trips.
  func checkStrict(_ data: Data, lenientRefused: Bool) {
    guard let strict = try? JSONDecoder().decode(SessionSnapshot<D>.self, from: data) else { return }
    if lenientRefused, data.count <= options.maxByteCount { trap("strict decoding accepts what restoration refuses") }
    // Plain `Codable` follows `JSONDecoder`, which reads one value of a repeated key and cannot
    // say so; only `restore(from:in:options:)` reports it (checked above).
    if let raw = RawJSON(parsing: bytes), !raw.repeatsAKey,
      let loss = FuzzSilentLoss.violation(raw, windows: strict.windows, customization: strict.customization, adjustments: [])
    {
      trap("silent loss in strict decoding: \(loss)")
    }
    guard let encoded = try? JSONEncoder().encode(strict), let decoded = try? JSONDecoder().decode(SessionSnapshot<D>.self, from: encoded),
      decoded == strict
    else { trap("a strictly decoded snapshot does not round-trip") }
  }

  // MARK: - The restored session, live

  func session(_ outcome: SessionSnapshot<D>.RestoreOutcome) -> SessionNavigator<D> {
    let session = SessionNavigator(
      session: outcome.snapshot.session, structure: model.structure, routes: model.routes, environment: options.environment,
      customization: outcome.snapshot.customization ?? TabCustomization())
    if let guardContext { session.setGuard(FuzzGuardContext.navigationGuard, context: guardContext) }
    check(session, "the restored session")
    return session
  }

  func use(_ outcome: SessionSnapshot<D>.RestoreOutcome) {
    let live = session(outcome)
    if live.windowIDs != outcome.windows.map(\.id), guardContext == nil {
      trap("the live session has the windows \(live.windowIDs), the restored snapshot \(outcome.windows.map(\.id))")
    }
    for id in live.windowIDs.prefix(8) {
      for destination in model.destinations.prefix(3) + model.destinations.suffix(2) {
        guard let navigator = live.navigator(for: id) else { break }
        step(live, "\(id): push \(destination)") { navigator.push(destination) }
      }
    }
    step(live, "open a window on \(model.start)") { live.openWindow(showing: model.start) }
    let saved = SessionSnapshot(
      session: live.session, customization: live.windowIDs.first.flatMap { live.navigator(for: $0)?.customization })
    guard let data = try? saved.jsonData() else { trap("the live session cannot be saved") }
    var reopening = options
    reopening.maxWindows = live.maxWindows
    guard let reopened = try? SessionSnapshot<D>.restore(from: data, in: model.structure, options: reopening) else {
      trap("the live session, saved, is refused")
    }
    // The engine lets an entry counter reach the reserved range, which restoration repairs (N9).
    let reserved = UInt64.max - (1 << 32)
    let reachesReserved =
      saved.nextEntryID.rawValue >= reserved || saved.windows.contains { $0.state.nextEntryID.rawValue >= reserved }
    if !(reachesReserved && FuzzSkip.has("N9")), !reopened.isExact || reopened.windows.map(\.state) != saved.windows.map(\.state) {
      trap("the live session does not restore exactly: \(reopened.adjustments)")
    }
    // Each restored alert's buttons, chosen in a fresh session each: sent, and tapped on screen.
    for window in outcome.windows.prefix(8) {
      guard let alert = window.state.alert else { continue }
      for button in alert.buttons.prefix(6) {
        for onScreen in [false, true] {
          if FuzzSkip.has("N1"), case .chooseAlertButton? = button.action { continue }
          let fresh = session(outcome)
          guard let navigator = fresh.navigator(for: window.id) else { continue }
          step(fresh, "\(window.id): choose \(button.id)\(onScreen ? " on screen" : "")") {
            onScreen ? navigator.chooseAlertButtonOnScreen(button.id) : navigator.send(.chooseAlertButton(id: button.id))
          }
        }
      }
    }
  }

  /// A step on the live session: refused, it changes nothing; either way the session stays valid.
  func step<Success, Failure>(_ session: SessionNavigator<D>, _ name: String, _ body: () -> Result<Success, Failure>) {
    let before = SessionFingerprint(session)
    if case .failure = body(), let change = SessionFingerprint(session).difference(from: before) {
      trap("a refused step (\(name)) changed \(change)")
    }
    check(session, "after \(name)")
  }

  func check(_ session: SessionNavigator<D>, _ when: String) {
    if let problem = FuzzInvariants.violation(of: session) { trap("\(when): \(problem)") }
    guard let guardContext else { return }
    for id in session.windowIDs {
      guard let state = session.navigator(for: id)?.state, let refused = guardContext.refusal(in: state) else { continue }
      trap("\(when): \(id) holds \(refused), which the guard (\(guardContext)) refuses")
    }
  }
}

extension SnapshotRun {
  /// Reads the bytes as a recording and replays one that reads (I15 with hostile input): a
  /// damaged or hostile recording is refused with a problem, or replays to a report.
  func replayAsRecording(_ data: Data) {
    guard let recording = try? NavigationEngine<D>.Recording(jsonData: data) else { return }
    let report: NavigationEngine<D>.Recording.ReplayReport
    do {
      report = try recording.replay(structure: model.structure, routes: model.routes, updates: model.variants)
    } catch {
      return
    }
    if report.divergence == nil, report.stepsReplayed != recording.steps.count {
      trap("a replay without divergence stopped after \(report.stepsReplayed) of \(recording.steps.count) steps")
    }
  }
}
