import Foundation

/// What reading a snapshot needs besides the JSON: the app's migration and the schema version it
/// is told, and the limits where lists are cut.
struct SnapshotDecodingContext<D: Destination>: Sendable {
  var migrateDestination: (@Sendable (any Decoder, Int) throws -> D?)?
  var schemaVersion = 0
  var maxWindows: Int
  var limits: NavigationLimits

  /// The key under which ``SessionSnapshot/restore(from:in:options:)`` hands the context to the
  /// snapshot's decoding through `JSONDecoder.userInfo`.
  static var userInfoKey: CodingUserInfoKey? { CodingUserInfoKey(rawValue: "waypoint.restoreContext") }

  /// The context for reading with `options`, in a structure with `limits`.
  init(options: SessionSnapshot<D>.RestoreOptions, limits: NavigationLimits) {
    migrateDestination = options.migrateDestination
    maxWindows = options.maxWindows
    self.limits = limits
  }

  /// The context `decoder` carries, or the defaults of strict `Codable` decoding: no migration,
  /// the default options and limits.
  static func of(_ decoder: any Decoder) -> Self {
    if let key = userInfoKey, let context = decoder.userInfo[key] as? Self { return context }
    return Self(options: SessionSnapshot.RestoreOptions(), limits: NavigationLimits())
  }

  /// The destination stored under `key`, through the app's migration.
  func destination<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, _ key: Key) -> Result<D, RestorationError.Issue> {
    guard container.contains(key), (try? container.decodeNil(forKey: key)) != true else {
      return .failure(.missing("the destination"))
    }
    do {
      guard let migrate = migrateDestination else { return .success(try container.decode(D.self, forKey: key)) }
      guard let destination = try migrate(try container.superDecoder(forKey: key), schemaVersion) else {
        return .failure(.undecodable("the migration dropped it"))
      }
      return .success(destination)
    } catch {
      return .failure(.undecodable(SnapshotFormat.describe(error)))
    }
  }

  /// The destination stored under `key`, or `nil` when there is none.
  func optionalDestination<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, _ key: Key) -> Result<D, RestorationError.Issue>? {
    guard container.contains(key), (try? container.decodeNil(forKey: key)) != true else { return nil }
    return destination(container, key)
  }
}

extension KeyedDecodingContainer {
  /// The value stored under `key`: `nil` when the key is missing or `null`, else the value or
  /// why it cannot be decoded.
  func stored<T: Decodable>(_ type: T.Type, forKey key: Key) -> Result<T, RestorationError.Issue>? {
    guard contains(key), (try? decodeNil(forKey: key)) != true else { return nil }
    do {
      return .success(try decode(type, forKey: key))
    } catch {
      return .failure(.undecodable(SnapshotFormat.describe(error)))
    }
  }

  /// The id stored under `key`, which must be a number below `UInt64.max` (the top value is never
  /// handed out, so a counter above it cannot exist).
  func storedID(forKey key: Key, name: String) -> Result<UInt64, RestorationError.Issue> {
    guard contains(key) else { return .failure(.missing(name)) }
    guard let raw = try? decode(UInt64.self, forKey: key), raw < .max else {
      return .failure(.undecodable("\(name) is not a valid number"))
    }
    return .success(raw)
  }
}
