internal import Foundation
internal import Waypoint

extension PlaygroundSession {
  /// Starts, stops or saves the recording of the current window's inputs.
  func record(_ verb: PlaygroundCommand.RecordVerb, file: String?) throws(PlaygroundError) -> Effect {
    switch verb {
    case .start:
      recorder?.stopRecording()
      navigator.startRecording()
      recorder = navigator
      lastRecording = nil
      return Effect(output: "recording window \(Self.number(of: currentWindow)); 'record save <file>' writes it")
    case .stop:
      guard let recorder, let recording = recorder.stopRecording() else { throw Self.notRecording(command: "record stop") }
      self.recorder = nil
      lastRecording = recording
      return Effect(output: "stopped recording after \(Self.count(recording.steps.count, "step"))")
    case .save:
      guard let file else {
        throw .arguments(.missingArgument, command: "record save", detail: "a file is needed", usage: "record save <file>")
      }
      guard let recording = recorder?.recording ?? lastRecording else { throw Self.notRecording(command: "record save") }
      let data: Data
      do {
        data = try recording.jsonData()
      } catch {
        throw .navigation(code: "encodingFailed", message: error.description)
      }
      do {
        try data.write(to: URL(fileURLWithPath: file))
      } catch {
        throw .file(path: file, reason: "cannot be written")
      }
      return Effect(output: "saved \(Self.count(recording.steps.count, "step")) to \(file)")
    }
  }

  /// Ends the recording of a window a restore replaced, keeping it for `record save`; the
  /// sentence that says so, or `nil` when nothing was being recorded.
  func stopRecordingForRestore() -> String? {
    guard let recorder, let recording = recorder.stopRecording() else { return nil }
    self.recorder = nil
    lastRecording = recording
    return "stopped recording after \(Self.count(recording.steps.count, "step")): the recorded window was replaced"
  }

  /// The number of steps recorded so far; `nil` when nothing is being recorded.
  var recordedSteps: Int? { recorder?.recording?.steps.count }

  private static func notRecording(command: String) -> PlaygroundError {
    .navigation(code: "notRecording", message: "'\(command)': nothing is being recorded; 'record start' first")
  }

  private static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}

extension Playground {
  /// Replays a recording (what `record save` writes) against the app: its structure, routes and
  /// guard. What `--replay FILE` runs.
  ///
  /// - Parameter text: the recording's JSON.
  /// - Returns: the report, or why the recording cannot be replayed.
  func replay(_ text: String) -> Result<NavigationEngine<D>.Recording.ReplayReport, NavigationEngine<D>.Recording.Problem> {
    do throws(NavigationEngine<D>.Recording.Problem) {
      let recording = try NavigationEngine<D>.Recording(jsonData: Data(text.utf8))
      guard let sessionGuard else { return .success(try recording.replay(structure: structure, routes: routes)) }
      return .success(try recording.replay(structure: structure, routes: routes, guard: sessionGuard))
    } catch {
      return .failure(error)
    }
  }
}
