import Observation
import Testing
import Waypoint
import WaypointExamples

/// Exit guards: a screen with unsaved changes asks before any way out takes it away (D22).
@MainActor
@Suite struct LeavingGuardTests {
  /// Signed in, on the timeline, with the compose sheet up and a dirty draft.
  static func drafting() -> Navigator<SocialDestination> {
    let navigator = Navigator(structure: Social.structure(), selection: .timeline, routes: Social.routes)
    navigator.setGuard(Social.signInGuard, context: .signedIn)
    navigator.present(.compose)
    navigator.setGuard(Social.signInGuard, context: .drafting)
    return navigator
  }

  static let question = Social.discardDraft.alert
  static let leave = NavigationAction<SocialDestination>.chooseAlertButton(id: LeaveDecision<SocialDestination>.Confirmation.leaveButtonID)
  static let stay = NavigationAction<SocialDestination>.chooseAlertButton(id: LeaveDecision<SocialDestination>.Confirmation.stayButtonID)
}

extension LeavingGuardTests {
  @Test func dismissingADirtySheetAsksAndChangesNothingElse() {  // D22: confirm
    let navigator = Self.drafting()
    let before = navigator.state
    navigator.dismiss()
    #expect(navigator.lastEvents == [.alertPresented(Self.question)])
    var expected = before
    expected.alert = Self.question
    #expect(navigator.state == expected)
    #expect(navigator.pendingNavigation == PendingNavigation(confirming: Self.question, actions: [.dismiss]))
  }

