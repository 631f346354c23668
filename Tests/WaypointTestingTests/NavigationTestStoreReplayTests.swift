import Foundation
import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// The test store replays a recording and checks every digest (issue 29 part 5): a bug report's
/// recording becomes a test.
@MainActor
@Suite struct NavigationTestStoreReplayTests {
  /// A signed-out Social session recorded on an app's navigator: a redirect, a sign-in that
  /// resumes it, a deep link and the person's swipe back.
  static func recordedSession() throws -> NavigationEngine<SocialDestination>.Recording {
    let navigator = Navigator(structure: Social.structure(), selection: .timeline, routes: Social.routes)
    navigator.setGuard(Social.signInGuard, context: .signedOut)
    navigator.startRecording()
    navigator.select(.notifications)
    navigator.setGuard(Social.signInGuard, context: .signedIn)
    navigator.open(path: "/status/7")
    navigator.send(NavigationAction.pop(1).by(.person))
    return try #require(navigator.stopRecording())
  }

  static func signedOutStore() -> NavigationTestStore<SocialDestination> {
    let store = NavigationTestStore(structure: Social.structure(), selection: .timeline, routes: Social.routes)
    store.setGuard(Social.signInGuard, context: .signedOut)
    return store
  }

  @Test func aRecordingReplaysOnTheStore() throws {  // I15
    let store = Self.signedOutStore()
    store.replay(try Self.recordedSession(), guard: Social.signInGuard)
    // Every state and event the recording checked counts as asserted: the store ends clean.
    #expect(store.state.selection == .notifications)
    #expect(store.pendingEvents.isEmpty)
    store.send(.push(.status(id: 2))) {
      $0.stacks[.notifications] = [Entry(id: 2, destination: .status(id: 2))]
    }
    store.receive(.pushed(Entry(id: 2, destination: .status(id: 2))))
  }

  @Test func aChangedGuardFailsAtTheStepItDecidesDifferently() throws {
    let store = Self.signedOutStore()
    // Notifications closed to everyone: signing in no longer resumes the way to them.
    let closed = NavigationGuard<SocialDestination, SocialAccount> { destination, _, _ in
      destination == .notifications ? .deny(DenialReason(code: "closed", message: "closed")) : .allow
    }
    let recording = try Self.recordedSession()
    withExpectedIssues {
      store.replay(recording, guard: closed)
    } matching: { issue in
      message(of: issue).contains("The replay diverged from the recording: step 2 (guardContext(")
    }
  }

  @Test func aStoreThatStartsElsewhereFails() throws {
    let store = NavigationTestStore(structure: Social.structure(), selection: .explore, routes: Social.routes)
    store.setGuard(Social.signInGuard, context: .signedOut)
    let recording = try Self.recordedSession()
    withExpectedIssues {
      store.replay(recording, guard: Social.signInGuard)
    } matching: { issue in
      message(of: issue).contains("The store does not start where the recording starts: the start diverged")
    }
  }

  @Test func aRecordingOfAnotherStructureFails() throws {
    var engine = NavigationEngine(structure: Shapes.structure, selection: .triangle)
    engine.startRecording()
    engine.send(.push(.infinity))
    let stopped = engine.stopRecording()
    let recording = try #require(stopped)
    let fewerTabs = AppStructure<ShapesDestination>(content: [.tab(AppTab("triangle", .triangle))], origin: Shapes.structure.origin)
    let store = NavigationTestStore(structure: fewerTabs, selection: .triangle)
    withExpectedIssues {
      store.replay(recording)
    } matching: { issue in
      message(of: issue).contains("The recording cannot be replayed: the recording was made with another structure")
    }
  }

  @Test func aStoreInAnotherLayoutOrWithoutTheGuardFailsBeforeTheFirstStep() throws {
    let recording = try Self.recordedSession()
    let pad = NavigationTestStore(
      structure: Social.structure(), selection: .timeline, routes: Social.routes,
      environment: LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .pad))
    pad.setGuard(Social.signInGuard, context: .signedOut)
    withExpectedIssues {
      pad.replay(recording, guard: Social.signInGuard)
    } matching: { issue in
      message(of: issue).contains("The store does not start where the recording starts: the recording starts in")
    }
    let unguarded = NavigationTestStore(structure: Social.structure(), selection: .timeline, routes: Social.routes)
    withExpectedIssues {
      unguarded.replay(recording, guard: Social.signInGuard)
    } matching: { issue in
      message(of: issue).contains("the recording starts with a guard: install it first")
    }
  }
}
