import Foundation
import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// I15: replaying a recording of any input sequence reproduces every state digest. The inputs
/// mix random actions with what a recording must also carry: links that need a lookup and the
/// resolver's answers (current and stale), sign-in and an unsaved draft (guard contexts), alert
/// buttons tapped on screen, URLs, layout environments, customizations and structure updates.
@MainActor
@Suite struct RecordingPropertyTests {
  enum Step: CustomStringConvertible {
    case action(NavigationAction<SocialDestination>)
    case link(Int)
    case answer(GuardDecision<SocialDestination>.LookupAnswer)
    case staleAnswer
    case account(SocialAccount)
    case tapOnScreen(String)
    case url(String)
    case environment(LayoutEnvironment)
    case customize(TabCustomization.Operation)
    case lists([Int])

    var description: String {
      switch self {
      case let .action(action): "\(action)"
      case let .link(id): "show user \(id)"
      case let .answer(answer): "answer \(answer)"
      case .staleAnswer: "stale answer"
      case let .account(account): "account signed in \(account.isSignedIn), draft \(account.hasUnsavedDraft)"
      case let .tapOnScreen(id): "tap \(id) on screen"
      case let .url(url): "open \(url)"
      case let .environment(environment): "environment \(environment.presentation)"
      case let .customize(operation): "customize \(operation)"
      case let .lists(ids): "lists \(ids)"
      }
    }
  }

  /// The guard: Social's sign-in guard, its question before an unsaved draft leaves, and
  /// profiles past the first hundred looked up first.
  nonisolated static let appGuard = NavigationGuard<SocialDestination, SocialAccount>(
    { destination, state, account in
      if case let .user(id) = destination, id > 99 { return .resolve }
      return Social.signInGuard.decide(destination, state, account)
    },
    leaving: { departure, state, account in Social.signInGuard.decideLeaving(departure, state, account) })

  static func structure(lists: [Int]) -> AppStructure<SocialDestination> {
    Social.structure(lists: lists.map { SocialList(id: $0, title: "List \($0)") })
  }

  static let environments = [
    LayoutEnvironment(),
    LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .pad),
    LayoutEnvironment(style: .sidebar, sizeClass: .regular, idiom: .pad),
  ]
}

extension RecordingPropertyTests {
  @Test func aReplayReachesEveryRecordedState() {  // I15
    let actions = RandomActions(structure: Social.structure(), destinations: Social.sampleDestinations)
    PropertyCheck.expect(
      count: 200,
      seed: PropertyCheck.seed(default: 0x1_015),
      context: "Social, recorded and replayed",
      generate: { rng in
        (0..<Int.random(in: 1...30, using: &rng)).map { _ -> Step in
          switch Int.random(in: 0..<20, using: &rng) {
          case 0: .link(Int.random(in: 98...102, using: &rng))
          case 1: .answer([.allow, .rewrite(.user(id: 7)), .deny("gone"), .failed("offline")].randomElement(using: &rng) ?? .allow)
          case 2: .staleAnswer
          case 3: .account(SocialAccount(isSignedIn: Bool.random(using: &rng), hasUnsavedDraft: Bool.random(using: &rng)))
          case 4: .tapOnScreen(["leave", "stay", "a", "nope"].randomElement(using: &rng) ?? "leave")
          case 5:
            .url(
              ["waypoint-social:///status/4", "waypoint-social:///compose", "waypoint-social:///nowhere"].randomElement(using: &rng) ?? "")
          case 6: .environment(Self.environments.randomElement(using: &rng) ?? LayoutEnvironment())
          case 7:
            .customize(
              [.hide("explore", in: .tabBar), .show("explore", in: .tabBar), .resetVisibility].randomElement(using: &rng)
                ?? .resetVisibility)
          case 8: .lists([[1, 2], [1], [2, 3]].randomElement(using: &rng) ?? [1, 2])
          default: .action(actions.action(using: &rng))
          }
        }
      },
      property: { Self.firstDivergence(of: $0) }
    )
  }

  private static func firstDivergence(of steps: [Step]) -> String? {
    let navigator = Navigator(structure: Social.structure(), selection: .timeline, routes: Social.routes)
    navigator.setGuard(appGuard, context: .signedOut)
    navigator.startRecording()
    var structures: [AppStructure<SocialDestination>] = []
    var inputs = 0
    for step in steps {
      inputs += 1
      let token = navigator.pendingNavigation?.resolution?.token ?? nil
      switch step {
      case let .action(action): navigator.send(action)
      case let .link(id): navigator.show(.user(id: id))
      case let .answer(answer): navigator.send(.resolved(token: token ?? 0, answer))
      case .staleAnswer: navigator.send(.resolved(token: (token ?? 1) &- 1, .allow))
      case let .account(account): navigator.setGuard(appGuard, context: account)
      case let .tapOnScreen(id): navigator.chooseAlertButtonOnScreen(id)
      case let .url(text):
        guard let url = URL(string: text) else { inputs -= 1; continue }
        navigator.open(url)
      case let .environment(environment): navigator.setEnvironment(environment)
      case let .customize(operation): navigator.customize(operation)
      case let .lists(ids):
        let structure = Self.structure(lists: ids)
        structures.append(structure)
        navigator.updateStructure(structure)
      }
    }
    guard let recording = navigator.stopRecording() else { return "nothing was recorded" }
    if recording.steps.count != inputs { return "I15: \(inputs) inputs, \(recording.steps.count) steps recorded" }
    do {
      // The recording as a bug report carries it: written, read back, then replayed.
      let read = try NavigationEngine<SocialDestination>.Recording(jsonData: try recording.jsonData())
      if read != recording { return "the recording reads back different" }
      let report = try read.replay(structure: Social.structure(), routes: Social.routes, updates: structures, guard: appGuard)
      return report.divergence.map { "I15: \($0)" }
    } catch {
      return "I15: the recording cannot be replayed: \(error)"
    }
  }
}