  @Test func choosingToLeavePerformsTheHeldNavigation() {  // D22: the answer resumes it
    let navigator = Self.drafting()
    let compose = navigator.state.modals[0]
    navigator.dismiss()
    navigator.send(Self.leave)
    #expect(navigator.lastEvents == [.alertDismissed(buttonID: "leave"), .dismissed([compose])])
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.state.alert == nil)
    #expect(navigator.pendingNavigation == nil)
  }

  @Test func choosingToStayDropsIt() {  // D22: the answer drops it
    let navigator = Self.drafting()
    navigator.dismiss()
    navigator.send(Self.stay)
    #expect(navigator.lastEvents == [.alertDismissed(buttonID: "stay")])
    #expect(navigator.state.modals.map(\.destination) == [.compose])
    #expect(navigator.pendingNavigation == nil)
    // I14: a second answer finds no question and changes nothing.
    #expect(navigator.send(Self.leave) == .failure(.noAlert))
    #expect(navigator.state.modals.map(\.destination) == [.compose])
  }

  @Test func aDeepLinkOverADirtySheetAsksOnceThenResumesWhole() {  // issue 29: done-when 1
    let navigator = Self.drafting()
    navigator.open(path: "/explore")
    #expect(navigator.lastEvents == [.alertPresented(Self.question)], "one question for the whole link")
    #expect(navigator.state.modals.map(\.destination) == [.compose])
    navigator.send(Self.leave)
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.state.selection == .explore)
    #expect(navigator.lastEvents.first == .alertDismissed(buttonID: "leave"))
    #expect(navigator.lastEvents.contains { if case .dismissed(_, cause: .deepLink) = $0 { true } else { false } })
  }

  @Test func aDeepLinkOverADirtySheetIsDroppedWhenThePersonStays() {  // issue 29: done-when 1
    let navigator = Self.drafting()
    let before = navigator.state
    navigator.open(path: "/explore")
    navigator.send(Self.stay)
    #expect(navigator.state == before)
  }

  @Test func aDenialIsATypedErrorAndChangesNothing() {  // D22: deny
    let locked = NavigationGuard<SocialDestination, Void>.onLeaving { departure, _, _ in
      departure.destination == .status(id: 1) ? .deny(DenialReason(code: "uploading", message: "the post is uploading")) : .allow
    }
    let navigator = Navigator(structure: Social.structure(), selection: .timeline)
    navigator.push(.status(id: 1))
    navigator.push(.status(id: 2))
    navigator.setGuard(locked, context: ())
    let before = navigator.state
    let uploading = DenialReason(code: "uploading", message: "the post is uploading")
    #expect(navigator.pop(2) == .failure(.leavingDenied(.status(id: 1), reason: uploading)))
    #expect(navigator.state == before)
    #expect(throws: Never.self, "the screen above it may go") { try navigator.pop(1).get() }
    #expect(navigator.state.selectedStack.map(\.destination) == [.status(id: 1)])
  }

  @Test func theGestureIsLockedExactlyWhenTheGuardWouldAsk() {  // issue 29: done-when 2, D22
    let navigator = Self.drafting()
    #expect(navigator.locksDismissal(atElevation: 0))
    navigator.setGuard(Social.signInGuard, context: .signedIn)
    #expect(!navigator.locksDismissal(atElevation: 0), "a clean draft may be swiped away")
    navigator.setGuard(Social.signInGuard, context: .drafting)
    // A sheet over the dirty compose: swiping it away leaves compose, so it is free; swiping
    // compose away takes both, so it is locked.
    navigator.push(.user(id: 7))
    #expect(!navigator.locksBack(at: .modal(elevation: 0)), "the entry above compose may go back (compose is the modal's root)")
    navigator.present(.signIn)
    #expect(!navigator.locksDismissal(atElevation: 1))
    #expect(navigator.locksDismissal(atElevation: 0))
    #expect(!navigator.locksBack(at: .tab(.timeline)), "nothing is pushed on the timeline")
  }

  @Test func aPushedDirtyScreenLocksItsSwipeBack() {  // D22: per stack top
    let dirty = NavigationGuard<SocialDestination, Bool>.onLeaving { departure, _, isDirty in
      departure.destination == .status(id: 1) && isDirty ? .confirm(LeaveDecision.Confirmation("Discard your reply?")) : .allow
    }
    let navigator = Navigator(structure: Social.structure(), selection: .timeline)
    navigator.push(.status(id: 1))
    navigator.setGuard(dirty, context: true)
    #expect(navigator.locksBack(at: .tab(.timeline)))
    #expect(navigator.locksBack(of: 0, at: .tab(.timeline)), "what the dirty screen's own view reads")
    navigator.push(.status(id: 2))
    // The back button's menu could take the dirty screen under the clean top: still locked.
    #expect(navigator.locksBack(at: .tab(.timeline)))
    #expect(navigator.locksBack(of: 1, at: .tab(.timeline)), "the top screen's view replaces its back button")
    #expect(!navigator.locksBack(of: 0, at: .tab(.timeline)), "a screen under the top has no back to lock")
    // The long-press back menu pops several screens in one write: one question for the batch.
    navigator.send(NavigationAction.popToRoot.by(.person))
    #expect(navigator.lastEvents == [.alertPresented(LeaveDecision.Confirmation("Discard your reply?").alert)])
    navigator.send(Self.leave)
    #expect(navigator.state.selectedStack.isEmpty)
    #expect(navigator.lastEvents.last.map { if case .popped(_, cause: .person) = $0 { true } else { false } } == true)
  }

  @Test func finishingSigningOutAndRestoringAreNotAsked() {  // issue 29: causes allowed by default
    let finishing = Self.drafting()
    finishing.send(.finish)
    #expect(finishing.state.modals.isEmpty, "the screen finished itself")
    let signingOut = Self.drafting()
    signingOut.setGuard(Social.signInGuard, context: SocialAccount(isSignedIn: false, hasUnsavedDraft: true))
    #expect(signingOut.state.modals.isEmpty, "sign-out removes compose without a question")
    #expect(signingOut.state.alert == nil)
    let restoring = Self.drafting()
    restoring.send(NavigationAction.replace(NavigationState(selection: .explore)).by(.restored))
    #expect(restoring.state.selection == .explore)
    #expect(restoring.state.modals.isEmpty)
  }

  @Test func restoringTheWindowsSavedStateIsNotAsked() throws {  // issue 29: restoration allowed by default
    let navigator = Self.drafting()
    let saved = try SessionSnapshot(state: NavigationState<SocialDestination>(selection: .explore)).compactString()
    #expect(throws: Never.self) { try navigator.restoreSceneState(saved)?.get() }
    #expect(navigator.state.selection == .explore)
    #expect(navigator.state.alert == nil)
    #expect(navigator.lastEvents.contains { if case .dismissed(_, cause: .restored) = $0 { true } else { false } })
  }

  @Test func aTabSwitchThatClosesTheDirtySheetAsks() {  // issue 29: a tab switch is a way out
    let navigator = Self.drafting()
    navigator.select(.explore)
    #expect(navigator.state.selection == .timeline)
    #expect(navigator.state.alert == Self.question)
    navigator.send(Self.leave)
    #expect(navigator.state.selection == .explore)
    #expect(navigator.state.modals.isEmpty)
  }

  @Test func theSystemsCloseBeforeTheChoiceStillAnswers() {  // SwiftUI closes, then runs the button
    let navigator = Self.drafting()
    navigator.dismiss()
    navigator.send(.closeAlert(Self.question))
    #expect(navigator.pendingNavigation != nil, "the choice may still come")
    navigator.send(Self.leave)
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.pendingNavigation == nil)
  }

  @Test func anyOtherActionDropsAnUnansweredQuestion() {  // I14: a stale answer changes nothing
    let navigator = Self.drafting()
    navigator.dismiss()
    navigator.send(.closeAlert(Self.question))
    navigator.push(.user(id: 7))
    #expect(navigator.pendingNavigation == nil)
    #expect(navigator.send(Self.leave) == .failure(.noAlert))
    #expect(navigator.state.modals.map(\.destination) == [.compose])
  }

  @Test func theLatestNavigationReplacesTheHeldOne() {  // D22: the latest wins
    let navigator = Self.drafting()
    navigator.dismiss()
    navigator.open(path: "/explore")
    #expect(navigator.state.alert == Self.question, "asked again, for the link")
    #expect(navigator.pendingNavigation?.actions.contains(.dismiss) == false)
    navigator.send(Self.leave)
    #expect(navigator.state.selection == .explore)
    #expect(navigator.state.modals.isEmpty)
  }

  @Test func leavingIsAskedAfterEnteringAndTheEntryGuardStillDecides() {  // D22 ordering
    let navigator = Self.drafting()
    // Signed out while drafting is not possible in the app, but the order is the engine's: a
    // destination the entry guard redirects is asked about after the question.
    navigator.setGuard(Social.signInGuard, context: SocialAccount(isSignedIn: true, hasUnsavedDraft: true))
    navigator.select(.notifications)
    #expect(navigator.state.alert == Self.question)
    navigator.send(Self.leave)
    #expect(navigator.state.selection == .notifications)
    #expect(navigator.state.modals.isEmpty)
  }

  @Test func anAppAlertButtonThatLeavesTheDirtySheetAsksFirst() {  // D22 with an alert's action
    let navigator = Self.drafting()
    let menu = AlertState<SocialDestination>(
      title: "More",
      buttons: [AlertState.Button("close", title: "Close", action: .dismiss), AlertState.Button("cancel", title: "Cancel", role: .cancel)])
    navigator.send(.presentAlert(menu))
    navigator.send(.chooseAlertButton(id: "close"))
    #expect(navigator.lastEvents == [.alertDismissed(buttonID: "close"), .alertPresented(Self.question)])
    navigator.send(Self.leave)
    #expect(navigator.state.modals.isEmpty)
  }

  @Test func aDryRunOfTheHeldNavigationChangesNothing() {  // I13
    let navigator = Self.drafting()
    let engine = navigator.engine
    #expect(engine.can(.dismiss), "it would ask: something changes")
    #expect(engine.state == navigator.state)
    #expect(engine.pendingNavigation == nil)
  }
}

