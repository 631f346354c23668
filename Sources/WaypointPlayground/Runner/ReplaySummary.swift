internal import Waypoint

/// What `--replay` found, whatever the app's destination type: the steps replayed and the first
/// divergence, or why the recording could not be replayed.
package struct ReplaySummary: Sendable {
  /// A step whose replay left another state, or caused other events, than recorded.
  package struct Divergence: Hashable, Sendable {
    /// The step, counted from 1; 0 for the start.
    package var step: Int
    /// The step's input, in a few words.
    package var input: String
    /// The kinds of the events recorded, and those the replay caused.
    package var expectedEvents: [String]
    package var actualEvents: [String]
    /// Whether the state differs (not only the events).
    package var stateDiffers: Bool
  }

  /// The number of steps replayed.
  package var stepsReplayed = 0
  /// The first divergence, if any.
  package var divergence: Divergence?
  /// Why the recording could not be replayed: a code and a sentence.
  package var problem: (code: String, message: String)?
  /// The report in a sentence.
  package var text = ""
}

extension ReplaySummary {
  /// The summary of a replay's result.
  init<D>(_ result: Result<NavigationEngine<D>.Recording.ReplayReport, NavigationEngine<D>.Recording.Problem>) {
    switch result {
    case let .success(report):
      stepsReplayed = report.stepsReplayed
      text = report.description
      divergence = report.divergence.map { divergence in
        Divergence(
          step: divergence.step, input: divergence.input.map(String.init(describing:)) ?? "start",
          expectedEvents: divergence.expectedEvents, actualEvents: divergence.actualEvents,
          stateDiffers: divergence.expected != divergence.actual)
      }
    case let .failure(problem):
      self.problem = (Self.code(problem), problem.description)
      text = problem.description
    }
  }

  /// A short name for a problem, as `--json` reports it.
  private static func code<D>(_ problem: NavigationEngine<D>.Recording.Problem) -> String {
    switch problem {
    case .empty: "empty"
    case .tooLarge: "tooLarge"
    case .tooManySteps: "tooManySteps"
    case .notJSON: "notJSON"
    case .notARecording: "notARecording"
    case .unsupportedVersion: "unsupportedVersion"
    case .otherStructure: "otherStructure"
    case .invalidStart: "invalidStart"
    case .structureNotGiven: "structureNotGiven"
    case .guardNotGiven: "guardNotGiven"
    case .contextNotRecorded: "contextNotRecorded"
    case .undecodableContext: "undecodableContext"
    case .encodingFailed: "encodingFailed"
    }
  }
}
