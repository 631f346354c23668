internal import Foundation
internal import Waypoint

extension PlaygroundSession {
  /// The outcome `text` names, decoded from JSON as the app's `Destination.Outcome`.
  static func outcome(_ text: String) throws(PlaygroundError) -> D.Outcome {
    guard D.Outcome.self != Never.self else {
      throw .invalidOutcome(text, reason: "this app's screens finish with no outcome; use 'finish' alone")
    }
    do {
      return try JSONDecoder().decode(D.Outcome.self, from: Data(text.utf8))
    } catch {
      throw .invalidOutcome(text, reason: "it is not a \(D.Outcome.self) as JSON: \(error)")
    }
  }
}