/// What reads a gesture lock is told when the guard's context alone changes it (I10).
extension LeavingGuardTests {
  @Test func aLockReaderIsNotifiedWhenTheDraftBecomesDirty() {
    let navigator = Self.drafting()
    navigator.setGuard(Social.signInGuard, context: .signedIn)
    let notified = Notified()
    withObservationTracking {
      _ = navigator.locksDismissal(atElevation: 0)
    } onChange: {
      notified.count += 1
    }
    navigator.setGuard(Social.signInGuard, context: .drafting)
    #expect(notified.count == 1)
  }

  final class Notified: @unchecked Sendable { var count = 0 }
}

/// Ways out the review found unasked (issue 29): a return to a point below, a push its push
/// policy turns into a pop.
extension LeavingGuardTests {
  @Test func aReturnBelowADirtySheetAsks() {
    let navigator = Self.drafting()
    navigator.send(.mark("home", on: .root(.timeline)))
    navigator.push(.status(id: 1))
    navigator.send(.returnTo(.marked("home"), outcome: nil))
    #expect(navigator.state.alert == Self.question, "compose is not the screen finishing")
    #expect(navigator.state.modals.map(\.destination) == [.compose])
    navigator.send(Self.leave)
    #expect(navigator.state.modals.isEmpty)
  }

