import ArgumentParser
import Testing
import WaypointDemoKit

@testable import WaypointPlayground

@Suite struct PlaygroundOptionsTests {}

extension PlaygroundOptionsTests {
  // Issue 7: `--app`, `--script`, `--json`, `--strict`, in either `--name value` or `--name=value` form.
  @Test func parsesOptions() throws {
    let options = try PlaygroundOptions.parse(["--app", "social", "--script=tour.txt", "--json", "--strict"])
    #expect(options.app == "social")
    #expect(options.script == "tour.txt")
    #expect(options.json && options.strict)
    let defaults = try PlaygroundOptions.parse([])
    #expect(defaults.app == nil && defaults.script == nil && !defaults.json && !defaults.strict)
    #expect(try PlaygroundOptions.parse(["--app=MEDIA"]).app == "MEDIA")
    #expect(try PlaygroundOptions.parse(["--script", "-"]).script == "-")
    // Issue 31, item 8: the device to start on, in any case.
    #expect(try PlaygroundOptions.parse(["--device", "iPhone"]).device == .iphone)
    #expect(defaults.device == nil)
  }

  // Issue 7, "Errors": a bad option is a usage error that says what was wrong.
  @Test(arguments: [
    (["--app"], "Missing value for '--app <name>'"),
    (["--verbose"], "Unknown option '--verbose'"),
    (["--json=yes"], "The option '--json' does not take any value, but 'yes' was specified."),
    (["--strict"], "--strict applies to --script"),
    (["social"], "Unexpected argument 'social'"),
  ])
  func rejectsBadOptions(arguments: [String], message: String) {
    do {
      _ = try PlaygroundOptions.parse(arguments)
      Issue.record("\(arguments) parsed")
    } catch {
      #expect(PlaygroundOptions.message(for: error) == message)
      #expect(PlaygroundOptions.exitCode(for: error).rawValue == PlaygroundRunner.usageStatus)
    }
  }
}
