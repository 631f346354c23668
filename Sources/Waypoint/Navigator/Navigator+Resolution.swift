import Observation

extension Navigator {
  /// Looks destinations up for the guard: when the guard answers ``GuardDecision/resolve``, the
  /// navigator runs `resolve` for the destination and sends its answer back as
  /// ``NavigationAction/resolved(token:_:)``, through the same pipeline as any action.
  ///
  /// Only the latest lookup counts: a navigation that replaces it cancels its task, and an
  /// answer that comes after that changes nothing. A lookup that takes longer than `timeout`
  /// fails (``GuardDecision/LookupAnswer/failed(_:)``), and so does one whose `resolve` throws.
  ///
  /// ```swift
  /// navigator.setResolver(timeout: .seconds(5)) { destination in
  ///   guard case let .user(id) = destination else { return .allow }
  ///   return id == 666 ? .deny("this account is suspended") : .allow
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: how long a lookup may take; ten seconds by default.
  ///   - resolve: the lookup, run off the main actor.
  public func setResolver(
    timeout: Duration = .seconds(10),
    _ resolve: @escaping @Sendable (D) async throws -> GuardDecision<D>.LookupAnswer
  ) {
    resolver = Resolver(timeout: timeout, resolve: resolve)
    // A lookup already running goes on with the new resolver.
    lookupTask?.task.cancel()
    lookupTask = nil
    followLookup()
  }

  /// The destination being looked up before it may appear (see ``GuardDecision/resolve``), or
  /// `nil`; what a view reads to show progress. Notified when a lookup starts or ends.
  ///
  /// ```swift
  /// let status = navigator.resolvingDestination.map { "Opening \($0.title)…" }  // a view shows it
  /// ```
  public var resolvingDestination: D? { pendingNavigation?.resolution?.destination }

  /// Starts the resolver for a lookup the engine has just held, and cancels the one it replaced.
  @usableFromInline
  func followLookup() {
    let lookup = engine.pendingNavigation?.resolution
    let token = lookup?.token ?? nil
    guard token != lookupTask?.token else { return }
    lookupTask?.task.cancel()
    lookupTask = nil
    guard let resolver, let lookup, let token else { return }
    let destination = lookup.destination
    let task = Task { [weak self] in
      let answer = await resolver.answer(for: destination)
      guard !Task.isCancelled else { return }
      self?.send(.resolved(token: token, answer))
    }
    lookupTask = (token, task)
  }

  /// The task looking up the pending destination, if any: what a test waits for.
  package var lookupInFlight: Task<Void, Never>? { lookupTask?.task }
}

/// The app's lookup and how long it may take.
struct Resolver<D: Destination>: Sendable {
  let timeout: Duration
  let resolve: @Sendable (D) async throws -> GuardDecision<D>.LookupAnswer

  /// The answer for `destination`: the lookup's, or a failure when it throws, when it takes
  /// longer than the timeout, or when the task asking is cancelled; whichever comes first, and
  /// on time even if the lookup does not stop when it is cancelled.
  func answer(for destination: D) async -> GuardDecision<D>.LookupAnswer {
    let resolve = resolve
    let timeout = timeout
    let first = FirstAnswer<D>()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<GuardDecision<D>.LookupAnswer, Never>) in
        let lookup = Task {
          do {
            first.give(try await resolve(destination))
          } catch {
            first.give(.failed("\(error)"))
          }
        }
        let timer = Task {
          try? await Task.sleep(for: timeout)
          first.give(.failed("the lookup took longer than \(timeout)"))
        }
        first.wait(continuation) {
          lookup.cancel()
          timer.cancel()
        }
      }
    } onCancel: {
      first.give(.failed("the lookup was cancelled"))
    }
  }
}

/// The first of several answers racing for one waiting continuation: the later ones are dropped.
private final class FirstAnswer<D: Destination>: Sendable {
  private struct Race: Sendable {
    var continuation: CheckedContinuation<GuardDecision<D>.LookupAnswer, Never>?
    var answer: GuardDecision<D>.LookupAnswer?
    var done = false
    var cleanUp: (@Sendable () -> Void)?
  }

  private let race = Locked(Race())

  /// Waits with `continuation`; `cleanUp` runs once the answer is in.
  func wait(_ continuation: CheckedContinuation<GuardDecision<D>.LookupAnswer, Never>, cleanUp: @escaping @Sendable () -> Void) {
    let early: GuardDecision<D>.LookupAnswer? = race.withLock { race in
      guard let answer = race.answer else {
        race.continuation = continuation
        race.cleanUp = cleanUp
        return nil
      }
      return answer
    }
    if let early {
      cleanUp()
      continuation.resume(returning: early)
    }
  }

  /// Gives an answer; only the first counts.
  func give(_ answer: GuardDecision<D>.LookupAnswer) {
    let waiting: (CheckedContinuation<GuardDecision<D>.LookupAnswer, Never>, (@Sendable () -> Void)?)? = race.withLock { race in
      guard !race.done else { return nil }
      race.done = true
      guard let continuation = race.continuation else {
        race.answer = answer
        return nil
      }
      race.continuation = nil
      return (continuation, race.cleanUp)
    }
    guard let (continuation, cleanUp) = waiting else { return }
    cleanUp?()
    continuation.resume(returning: answer)
  }
}
