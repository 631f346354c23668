import Foundation
import Synchronization
import Testing
import WaypointExamples

@testable import Waypoint

/// The navigator used from concurrent tasks the way apps use it: tasks reading `events()` while
/// main-actor code sends actions, streams cancelled from other tasks, detached work hopping to
/// the main actor, restoration off the main actor, and the `Sendable` values (route tables,
/// engines) shared between tasks. Each test checks what every task saw; under ThreadSanitizer
/// (`.ci/run`) they also check that none of it races.
@Suite struct NavigatorConcurrencyTests {
  typealias Event = NavigationEvent<SocialDestination>
}

extension NavigatorConcurrencyTests {
  @MainActor
  @Test(.timeLimit(.minutes(1)))
  func tasksReadingTheEventStreamsGetEveryEventTheMainActorSends() async {  // reliability audit §4
    var navigator: Navigator<SocialDestination>? = Navigator(
      structure: Social.structure(), selection: .timeline, routes: Social.routes)
    // Two readers on the main actor, as `Task { for await … }` in a view model; two off it.
    let onMain = (0..<2).compactMap { _ in navigator?.events() }.map { stream in
      Task {
        var received: [Event] = []
        for await event in stream { received.append(event) }
        return received
      }
    }
    let detached = (0..<2).compactMap { _ in navigator?.events() }.map { stream in
      Task.detached { await Self.collect(stream) }
    }
    var sent: [Event] = []
    for step in 0..<60 {
      navigator?.send(Self.action(step))
      sent += navigator?.lastEvents ?? []
      if step.isMultiple(of: 3) { await Task.yield() }
    }
    navigator = nil  // ends every stream
    #expect(sent.count > 60, "rejections and redirects publish events too")
    for reader in onMain + detached {
      #expect(await reader.value == sent)
    }
  }

  @MainActor
  @Test(.timeLimit(.minutes(1)))
  func streamsCancelledFromOtherTasksStopAndUnsubscribe() async {  // reliability audit §4, §5
    let navigator = Navigator(structure: Social.structure(), selection: .timeline, routes: Social.routes)
    let readers = (0..<6).map { _ in
      let stream = navigator.events()
      return Task.detached { await Self.collect(stream) }
    }
    let canceller = Task.detached {
      for reader in readers {
        reader.cancel()
        try? await Task.sleep(for: .microseconds(200))
      }
    }
    // Bursts of actions, so that cancellations land while the main actor is publishing.
    var sent: [Event] = []
    for step in 0..<400 {
      navigator.send(Self.action(step))
      sent += navigator.lastEvents
      if step.isMultiple(of: 50) { await Task.yield() }
    }
    await canceller.value
    for reader in readers {
      let received = await reader.value
      #expect(sent.starts(with: received), "a cancelled stream stops; it loses and repeats nothing before that")
    }
    // Each stream's end hops to the main actor to unsubscribe.
    for _ in 0..<2_000 where !navigator.subscribers.isEmpty {
      try? await Task.sleep(for: .milliseconds(1))
    }
    #expect(navigator.subscribers.isEmpty)
    let later = navigator.events()
    navigator.push(.status(id: 999))
    var iterator = later.makeAsyncIterator()
    #expect(await iterator.next() == navigator.lastEvents.first)
  }

  @MainActor
  @Test(.timeLimit(.minutes(1)))
  func aNavigatorReleasedWhileOtherTasksCancelItsStreamsEndsEveryOne() async {  // reliability audit §4, §5
    var navigator: Navigator<SocialDestination>? = Navigator(
      structure: Social.structure(), selection: .timeline, routes: Social.routes)
    weak var released: Navigator<SocialDestination>?
    released = navigator
    let readers = (0..<8).compactMap { _ in navigator?.events() }.map { stream in
      Task.detached { await Self.collect(stream) }
    }
    let cancelled = Array(readers.prefix(4))
    let canceller = Task.detached {
      for reader in cancelled {
        reader.cancel()
        await Task.yield()
      }
    }
    var sent: [Event] = []
    for step in 0..<20 {
      navigator?.send(Self.action(step))
      sent += navigator?.lastEvents ?? []
      await Task.yield()
    }
    navigator = nil  // while the canceller may still be cancelling
    await canceller.value
    for (index, reader) in readers.enumerated() {
      let received = await reader.value
      if index < cancelled.count {
        #expect(sent.starts(with: received))
      } else {
        #expect(received == sent, "a stream nobody cancelled gets everything, then ends")
      }
    }
    // The termination handlers hold the navigator weakly: nothing keeps it alive.
    #expect(released == nil)
  }

