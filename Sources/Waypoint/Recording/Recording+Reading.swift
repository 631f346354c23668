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
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      throw .notJSON("\(error)")
    }
    let header: Header
    do {
      header = try JSONDecoder().decode(Header.self, from: data)
    } catch {
      throw .notARecording("\(error)")
    }
    guard header.version <= Self.formatVersion else {
      throw .unsupportedVersion(found: header.version, supported: Self.formatVersion)
    }
    guard header.stepCount <= maxSteps else { throw .tooManySteps(count: header.stepCount, limit: maxSteps) }
    do {
      self = try JSONDecoder().decode(Self.self, from: data)
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

  /// What is read first: the version and the number of steps, before the steps themselves.
  private struct Header: Decodable {
    var version: Int
    var stepCount: Int

    private enum CodingKeys: String, CodingKey { case version, steps }
    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      version = try container.decode(Int.self, forKey: .version)
      let steps = try container.nestedUnkeyedContainer(forKey: .steps)
      stepCount = steps.count ?? 0
    }
  }
}
