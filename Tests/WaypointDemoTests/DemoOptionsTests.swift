import Testing

@testable import WaypointDemoKit

@Suite struct DemoOptionsTests {}

extension DemoOptionsTests {
  // Issue 7: `--app`, `--script`, `--json`, `--strict`, in either `--name value` or `--name=value` form.
  @Test func parsesOptions() throws {
    let options = try DemoOptions.parse(["--app", "social", "--script=tour.txt", "--json", "--strict"])
    #expect(options.app == .social)
    #expect(options.script == "tour.txt")
    #expect(options.json && options.strict)
    #expect(try DemoOptions.parse([]) == DemoOptions())
    #expect(try DemoOptions.parse(["--app=MEDIA"]).app == .media)
    #expect(try DemoOptions.parse(["--script", "-"]).script == "-")
    #expect(try DemoOptions.parse(["-h"]).help)
  }

  // Issue 7, "Errors": a bad option is a usage error that says what was wrong.
  @Test(arguments: [
    (["--app", "games"], "unknown app 'games' (choose shapes, social or media)"),
    (["--app"], "--app needs a value"),
    (["--verbose"], "unknown option '--verbose'"),
    (["--json=yes"], "--json takes no value"),
    (["--strict"], "--strict applies to --script"),
    (["social"], "unknown option 'social'"),
  ])
  func rejectsBadOptions(arguments: [String], message: String) {
    #expect(throws: DemoError.usage(message)) { try DemoOptions.parse(arguments) }
  }
}
