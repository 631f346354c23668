import Observation
import Synchronization
import Testing
import Waypoint
import WaypointExamples

/// Which readers an action notifies: each stack, each modal level, the selection, the environment,
/// the alert and the whole state (I10).
@MainActor
@Suite struct ObservationTests {
  /// The readers, each a view that reads one part of the navigator.
  static func readers(of navigator: Navigator<SocialDestination>) -> [(String, @MainActor () -> Void)] {
    [
      ("stack timeline", { _ = navigator.stack(for: .timeline) }),
      ("stack profile", { _ = navigator.stack(for: .profile) }),
      ("stack list 1", { _ = navigator.stack(for: .list(id: 1)) }),
      ("modal 0", { _ = navigator.modal(at: 0) }),
      ("modal 1", { _ = navigator.modal(at: 1) }),
      ("selection", { _ = navigator.selection }),
      ("environment", { _ = navigator.environment }),
      ("alert", { _ = navigator.alert }),
      ("state", { _ = navigator.state }),
    ]
  }

  /// The names of the readers that `change` notifies.
  static func notified(by change: () -> Void, on navigator: Navigator<SocialDestination>) -> Set<String> {
    let fired = FiredReaders()
    for (name, read) in readers(of: navigator) {
      withObservationTracking {
        read()
      } onChange: {
        fired.insert(name)
      }
    }
    change()
    return fired.names
  }
}

/// The names of the readers notified so far; written from `onChange`, which is `@Sendable`.
final class FiredReaders: Sendable {
  private let storage = Mutex<Set<String>>([])
  func insert(_ name: String) { storage.withLock { _ = $0.insert(name) } }
  var names: Set<String> { storage.withLock { $0 } }
}

extension ObservationTests {
  @Test func eachActionNotifiesExactlyTheReadersOfWhatItChanged() {  // I10
    let navigator = Navigator(structure: Social.structure(), selection: .timeline, environment: LayoutFixtures.padSidebar)
    let alert = AlertState<SocialDestination>(title: "Discard?", buttons: [AlertState.Button("ok", title: "OK")])
    let steps: [(String, () -> Void, Set<String>)] = [
      ("push on Timeline", { navigator.push(.status(id: 1)) }, ["stack timeline", "state"]),
      ("select Profile", { navigator.select(.profile) }, ["selection", "state"]),
      ("push on Profile", { navigator.push(.status(id: 2)) }, ["stack profile", "state"]),
      ("present compose", { navigator.present(.compose) }, ["modal 0", "state"]),
      ("push inside compose", { navigator.push(.user(id: 3)) }, ["modal 0", "state"]),
      ("present sign-in over it", { navigator.present(.signIn) }, ["modal 1", "state"]),
      ("dismiss the top modal", { navigator.dismiss() }, ["modal 1", "state"]),
      ("a rejected pop", { navigator.pop(9) }, []),
      ("present an alert", { navigator.send(.presentAlert(alert)) }, ["alert", "state"]),
      (
        "select Timeline (dismisses compose and the alert)", { navigator.select(.timeline) },
        ["selection", "modal 0", "alert", "state"]
      ),
      ("re-select Timeline (pops to root)", { navigator.select(.timeline) }, ["stack timeline", "state"]),
      ("re-select Timeline at its root (scroll to top)", { navigator.select(.timeline) }, []),
      ("hide List 1 (not selected)", { _ = navigator.customize(.hide("list-1", in: .sidebar)) }, []),
      ("a rejected select of the hidden tab", { navigator.select(.list(id: 1)) }, []),
      ("a phone's tab bar", { navigator.setEnvironment(LayoutFixtures.phone) }, ["environment"]),
    ]
    for (name, change, expected) in steps {
      let fired = Self.notified(by: change, on: navigator)
      #expect(fired == expected, "\(name)")
    }
  }

  @Test func aCollapsingSectionNotifiesTheStacksItMoves() {  // I10, D7
    let navigator = Navigator(structure: Social.structure(), selection: .list(id: 1), environment: LayoutFixtures.padSidebarCollapse)
    navigator.push(.status(id: 1))
    let fired = Self.notified(by: { navigator.setEnvironment(LayoutFixtures.phoneCollapsed) }, on: navigator)
    #expect(fired == ["stack list 1", "selection", "environment", "state"])
  }

  @Test func aReplaceNotifiesEveryChangedStack() throws {  // I10
    let navigator = Navigator(structure: Social.structure(), selection: .timeline, environment: LayoutFixtures.padSidebar)
    var state = navigator.state
    state.stacks[.profile] = [Entry(id: 0, destination: .status(id: 1))]
    state.nextEntryID = 1
    let fired = Self.notified(by: { navigator.replace(state) }, on: navigator)
    #expect(fired == ["stack profile", "state"])
  }
}

extension ObservationTests {
  @Test func aReplaceThatKeepsAStacksShapeStillNotifiesIt() throws {  // I10: same count, first and last ids
    let navigator = Navigator(structure: Social.structure(), selection: .timeline, environment: LayoutFixtures.padSidebar)
    for id in 1...3 { navigator.push(.status(id: id)) }
    var state = navigator.state
    state.stacks[.timeline]?[1] = Entry(id: 1, destination: .user(id: 9))
    let fired = Self.notified(by: { navigator.replace(state) }, on: navigator)
    #expect(fired.contains("stack timeline"))
  }

  @Test func aRedirectedSelectionNotifiesTheStacksItTouches() {  // I10, I9
    let navigator = Navigator(structure: Social.structure(), selection: .timeline, environment: LayoutFixtures.padSidebar)
    navigator.setGuard(Social.signInGuard, context: .signedOut)
    let fired = Self.notified(by: { navigator.select(.notifications) }, on: navigator)
    #expect(fired.isSuperset(of: ["modal 0", "state"]))
    #expect(!fired.contains("selection"), "a redirect keeps the selection")
  }
}

extension ObservationTests {
  @Test func anyModalLevelCanBeReadAndIsNotifiedOnceItChanges() {  // I10: key paths are cached per level
    let navigator = Navigator(structure: Social.structure(), selection: .timeline, environment: LayoutFixtures.padSidebar)
    // A level no app presents, negative or far above the cached levels, reads as nothing.
    #expect(navigator.modal(at: -1) == nil)
    #expect(navigator.modal(at: 10_000) == nil)
    // The cached key path of a level is the one its change is reported under, read twice or not.
    _ = navigator.modal(at: 0)
    let fired = FiredReaders()
    withObservationTracking {
      _ = navigator.modal(at: 0)
      _ = navigator.stack(for: .timeline)
    } onChange: {
      fired.insert("read")
    }
    navigator.present(.compose)
    #expect(fired.names == ["read"])
    #expect(navigator.modal(at: 0)?.destination == .compose)
  }
}

extension ObservationTests {
  @Test func aStackReadAfterTheKeyPathCacheIsFullIsStillNotified() {  // I10: past the cached key paths, one is made per read
    let navigator = Navigator(structure: Shapes.structure, selection: .triangle)
    for level in 0..<300 { _ = navigator.stack(for: .rectangleItem(level: level)) }
    let fired = FiredReaders()
    withObservationTracking {
      _ = navigator.stack(for: .triangle)
    } onChange: {
      fired.insert("triangle")
    }
    withObservationTracking {
      _ = navigator.stack(for: .circle)
    } onChange: {
      fired.insert("circle")
    }
    navigator.push(.infinity)
    #expect(fired.names == ["triangle"])
  }
}
