import Foundation
import Testing
import Waypoint
import WaypointExamples

/// Record and replay (issue 29 part 5, I15): a recording holds every input with a digest of the
/// state it left, and replays exactly.
@MainActor
@Suite struct RecordingTests {
  typealias Recording = NavigationEngine<SocialDestination>.Recording

  /// A navigator on the timeline, signed out, with the Social routes, recording.
  static func recordingNavigator() -> Navigator<SocialDestination> {
    let navigator = Navigator(structure: Social.structure(), selection: .timeline, routes: Social.routes)
    navigator.setGuard(Social.signInGuard, context: .signedOut)
    navigator.startRecording()
    return navigator
  }

  /// A session that touches every kind of input: actions, a URL and a path, a gesture's action,
  /// an environment, a customization, a guard context that resumes held navigation.
  static func scriptedSession(_ navigator: Navigator<SocialDestination>) throws {
    navigator.push(.status(id: 1))
    navigator.select(.notifications)  // signed out: redirected to sign-in
    navigator.setGuard(Social.signInGuard, context: .signedIn)  // resumes
    navigator.open(path: "/status/7")
    navigator.open(try #require(URL(string: "waypoint-social:///profile/3")))
    navigator.send(NavigationAction.pop(1).by(.person))
    navigator.setEnvironment(LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .pad))
    navigator.present(.compose)
    navigator.pop(5)  // refused: recorded as refused
  }

  @Test func aRecordingHoldsEveryInputInOrder() throws {  // I15
    let navigator = Self.recordingNavigator()
    try Self.scriptedSession(navigator)
    let recording = try #require(navigator.stopRecording())
    #expect(recording.steps.count == 9)
    #expect(
      recording.steps.map(\.input.kindForTest) == [
        "action", "action", "guardContext", "openPath", "openURL", "action", "environment", "action", "action",
      ])
    #expect(recording.steps[2].input == .guardContext(#"{"hasUnsavedDraft":false,"isSignedIn":true}"#))
    #expect(recording.steps.last?.events == ["rejected"])
    #expect(recording.start.isGuarded)
    #expect(navigator.recording == nil)
  }

  @Test func replayingItReachesEveryRecordedState() throws {  // I15
    let navigator = Self.recordingNavigator()
    try Self.scriptedSession(navigator)
    let recording = try #require(navigator.stopRecording())
    let report = try recording.replay(structure: Social.structure(), routes: Social.routes, guard: Social.signInGuard)
    #expect(report.divergence == nil)
    #expect(report.stepsReplayed == 9)
  }

  @Test func aRecordingSurvivesJSON() throws {  // I15: Codable
    let navigator = Self.recordingNavigator()
    try Self.scriptedSession(navigator)
    let recording = try #require(navigator.stopRecording())
    let data = try recording.jsonData()
    let read = try Recording(jsonData: data)
    #expect(read == recording)
  }

  @Test func aChangedGuardDivergesAtTheFirstStepItDecidesDifferently() throws {
    let navigator = Self.recordingNavigator()
    try Self.scriptedSession(navigator)
    let recording = try #require(navigator.stopRecording())
    // Notifications no longer need sign-in: step 2 selects them instead of redirecting.
    let changed = NavigationGuard<SocialDestination, SocialAccount> { destination, state, account in
      destination == .notifications ? .allow : Social.signInGuard.decide(destination, state, account)
    }
    let report = try recording.replay(structure: Social.structure(), routes: Social.routes, guard: changed)
    let divergence = try #require(report.divergence)
    #expect(divergence.step == 2)
    #expect(divergence.input == .action(.select(.notifications)))
    #expect(divergence.expectedEvents == ["redirected", "presented"])
    #expect(divergence.actualEvents == ["selected"])
    #expect(divergence.state.selection == .notifications)
  }

  @Test func anotherStructureIsRefused() throws {
    let navigator = Self.recordingNavigator()
    navigator.push(.status(id: 1))
    let recording = try #require(navigator.stopRecording())
    let other = Social.structure(lists: [SocialList(id: 9, title: "Other")])
    #expect {
      try recording.replay(structure: other, guard: Social.signInGuard)
    } throws: { error in
      guard case .otherStructure = error as? Recording.Problem else { return false }
      return true
    }
  }

  @Test func aGuardedRecordingNeedsTheGuard() throws {
    let navigator = Self.recordingNavigator()
    navigator.push(.status(id: 1))
    let recording = try #require(navigator.stopRecording())
    #expect(throws: Recording.Problem.guardNotGiven(step: 0)) {
      try recording.replay(structure: Social.structure())
    }
  }

  @Test func aContextThatIsNotCodableIsNamed() throws {
    let navigator = Navigator(structure: Social.structure(), selection: .timeline)
    navigator.startRecording()
    navigator.setGuard(GuardCoverageTests.blocking, context: ())
    let recording = try #require(navigator.stopRecording())
    #expect(recording.steps.first?.input == .guardContext(nil))
    #expect(throws: Recording.Problem.contextNotRecorded(step: 1)) {
      try recording.replay(structure: Social.structure(), guard: Social.signInGuard)
    }
  }

  @Test func everyStepSaysHowTheScreenOnTopChanged() throws {
    let navigator = Self.recordingNavigator()
    try Self.scriptedSession(navigator)
    let recording = try #require(navigator.stopRecording())
    #expect(recording.screenChanges.map(\.cause) == [.app, .app, .guarded, .deepLink, .deepLink, .person, .app])
    #expect(recording.screenChanges.first == NavigationEngine.ScreenChange(from: .timeline, to: .status(id: 1), cause: .app))
    // The redirect put sign-in on top; signing in took it away and showed what was asked for.
    #expect(recording.steps[1].screenChange?.to == .signIn)
    #expect(recording.steps[2].screenChange == NavigationEngine.ScreenChange(from: .signIn, to: .notifications, cause: .guarded))
    // The environment changed nothing on top; nor did a refused pop.
    #expect(recording.steps[6].screenChange == nil)
    #expect(recording.steps[8].screenChange == nil)
  }
}

extension NavigationEngine.Recording.Input {
  /// The input's case name, for comparing sequences.
  var kindForTest: String {
    String(describing: self).prefix { $0 != "(" }.description
  }
}
