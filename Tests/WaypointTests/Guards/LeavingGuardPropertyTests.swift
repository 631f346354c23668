import Foundation
import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// I14 and D22 over random actions mixed with a draft that becomes dirty and clean, the person's
/// answers and the system's closes: a held navigation is performed at most once, a question
/// never outlives its alert, a stale answer changes nothing, the compose screen never leaves
/// for an asked cause while its draft is dirty unless the person chose to leave, a held
/// navigation is never saved, and the swipe is locked exactly when the guard would ask.
@Suite struct LeavingGuardPropertyTests {
  enum Step: CustomStringConvertible {
    case action(NavigationAction<SocialDestination>)
    case draft(dirty: Bool)
    case answer(leave: Bool)
    case systemClose
    case signOut

    var description: String {
      switch self {
      case let .action(action): "\(action)"
      case let .draft(dirty): dirty ? "dirty" : "clean"
      case let .answer(leave): leave ? "leave" : "stay"
      case .systemClose: "systemClose"
      case .signOut: "signOut"
      }
    }
  }

  typealias Engine = NavigationEngine<SocialDestination>
}

extension LeavingGuardPropertyTests {
  @Test func heldNavigationIsPerformedAtMostOnceAndNeverOutlivesItsQuestion() {  // I14, D22
    let structure = Social.structure()
    let actions = RandomActions(structure: structure, destinations: Social.sampleDestinations + [.compose, .compose])
    PropertyCheck.expect(
      count: 1_000,
      seed: PropertyCheck.seed(default: 0x29_29),
      context: "Social with a draft",
      generate: { rng in
        (0..<Int.random(in: 1...24, using: &rng)).map { _ -> Step in
          switch Int.random(in: 0..<14, using: &rng) {
          case 0: .draft(dirty: true)
          case 1: .draft(dirty: false)
          case 2, 3: .answer(leave: true)
          case 4: .answer(leave: false)
          case 5: .systemClose
          case 6: .signOut
          case 7: .action(.present(.compose))
          default: .action(actions.action(using: &rng))
          }
        }
      },
      property: { Self.firstViolation(of: $0, in: structure) }
    )
  }

  @Test func theCheckerCatchesAQuestionLeftWithoutItsAlert() {  // the harness itself can fail
    let question = Social.discardDraft.alert
    let held = PendingNavigation<SocialDestination>(confirming: question, actions: [.dismiss])
    #expect(Self.staleQuestion(alert: nil, closed: nil, pending: held) != nil)
    #expect(Self.staleQuestion(alert: question, closed: nil, pending: held) == nil)
    #expect(Self.staleQuestion(alert: nil, closed: question, pending: held) == nil)
  }

  private static func start() -> Engine {
    var engine = Engine(structure: Social.structure(), selection: .timeline, routes: Social.routes)
    engine.setGuard(Social.signInGuard, context: .signedIn)
    return engine
  }

  private static func firstViolation(of steps: [Step], in structure: AppStructure<SocialDestination>) -> String? {
    var engine = start()
    var account = SocialAccount.signedIn
    for (index, step) in steps.enumerated() {
      let before = engine
      let held = engine.pendingNavigation?.confirmation != nil ? engine.pendingNavigation : nil
      let result: Result<[NavigationEvent<SocialDestination>], NavigationError<SocialDestination>>
      switch step {
      case let .action(action):
        result = engine.send(action)
      case let .draft(dirty):
        account.hasUnsavedDraft = dirty
        result = engine.setGuard(Social.signInGuard, context: account)
      case .signOut:
        account = SocialAccount(isSignedIn: false, hasUnsavedDraft: account.hasUnsavedDraft)
        result = engine.setGuard(Social.signInGuard, context: account)
      case let .answer(leave):
        let id =
          leave ? LeaveDecision<SocialDestination>.Confirmation.leaveButtonID : LeaveDecision<SocialDestination>.Confirmation.stayButtonID
        result = engine.send(.chooseAlertButton(id: id))
      case .systemClose:
        guard let alert = engine.state.alert else { continue }
        result = engine.send(.closeAlert(alert))
      }
      let where_ = "step \(index) (\(step))"
      switch result {
      case .failure:
        if engine.state != before.state || engine.pendingNavigation != before.pendingNavigation {
          return "I3: \(where_) failed but changed the engine"
        }
      case let .success(events):
        if let problem = answerProblem(step, held: held, before: before, after: engine, events: events) {
          return "I14: \(where_): \(problem)"
        }
        if let problem = leftWhileDirty(step, account: account, held: held, top: before.state.topScreen, events: events) {
          return "D22: \(where_): \(problem)"
        }
      }
      if let problem = staleQuestion(engine) { return "I14: \(where_): \(problem)" }
      if engine.pendingNavigation != nil, let problem = savedHold(engine, structure) { return "I14: \(where_): \(problem)" }
      if let problem = lockMismatch(engine) { return "D22: \(where_): \(problem)" }
      let problems = NavigationInvariants.violations(of: engine.state, in: structure)
      if !problems.isEmpty { return "\(where_): \(problems.joined(separator: "; "))" }
    }
    return nil
  }

