import Foundation
import Testing
import Waypoint
import WaypointDemoKit
import WaypointExamples

@testable import WaypointPlayground

/// Record and replay through the playground (issue 29 part 5): a scripted session of each example
/// app, recorded with `record start` and `record save`, replays with no divergence through
/// `--replay`; a deliberately changed guard makes `--replay` exit 1 at the step it decides
/// differently. `Scripts/check-replay` runs the same in CI.
@Suite struct ReplayCheckTests {
  /// The app's golden tour, recorded from its first command, saved to `path` before a `quit`.
  static func recordedTour(of app: DemoApp, to path: String) throws -> String {
    let tour = try Golden.read("\(app.rawValue).script").split(separator: "\n", omittingEmptySubsequences: false)
      .prefix { $0 != "quit" }
    return (["record start"] + tour + ["record save \(path)"]).joined(separator: "\n") + "\n"
  }

  /// Records the app's tour with the built executable and returns the recording's path.
  static func record(_ app: DemoApp, in directory: URL) throws -> String {
    let path = directory.appendingPathComponent("\(app.rawValue).json").path
    let result = try DemoExecutable.run(["--app", app.rawValue, "--script", "-", "--json"], stdin: try recordedTour(of: app, to: path))
    #expect(result.status == 0)
    #expect(result.stdout.split(separator: "\n").last?.contains(#""ok":true"#) == true)
    return path
  }

  static func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("waypoint-replay-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test(arguments: DemoApp.allCases)
  func aRecordedTourReplaysWithoutDivergence(app: DemoApp) throws {  // I15
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try Self.record(app, in: directory)
    let replay = try DemoExecutable.run(["--app", app.rawValue, "--replay", path])
    #expect(replay.status == 0)
    #expect(replay.stdout.contains("no divergence"))
    #expect(replay.stderr.isEmpty)
  }

  @Test @MainActor func aChangedGuardMakesTheReplayExitOneAtTheRightStep() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try Self.record(.social, in: directory)
    // Notifications no longer need sign-in. The tour's first commands are `style tabs` (step 1)
    // and `select /notifications` (step 2), which the recorded guard redirected to sign-in.
    var changed = Playground.social
    changed.signInGuard = NavigationGuard { destination, state, signedIn in
      destination == .notifications ? .allow : Social.signInGuard.decide(destination, state, SocialAccount(isSignedIn: signedIn))
    }
    let terminal = PlaygroundRunnerTests.Terminal([])
    terminal.files[path] = try String(contentsOfFile: path, encoding: .utf8)
    let status = PlaygroundRunner.main(
      arguments: ["--replay", path, "--json"], io: terminal.io(isTTY: false), apps: [changed], executable: "waypoint-demo")
    #expect(status == PlaygroundRunner.strictFailureStatus)
    let line = try #require(terminal.output.last)
    #expect(line.hasPrefix(#"{"replayed":2,"divergence":{"step":2,"input":"action(select("#))
    #expect(line.contains(#""expectedEvents":["redirected","presented"],"actualEvents":["selected"]"#))
    // The app as it is replays the same recording to the end.
    let same = PlaygroundRunnerTests.Terminal([])
    same.files[path] = terminal.files[path]
    #expect(
      PlaygroundRunner.main(
        arguments: ["--app", "social", "--replay", path], io: same.io(isTTY: false), apps: DemoApp.playgrounds, executable: "waypoint-demo")
        == 0)
  }

  @Test @MainActor func aBadRecordingExitsWithTheReason() {
    let terminal = PlaygroundRunnerTests.Terminal([])
    terminal.files["damaged.json"] = #"{"version": 1, "steps": ["#
    terminal.files["shapes.json"] = ""
    #expect(
      PlaygroundRunner.main(
        arguments: ["--replay", "damaged.json"], io: terminal.io(isTTY: false), apps: DemoApp.playgrounds, executable: "waypoint-demo")
        == PlaygroundRunner.badRecordingStatus)
    #expect(terminal.errors.last?.hasPrefix("error: the recording is not JSON") == true)
    #expect(
      PlaygroundRunner.main(
        arguments: ["--replay", "missing.json"], io: terminal.io(isTTY: false), apps: DemoApp.playgrounds, executable: "waypoint-demo")
        == PlaygroundRunner.noInputStatus)
    #expect(
      PlaygroundRunner.main(
        arguments: ["--replay", "shapes.json", "--json"], io: terminal.io(isTTY: false), apps: DemoApp.playgrounds,
        executable: "waypoint-demo")
        == PlaygroundRunner.badRecordingStatus)
    #expect(terminal.output.last == #"{"replayed":0,"divergence":null,"error":{"code":"empty","message":"the recording is empty"}}"#)
  }

  @Test @MainActor func aRecordingOfAnotherAppIsRefused() throws {
    let session = Playground.shapes.makeSession()
    _ = session.run("record start")
    _ = session.run("push /infinity")
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("shapes.json").path
    #expect(session.run("record save \(path)").ok)
    let summary = Playground.social.replay(recording: try String(contentsOfFile: path, encoding: .utf8))
    #expect(summary.problem?.code == "notARecording")
  }
}