  @Test(.timeLimit(.minutes(1)))
  func detachedTasksHoppingToTheMainActorAllLandInOrder() async {  // reliability audit §4, §5
    let navigator = await Navigator(structure: Social.structure(), selection: .timeline, routes: Social.routes)
    let workers = 8
    let pushesEach = 25
    let total = workers * pushesEach
    let stream = await navigator.events()
    let counter = Task.detached {
      var pushes = 0
      for await event in stream {
        if case .pushed = event { pushes += 1 }
        if pushes == total { break }
      }
      return pushes
    }
    let tasks = (0..<workers).map { worker in
      Task.detached {
        for step in 0..<pushesEach {
          let destination = SocialDestination.status(id: worker * 1_000 + step)
          // Three ways apps hop: an isolated call, MainActor.run, and a main-actor task.
          switch step % 3 {
          case 0: await navigator.push(destination)
          case 1: await MainActor.run { _ = navigator.push(destination) }
          default: await Task { @MainActor in _ = navigator.push(destination) }.value
          }
        }
      }
    }
    for task in tasks { await task.value }
    let stack = await navigator.state.stack(for: .timeline)
    #expect(stack.count == total)
    #expect(Set(stack.map(\.id)).count == total, "ids are unique")
    for worker in 0..<workers {
      let mine = stack.compactMap { entry -> Int? in
        guard case let .status(id) = entry.destination, id / 1_000 == worker else { return nil }
        return id % 1_000
      }
      #expect(mine == Array(0..<pushesEach), "worker \(worker)'s pushes land in the order it sent them")
    }
    #expect(await counter.value == total)
  }
}

