public import Foundation

extension NavigationEngine.Recording {
  /// The largest recording read by default, in bytes.
  public static var defaultMaxByteCount: Int { 16 << 20 }
  /// The most steps a recording read by default may hold.
  public static var defaultMaxSteps: Int { 100_000 }

  /// Reads a recording from JSON (what ``jsonData()`` writes), within limits, so that a damaged
  /// or hostile file is refused with the reason instead of being read without bound.
  ///
  /// ```swift
  /// let data = try recording.jsonData()
  /// let read = try NavigationEngine<ShapesDestination>.Recording(jsonData: data)
  /// ```
  ///
  /// - Parameters:
  ///   - data: the JSON.
  ///   - maxByteCount: the largest input read.
  ///   - maxSteps: the most steps read.
  /// - Throws: ``Problem`` saying what is wrong with the data.
  public init(jsonData data: Data, maxByteCount: Int = defaultMaxByteCount, maxSteps: Int = defaultMaxSteps) throws(Problem) {
    guard !data.isEmpty else { throw .empty }
    guard data.count <= maxByteCount else { throw .tooLarge(byteCount: data.count, limit: maxByteCount) }
    // One pass: the version and the number of steps are checked before any step is decoded.
    let decoder = JSONDecoder()
    if let key = ReadingLimit.maxStepsKey { decoder.userInfo[key] = maxSteps }
    do {
      self = try decoder.decode(Self.self, from: data)
    } catch let limit as ReadingLimit {
      throw limit.problem()
    } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
      throw .notJSON(context.debugDescription)
    } catch {
      throw .notARecording("\(error)")
    }
  }

  /// The recording as JSON, with sorted keys.
  ///
  /// ```swift
  /// try recording.jsonData().write(to: URL(filePath: "/tmp/recording.json"))
  /// ```
  ///
  /// - Returns: the JSON.
  /// - Throws: ``Problem/encodingFailed(_:)`` when the app's destinations or outcomes fail to
  ///   encode.
  public func jsonData() throws(Problem) -> Data {
    let encoder = JSONEncoder.stable
    do {
      return try encoder.encode(self)
    } catch {
      throw .encodingFailed("\(error)")
    }
  }

  /// Reads a recording: its version first, then, within the limit the decoder was given (see
  /// ``init(jsonData:maxByteCount:maxSteps:)``), its steps and its start.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decode(Int.self, forKey: .version)
    guard version <= Self.formatVersion else { throw ReadingLimit.version(version) }
    guard version >= 1 else { throw ReadingLimit.noVersion(version) }
    var list = try container.nestedUnkeyedContainer(forKey: .steps)
    if let key = ReadingLimit.maxStepsKey, let limit = decoder.userInfo[key] as? Int, let count = list.count, count > limit {
      throw ReadingLimit.steps(count: count, limit: limit)
    }
    var steps: [Step] = []
    while !list.isAtEnd { steps.append(try list.decode(Step.self)) }
    self.steps = steps
    start = try container.decode(Start.self, forKey: .start)
  }
}

/// A limit a recording being read broke, thrown from inside the decoder and reported as a
/// ``NavigationEngine/Recording/Problem``.
private enum ReadingLimit: Error {
  case version(Int)
  case noVersion(Int)
  case steps(count: Int, limit: Int)

  /// Where the reader finds the most steps it may read.
  static let maxStepsKey = CodingUserInfoKey(rawValue: "waypoint.recording.maxSteps")

  func problem<D>() -> NavigationEngine<D>.Recording.Problem {
    switch self {
    case let .version(found): .unsupportedVersion(found: found, supported: NavigationEngine<D>.Recording.formatVersion)
    case let .noVersion(found): .notARecording("the format version is \(found); versions start at 1")
    case let .steps(count, limit): .tooManySteps(count: count, limit: limit)
    }
  }
}