  @Test func finishingTheDirtyScreenItselfIsNotAsked() {
    let navigator = Self.drafting()
    navigator.send(.finish)
    #expect(navigator.state.alert == nil)
    #expect(navigator.state.modals.isEmpty)
  }

  @Test func aPushThatGoesBackToACopyAsksAboutWhatItPops() {
    let structure = Social.structure().pushPolicy { _ in .popToExisting }
    let navigator = Navigator(structure: structure, selection: .timeline)
    navigator.push(.user(id: 7))
    navigator.push(.status(id: 1))
    let dirty = NavigationGuard<SocialDestination, Void>.onLeaving { departure, _, _ in
      departure.destination == .status(id: 1) ? .confirm(LeaveDecision.Confirmation("Discard your reply?")) : .allow
    }
    navigator.setGuard(dirty, context: ())
    navigator.push(.user(id: 7))
    #expect(navigator.state.selectedStack.map(\.destination) == [.user(id: 7), .status(id: 1)])
    #expect(navigator.state.alert == LeaveDecision<SocialDestination>.Confirmation("Discard your reply?").alert)
  }
}

extension LeavingGuardTests {
  // I14, found by the actions fuzz target: a link that removes a question's alert without
  // answering it drops the question, as any other action does (a link took another path).
  @Test func aLinkThatRemovesTheQuestionDropsIt() throws {
    var engine = NavigationEngine(structure: Social.structure(), selection: .timeline, routes: Social.routes)
    engine.setGuard(Social.signInGuard, context: SocialAccount(isSignedIn: true, hasUnsavedDraft: true))
    engine.send(.present(.compose))
    engine.open(path: "/lists/1")  // would take the draft away: asks
    #expect(engine.pendingNavigation?.confirmation != nil)
    #expect(engine.state.alert != nil)
    let events = try engine.open(path: "/status/1?then=%2Fcompose").get()  // keeps the draft
    #expect(events.map(\.kind).contains("alertDismissed"))
    #expect(engine.state.alert == nil)
    #expect(engine.pendingNavigation == nil)
  }
}

extension LeavingGuardTests {
  // D22: the redirect screen leaves when the way it held back resumes: the guard's own cut, so
  // the exit guard is not asked about it (it was, as the app's own dismissal).
  @Test func theRedirectScreenLeavingOnResumeIsNotAsked() {
    let asksAboutSignIn = NavigationGuard<SocialDestination, SocialAccount>(
      { destination, state, account in Social.signInGuard.decide(destination, state, account) },
      leaving: { departure, _, _ in
        departure.destination == .signIn ? .confirm(LeaveDecision.Confirmation("Cancel signing in?")) : .allow
      })
    let navigator = Navigator(structure: Social.structure(), selection: .timeline)
    navigator.setGuard(asksAboutSignIn, context: .signedOut)
    navigator.select(.notifications)
    #expect(navigator.state.modals.map(\.destination) == [.signIn])
    navigator.setGuard(asksAboutSignIn, context: .signedIn)
    #expect(navigator.state.alert == nil)
    #expect(navigator.state.selection == .notifications)
    #expect(navigator.lastEvents.contains(.dismissed([Modal(id: 0, destination: .signIn, style: .sheet)], cause: .guarded)))
  }
}
