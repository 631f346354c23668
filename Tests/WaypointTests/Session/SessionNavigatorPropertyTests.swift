import Foundation
import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// The live session, `SessionNavigator`, over random sequences of window openings and closings,
/// actions, customizations, layout changes and replacements with another window's state: after
/// every step each window keeps every invariant in its own layout, ids stay unique across the
/// windows, every window shares one customization, a refused step changes nothing, and the
/// session saves and restores with its ids.
@Suite struct SessionNavigatorPropertyTests {
  static let sequences = 150
  static let length = 30

  enum Step<D: Destination>: CustomStringConvertible {
    case open(D, Session<D>.WindowStyle)
    case close(Int)
    case act(Int, NavigationAction<D>)
    case customize(Int, TabCustomization.Operation)
    case environment(Int, Int)
    case replace(Int, withStateOf: Int)

    var description: String {
      switch self {
      case let .open(destination, style): "open \(destination) as \(style)"
      case let .close(n): "close #\(n)"
      case let .act(n, action): "window #\(n): \(action)"
      case let .customize(n, operation): "window #\(n): customize(\(operation))"
      case let .environment(n, index): "window #\(n): environment(\(EnginePropertyTests.environments[index].name))"
      case let .replace(n, other): "window #\(n): replace with the state of window #\(other)"
      }
    }
  }
}

extension SessionNavigatorPropertyTests {
  @Test @MainActor func socialKeepsEveryInvariantAcrossWindows() {  // I1, I2, I3, D10
    check(Social.structure(), Social.sampleDestinations, start: .timeline, seed: 0x5E_56)
  }

  @Test @MainActor func mediaKeepsEveryInvariantAcrossWindows() {  // I1, I2, I3, D10
    check(Media.structure(), Media.sampleDestinations, start: .watchNow, seed: 0x5E_57)
  }

  @MainActor
  private func check<D>(_ structure: AppStructure<D>, _ destinations: [D], start: D, seed: UInt64) {
    let actions = RandomActions(structure: structure, destinations: destinations)
    let tabIDs = structure.allTabs.map(\.id) + structure.sections.map(\.id)
    let environments = EnginePropertyTests.environments.count
    PropertyCheck.expect(
      count: Self.sequences,
      seed: PropertyCheck.seed(default: seed),
      generate: { rng in
        (0..<Int.random(in: 1...Self.length, using: &rng)).map { _ -> Step<D> in
          let window = Int.random(in: 0..<4, using: &rng)
          return switch Int.random(in: 0..<12, using: &rng) {
          case 0, 1: .open(destinations.randomElement(using: &rng) ?? start, Bool.random(using: &rng) ? .fullRoute : .singleScreen)
          case 2: .close(window)
          case 3: .customize(window, EnginePropertyTests.operation(tabIDs, using: &rng))
          case 4: .environment(window, Int.random(in: 0..<environments, using: &rng))
          case 5: .replace(window, withStateOf: Int.random(in: 0..<4, using: &rng))
          default: .act(window, actions.action(using: &rng))
          }
        }
      },
      property: { steps in Self.firstViolation(steps, structure, start: start) }
    )
  }

  @MainActor
  private static func firstViolation<D>(_ steps: [Step<D>], _ structure: AppStructure<D>, start: D) -> String? {
    let sessions = SessionNavigator(
      session: Session(main: NavigationState(selection: start)), structure: structure, environment: LayoutFixtures.phone, maxWindows: 4)
    for (index, step) in steps.enumerated() {
      let before = sessions.session
      let customizationBefore = sharedCustomization(sessions)
      // Closing the last window is allowed (a Mac app may have none); a step aimed at a window
      // then has no window to act on.
      let window = { (n: Int) in sessions.windowIDs.isEmpty ? WindowID(999) : sessions.windowIDs[n % sessions.windowIDs.count] }
      let refused: Bool
      switch step {
      case let .open(destination, style):
        refused = (try? sessions.openWindow(showing: destination, style: style).get()) == nil
      case let .close(n):
        refused = (try? sessions.closeWindow(window(n)).get()) == nil
      case let .act(n, action):
        refused = (try? sessions.navigator(for: window(n))?.send(action).get()) == nil
      case let .customize(n, operation):
        refused = (try? sessions.navigator(for: window(n))?.customize(operation).get()) == nil
      case let .environment(n, choice):
        _ = sessions.navigator(for: window(n))?.setEnvironment(EnginePropertyTests.environments[choice].environment)
        refused = false
      case let .replace(n, other):
        let state = sessions.navigator(for: window(other))?.state
        refused = (try? state.flatMap { sessions.navigator(for: window(n))?.replace($0) }?.get()) == nil
      }
      if refused, sessions.session != before || sharedCustomization(sessions) != customizationBefore {
        return "I3: step \(index) (\(step)) was refused but changed the session"
      }
      if let problem = violation(sessions) { return "step \(index) (\(step)): \(problem)" }
    }
    return roundTripProblem(sessions)
  }

  /// The customization the windows share (`nil` when no window is open).
  @MainActor
  private static func sharedCustomization<D>(_ sessions: SessionNavigator<D>) -> TabCustomization? {
    sessions.windowIDs.first.flatMap { sessions.navigator(for: $0)?.customization }
  }

  @MainActor
  private static func violation<D>(_ sessions: SessionNavigator<D>) -> String? {
    guard sessions.windowIDs.count <= sessions.maxWindows else {
      return "\(sessions.windowIDs.count) windows open, limit \(sessions.maxWindows)"
    }
    let navigators = sessions.windowIDs.compactMap { sessions.navigator(for: $0) }
    guard navigators.count == sessions.windowIDs.count else { return "a window has no navigator" }
    if Set(navigators.map(\.customization)).count > 1 { return "D10: the windows' customizations differ" }
    for (id, navigator) in zip(sessions.windowIDs, navigators) {
      if let problem = EnginePropertyTests.violation(
        navigator.state, sessions.structure, navigator.customization, navigator.environment, allows: nil)
      {
        return "\(id): \(problem)"
      }
    }
    let ids = sessions.session.allIDs.filter { !$0.isReserved }
    if Set(ids).count != ids.count { return "I2: an id appears in two places across the windows" }
    if let id = ids.first(where: { $0 >= sessions.session.nextEntryID }) { return "I2: \(id) is at or above the session's counter" }
    return nil
  }

  /// The session saves and restores with its ids; restoring in a sidebar may only repair a
  /// selection that a window's own layout drew and the sidebar does not.
  @MainActor
  private static func roundTripProblem<D>(_ sessions: SessionNavigator<D>) -> String? {
    let snapshot = SessionSnapshot(session: sessions.session, customization: sharedCustomization(sessions))
    guard let data = try? snapshot.jsonData(), let outcome = try? SessionSnapshot.restore(from: data, in: sessions.structure) else {
      return "the session cannot be saved and restored"
    }
    for adjustment in outcome.adjustments {
      guard case .selectionRepaired = adjustment else { return "restoring the saved session adjusted it: \(adjustment)" }
    }
    if outcome.windows.map(\.id) != snapshot.windows.map(\.id) { return "restoring changed the windows" }
    // A repaired selection changes no id (dropped modals would have been reported above).
    if outcome.snapshot.session.allIDs != snapshot.session.allIDs { return "restoring changed the ids" }
    return nil
  }
}
