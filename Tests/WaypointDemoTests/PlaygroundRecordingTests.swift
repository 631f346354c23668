import Foundation
import Testing
import Waypoint
import WaypointDemoKit

@testable import WaypointPlayground

/// The playground's `record` commands (issue 29 part 5): start, stop and save a recording of the
/// current window, shown on screen and in `--json`.
@MainActor @Suite struct PlaygroundRecordingTests {
  @Test func recordingIsShownAndCountsSteps() {
    let session = Playground.shapes.makeSession()
    #expect(session.screen.recording == nil)
    let started = session.run("record start")
    #expect(started.ok)
    #expect(started.output == "recording window 1; 'record save <file>' writes it")
    _ = session.run("push /infinity")
    _ = session.run("pop 3")  // refused: recorded as refused
    #expect(session.screen.recording == 2)
    #expect(TextRenderer().render(session.screen).hasPrefix("Shapes · window 1 (1 open) · ipad · automatic · regular · recording (2)"))
    let line = JSONRenderer().render(session.run("record stop"))
    #expect(line.contains(#""recording":null"#))
    #expect(line.contains(#""output":"stopped recording after 2 steps""#))
  }

  @Test func recordingCommandsWithoutARecordingSayWhatToDo() {
    let session = Playground.shapes.makeSession()
    let stop = session.run("record stop")
    #expect(stop.error?.code == "notRecording")
    #expect(stop.error?.message == "'record stop': nothing is being recorded; 'record start' first")
    #expect(session.run("record save x.json").error?.code == "notRecording")
    #expect(session.run("record").error != nil)
  }

  @Test func aSavedRecordingReadsBackAndReplays() throws {
    let session = Playground.social.makeSession()
    _ = session.run("record start")
    _ = session.run("select /notifications")
    _ = session.run("sign-in")
    _ = session.run("record stop")
    // A stopped recording can still be saved.
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("waypoint-record-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(session.run("record save \(path)").output == "saved 2 steps to \(path)")
    let summary = Playground.social.replay(recording: try String(contentsOfFile: path, encoding: .utf8))
    #expect(summary.problem == nil)
    #expect(summary.divergence == nil)
    #expect(summary.stepsReplayed == 2)
    #expect(session.run("record save /nonexistent-folder/x.json").error?.code == "fileError")
  }

  @Test func aRestoreEndsTheRecordingAndKeepsIt() throws {
    let session = Playground.shapes.makeSession()
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("waypoint-restore-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    _ = session.run("save \(path)")
    _ = session.run("record start")
    _ = session.run("push /infinity")
    let restored = session.run("restore \(path)")
    #expect(restored.output?.contains("stopped recording after 1 step: the recorded window was replaced") == true)
    #expect(session.screen.recording == nil)
    #expect(session.run("record save \(path)").output == "saved 1 step to \(path)")
  }
}
