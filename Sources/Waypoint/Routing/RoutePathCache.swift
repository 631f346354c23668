import Foundation

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

  private let paths = Locked<[D: URLComponents?]>([:])

  /// The remembered path and query: `.some(nil)` when no route names the destination, `nil`
  /// when it has not been asked for.
  func components(for destination: D) -> URLComponents?? {
    paths.withLock { $0[destination] }
  }

  /// Remembers `components` for `destination`, while there is room.
  func store(_ components: URLComponents?, for destination: D) {
    paths.withLock { paths in
      guard paths.count < Self.capacity else { return }
      paths.updateValue(components, forKey: destination)
    }
  }
}
