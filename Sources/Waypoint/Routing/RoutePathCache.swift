import Foundation
import Synchronization

/// The paths (with their queries) a ``RouteTable`` has already written, by destination, so that asking again for a
/// destination's path does not try the routes again.
///
/// Routes are pure (a path parses back to its destination), so a destination's path never
/// changes for a table. The cache is shared by the copies of one table, safe to use from any
/// thread, and bounded: once it holds ``capacity`` destinations, further ones are written each
/// time they are asked for.
final class RoutePathCache<D: Destination>: Sendable {
  /// The most destinations remembered.
  static var capacity: Int { 1_024 }

  private let paths = Mutex<[D: URLComponents?]>([:])

  // NB: the Mutex is what makes the cache safe, and what lets the compiler check that it is
  // Sendable (an NSLock beside a dictionary would need `@unchecked Sendable`). Outside Apple's
  // platforms it is a futex that ThreadSanitizer does not see, so it would report the cache's
  // own reads and writes as races, and a suppression for them would hide real races in this path
  // too (a destination's `hash(into:)`, say). There an NSLock, which ThreadSanitizer sees, is
  // also held around every use of the Mutex; it costs one uncontended lock more per call. On
  // Apple's platforms the Mutex is an os_unfair_lock, which ThreadSanitizer sees already.
  #if !canImport(Darwin)
    private let visibleLock = NSLock()
  #endif

  /// The remembered path and query: `.some(nil)` when no route names the destination, `nil`
  /// when it has not been asked for.
  func components(for destination: D) -> URLComponents?? {
    withLock { $0[destination] }
  }

  /// Remembers `components` for `destination`, while there is room.
  func store(_ components: URLComponents?, for destination: D) {
    withLock { paths in
      guard paths.count < Self.capacity else { return }
      paths.updateValue(components, forKey: destination)
    }
  }

  private func withLock<Result>(_ body: (inout [D: URLComponents?]) -> Result) -> Result {
    #if !canImport(Darwin)
      visibleLock.lock()
      defer { visibleLock.unlock() }
    #endif
    return paths.withLock { body(&$0) }
  }
}
