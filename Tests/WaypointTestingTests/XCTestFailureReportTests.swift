import Foundation
import Testing

#if !canImport(Darwin)
  /// What a store failure looks like under XCTest on Linux: the test binary runs the failing
  /// fixture in a child process and the test reads what XCTest printed.
  @Suite struct XCTestFailureReportTests {
    @Test func aFailureUnderXCTestSaysWhatWentWrongAndNothingAboutAHostApplication() throws {
      // Issue 17 item 6: IssueReporting's "host application" banner is false on Linux.
      let process = Process()
      process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      process.arguments = ["WaypointTestingTests.XCTestFailureFixture/testAWrongExpectation"]
      var environment = ProcessInfo.processInfo.environment
      environment["WAYPOINT_FAILURE_FIXTURE"] = "1"
      environment["SWIFT_BACKTRACE"] = "enable=no"
      process.environment = environment
      let output = Pipe()
      process.standardOutput = output
      process.standardError = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let text = String(decoding: data, as: UTF8.self)

      #expect(process.terminationStatus != 0, "the fixture must fail")
      #expect(text.contains("State was not expected to change after send(.select(.circle))"))
      #expect(text.contains("Executed 1 test, with 1 failure"))
      #expect(!text.contains("host application"), "\(text)")
    }
  }
#endif
