extension NavigationEngine.Recording {
  /// Why a recording could not be read or replayed. A replay that runs but reaches another
  /// state is not a problem: its report names the divergence.
  public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data is empty.
    case empty
    /// The data is larger than the limit it was read with.
    case tooLarge(byteCount: Int, limit: Int)
    /// The recording holds more steps than the limit it was read with.
    case tooManySteps(count: Int, limit: Int)
    /// The data is not JSON (truncated, corrupt or random bytes).
    case notJSON(String)
    /// The data is JSON but not a Waypoint recording.
    case notARecording(String)
    /// The recording was written by a newer format version.
    case unsupportedVersion(found: Int, supported: Int)
    /// The recording was made with another structure than the one given to the replay.
    case otherStructure(recorded: String, given: String)
    /// The recording's starting state is not valid in the structure; the engine says why.
    case invalidStart(String)
    /// The structure a step installs was not among those given to the replay.
    case structureNotGiven(step: Int, fingerprint: String)
    /// A step installs a guard, and the replay was given none.
    case guardNotGiven(step: Int)
    /// A step installs a guard whose context was not recorded, because it is not `Encodable`.
    case contextNotRecorded(step: Int)
    /// A step's guard context could not be decoded as the replay's guard's context type.
    case undecodableContext(step: Int, String)
    /// The recording could not be encoded: the app's destinations or outcomes failed to encode.
    case encodingFailed(String)

    /// A sentence that says what was wrong and what to do.
    public var description: String {
      switch self {
      case .empty: "the recording is empty"
      case let .tooLarge(count, limit): "the recording holds \(count) bytes, more than the limit of \(limit)"
      case let .tooManySteps(count, limit): "the recording holds \(count) steps, more than the limit of \(limit)"
      case let .notJSON(detail): "the recording is not JSON: \(detail)"
      case let .notARecording(detail): "the data is not a Waypoint recording: \(detail)"
      case let .unsupportedVersion(found, supported):
        "the recording has format version \(found); this version of Waypoint reads up to \(supported)"
      case let .otherStructure(recorded, given):
        "the recording was made with another structure (\(recorded)) than the one given (\(given)): replay it with the app's structure at the time"
      case let .invalidStart(detail): "the recording's starting state is not valid in this structure: \(detail)"
      case let .structureNotGiven(step, fingerprint):
        "step \(step) installs a structure (\(fingerprint)) the replay was not given: pass it in `updates`"
      case let .guardNotGiven(step):
        "step \(step) installs a guard: replay with the app's guard"
      case let .contextNotRecorded(step):
        "step \(step) installs a guard whose context was not recorded: make the context Codable to replay it"
      case let .undecodableContext(step, detail): "step \(step)'s guard context cannot be decoded: \(detail)"
      case let .encodingFailed(detail): "the recording could not be encoded: \(detail)"
      }
    }
  }
}