extension NavigatorConcurrencyTests {
  @Test func restorationOffTheMainActorRunsGuardAndMigrationConcurrently() async throws {  // reliability audit §4, §5
    let structure = Social.structure()
    let data = try Self.savedSocialSession(in: structure)
    let migrations = CallCounter()
    let guardCalls = CallCounter()
    let counted = NavigationGuard<SocialDestination, SocialAccount> { destination, state, account in
      guardCalls.increment()
      return Social.signInGuard.decide(destination, state, account)
    }
    let options = {
      var options = SessionSnapshot<SocialDestination>.RestoreOptions()
      options.migrateDestination = { decoder, _ in
        migrations.increment()
        // Status 13 was deleted since the session was saved.
        let destination = try SocialDestination(from: decoder)
        return destination == .status(id: 13) ? nil : destination
      }
      options.setGuard(counted, context: .signedOut)
      return options
    }()

    let reference = try SessionSnapshot.restore(from: data, in: structure, options: options)
    let migrationsEach = migrations.value
    let guardCallsEach = guardCalls.value
    #expect(reference.windows.count == 2)
    #expect(reference.adjustments.contains { if case .guarded = $0 { true } else { false } })
    #expect(reference.adjustments.contains { if case .stackCut = $0 { true } else { false } })
    #expect(migrationsEach > 0 && guardCallsEach > 0)

    // Meanwhile the app's main actor runs the same guard in a navigator.
    let onMain = Task { @MainActor in
      let navigator = Navigator(structure: structure, selection: .timeline, routes: Social.routes)
      _ = navigator.setGuard(counted, context: .signedOut)
      var redirects = 0
      for step in 0..<30 {
        navigator.select(step.isMultiple(of: 2) ? .notifications : .timeline)
        if navigator.lastEvents.contains(where: { if case .redirected = $0 { true } else { false } }) { redirects += 1 }
        navigator.dismissAll()
        await Task.yield()
      }
      return redirects
    }
    let restores = 16
    let outcomes = await withTaskGroup(of: SessionSnapshot<SocialDestination>.RestoreOutcome?.self) { group in
      for _ in 0..<restores {
        group.addTask { try? SessionSnapshot.restore(from: data, in: structure, options: options) }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    let redirects = await onMain.value
    #expect(outcomes.count == restores)
    #expect(outcomes.allSatisfy { $0 == reference }, "every concurrent restore gives the sequential outcome")
    #expect(migrations.value == migrationsEach * (restores + 1))
    #expect(redirects == 15, "the guard held every signed-out way to notifications on the main actor")
    #expect(guardCalls.value > guardCallsEach * (restores + 1), "the navigator consulted the same guard")
  }

  @Test func aColdRouteTableUsedFromManyTasksWritesAndReadsEveryPath() async {  // reliability audit §4; I6
    // A new table, so its cache starts empty; more destinations than the cache holds.
    let table = Self.socialRoutes()
    let destinations: [SocialDestination] =
      (0..<1_200).map { .status(id: $0) } + (0..<200).map { .user(id: $0) } + (0..<50).map { .tag("t\($0)") }
      + [.timeline, .notifications, .explore, .profile, .compose, .signIn, .list(id: 1)]
    let mismatches = await withTaskGroup(of: [String].self) { group in
      for task in 0..<8 {
        group.addTask {
          var mismatches: [String] = []
          // Each task walks the destinations from a different place, so they meet in the cache.
          for offset in 0..<destinations.count {
            let destination = destinations[(offset + task * 181) % destinations.count]
            let scanned = table.scannedPath(for: destination)
            guard let path = table.path(for: destination), path == scanned else {
              mismatches.append("\(destination): \(table.path(for: destination) ?? "nil"), scanned \(scanned ?? "nil")")
              continue
            }
            if table.destination(forPath: path) != .success(destination) { mismatches.append("\(path) does not parse back") }
            if table.url(for: destination).map(table.destination(for:)) != .success(destination) {
              mismatches.append("\(path) as a URL does not parse back")
            }
          }
          return mismatches
        }
      }
      return await group.reduce(into: []) { $0 += $1 }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    #expect(table.path(for: .status(id: 1_199)) == "/status/1199")
  }

  @Test func copiesOfAnEngineChangedOnSeveralTasksStayIndependent() async {  // reliability audit §5
    // The copies share the structure's storage and the route table's cache (cold here).
    var engine = NavigationEngine(structure: Social.structure(), selection: .timeline, routes: Self.socialRoutes())
    engine.send(.push(.status(id: 1)))
    let original = engine
    typealias Final = (state: NavigationState<SocialDestination>, path: String?)
    let finals = await withTaskGroup(of: (Int, Final).self) { group in
      for task in 0..<8 {
        group.addTask {
          var copy = original
          Self.run(script: task, on: &copy)
          return (task, (copy.state, copy.routes.path(for: copy.state.topDestination)))
        }
      }
      return await group.reduce(into: [Int: Final]()) { $0[$1.0] = $1.1 }
    }
    #expect(engine.state == original.state, "no task changed the original")
    #expect(engine.state.stack(for: .timeline).map(\.destination) == [.status(id: 1)])
    for task in 0..<8 {
      var alone = original
      Self.run(script: task, on: &alone)
      #expect(finals[task]?.state == alone.state, "task \(task)'s copy reached what the same script reaches alone")
      #expect(finals[task]?.path == alone.routes.path(for: alone.state.topDestination))
    }
    #expect(Set(finals.values.map { $0.state }).count == 8, "the scripts differ, so the copies do")
  }
}

extension NavigatorConcurrencyTests {
  /// The events of `stream` until it ends or the reading task is cancelled.
  nonisolated static func collect(_ stream: AsyncStream<Event>) async -> [Event] {
    var received: [Event] = []
    for await event in stream { received.append(event) }
    return received
  }

  /// A mix of what a Social session does: pushes, pops (some too far, so rejected), tab
  /// changes, the intercepting post tab, a deep link and a URL.
  static func action(_ step: Int) -> NavigationAction<SocialDestination> {
    switch step % 8 {
    case 0, 1, 2: .push(.status(id: step))
    case 3: .pop(step % 5)
    case 4: .select(step.isMultiple(of: 3) ? .explore : .timeline)
    case 5: .select(.post)
    case 6: .dismiss
    default: .show(.user(id: step))
    }
  }

  /// A script of actions and opened paths, different for each task.
  static func run(script task: Int, on engine: inout NavigationEngine<SocialDestination>) {
    for step in 0..<30 {
      switch (step + task) % 5 {
      case 0: engine.send(.push(.status(id: task * 100 + step)))
      case 1: engine.open(path: "/profile/\(task * 100 + step)")
      case 2: engine.send(.select(task.isMultiple(of: 2) ? .explore : .list(id: 1)))
      case 3: engine.send(.pop(task % 3))
      default: engine.open(path: "/tags/t\(task)")
      }
    }
  }

  /// The Social app's routes, as a new table: its own path cache starts cold.
  static func socialRoutes() -> RouteTable<SocialDestination> {
    RouteTable(hosts: Social.routes.hosts, routes: Social.routes.routes)
  }

  /// Two windows saved while signed in: the timeline with statuses 12, 13 and 14 and the
  /// profile tab with a user pushed, then notifications.
  static func savedSocialSession(in structure: AppStructure<SocialDestination>) throws -> Data {
    var first = NavigationState(selection: SocialDestination.timeline)
    for id in [12, 13, 14] { try first.apply(.push(.status(id: id)), in: structure) }
    try first.apply(.select(.profile), in: structure)
    try first.apply(.push(.user(id: 7)), in: structure)
    var second = NavigationState(selection: SocialDestination.notifications, nextEntryID: first.nextEntryID)
    try second.apply(.push(.status(id: 20)), in: structure)
    let snapshot = SessionSnapshot(windows: [
      SessionSnapshot.Window(id: 0, state: first), SessionSnapshot.Window(id: 1, state: second),
    ])
    return try snapshot.jsonData()
  }
}

/// A count that closures running on several threads add to: an atomic, which ThreadSanitizer
/// sees (it does not see the Linux `Mutex`).
final class CallCounter: Sendable {
  private let count = Atomic<Int>(0)

  func increment() { count.add(1, ordering: .relaxed) }
  var value: Int { count.load(ordering: .relaxed) }
}