  /// An answer performs a held navigation once: afterwards nothing is held for that question;
  /// an answer with no question held changes nothing of what the question held.
  private static func answerProblem(
    _ step: Step, held: PendingNavigation<SocialDestination>?, before: Engine, after: Engine, events: [NavigationEvent<SocialDestination>]
  ) -> String? {
    guard case .answer = step else { return nil }
    if let held, after.pendingNavigation == held { return "the question was answered but its navigation is still held" }
    if held == nil, before.state.alert?.buttons.isEmpty ?? true, after.state != before.state {
      return "an answer with no question changed the state"
    }
    return nil
  }

  /// While the draft is dirty, compose leaves for an asked cause only by the person's choice to
  /// leave, answering a question that was held (on the alert, or just after the system closed it).
  private static func leftWhileDirty(
    _ step: Step, account: SocialAccount, held: PendingNavigation<SocialDestination>?,
    top: NavigationState<SocialDestination>.Screen, events: [NavigationEvent<SocialDestination>]
  ) -> String? {
    if case .answer(leave: true) = step, held != nil { return nil }
    guard account.hasUnsavedDraft else { return nil }
    for event in events {
      guard case let .dismissed(modals, cause) = event else { continue }
      // Compose finishing itself is not asked; a return to a point below it takes it and is.
      for modal in modals where modal.destination == .compose && (cause.isAsked || (cause == .finished && .entry(modal.id) != top)) {
        return "compose was dismissed (\(cause)) while its draft was dirty"
      }
    }
    return nil
  }

  /// A held question whose alert is neither up nor just closed.
  static func staleQuestion(_ engine: Engine) -> String? {
    staleQuestion(alert: engine.state.alert, closed: engine.closedAlert, pending: engine.pendingNavigation)
  }

  static func staleQuestion(
    alert: AlertState<SocialDestination>?, closed: AlertState<SocialDestination>?, pending: PendingNavigation<SocialDestination>?
  ) -> String? {
    guard let question = pending?.confirmation else { return nil }
    guard alert == question || closed == question else { return "a question is held without its alert" }
    return nil
  }

  /// The swipe down of each sheet is locked exactly when the person's dismissal would be asked
  /// about or refused.
  private static func lockMismatch(_ engine: Engine) -> String? {
    guard engine.state.alert == nil else { return nil }
    for elevation in engine.state.modals.indices {
      let asks: Bool
      switch engine.check(NavigationAction.dismissTo(elevation: elevation).by(.person)) {
      case let .success(events): asks = events.contains { if case .alertPresented = $0 { true } else { false } }
      case .failure(.leavingDenied): asks = true
      case .failure: asks = false
      }
      if asks != engine.locksDismissal(atElevation: elevation) {
        return "the swipe of sheet \(elevation) is \(asks ? "not " : "")locked but the guard would \(asks ? "" : "not ")ask"
      }
    }
    return nil
  }

  /// Nothing held survives a save and a restore: neither the navigation nor its question.
  private static func savedHold(_ engine: Engine, _ structure: AppStructure<SocialDestination>) -> String? {
    do {
      let data = try JSONEncoder().encode(SessionSnapshot(state: engine.state.savable(holding: engine.pendingNavigation)))
      let restored = try SessionSnapshot<SocialDestination>.restore(from: data, in: structure)
      guard let window = restored.windows.first else { return "the snapshot lost its window" }
      if let question = engine.pendingNavigation?.confirmation, window.state.alert == question { return "a question was saved" }
      let reopened = try Engine(structure: structure, state: window.state, routes: Social.routes)
      return reopened.pendingNavigation == nil ? nil : "a held navigation was restored"
    } catch {
      return "saving failed: \(error)"
    }
  }
}

extension NavigationAction.Cause {
  fileprivate var isAsked: Bool {
    switch self {
    case .app, .person, .deepLink, .replaced, .removed, .leftTab: true
    default: false
    }
  }
}
