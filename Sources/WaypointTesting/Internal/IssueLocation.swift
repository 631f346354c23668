import IssueReporting

#if !canImport(Darwin)
  import IssueReportingTestSupport
#endif

/// Where an assertion was written, so a failure points at the test's line under Swift Testing
/// and XCTest alike.
struct IssueLocation: Sendable {
  var fileID: StaticString
  var filePath: StaticString
  var line: UInt
  var column: UInt

  /// Records a failure at this location.
  func fail(_ message: String) {
    #if !canImport(Darwin)
      // NB: IssueReporting appends a "tests running in a host application" banner to every XCTest
      // failure whose test it cannot find on the call stack, which on Linux is every failure
      // (its lookup needs the Objective-C runtime). With IssueReporting's default reporter in
      // place, report through XCTFail directly; custom reporters still get the issue. (Inside
      // `withExpectedIssue` on Linux XCTest, IssueReporting records a failure of its own anyway.)
      if TestContext.current == .xcTest, Self.reportsThroughTheDefaultReporter,
        let xctFail = _XCTFail() as? @Sendable (String, StaticString, UInt) -> Void
      {
        xctFail(message, filePath, line)
        return
      }
    #endif
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  #if !canImport(Darwin)
    /// Whether issues go to IssueReporting's default reporter alone (no custom reporter is set).
    private static var reportsThroughTheDefaultReporter: Bool {
      IssueReporters.current.count == 1 && IssueReporters.current.first is _DefaultReporter
    }
  #endif

  /// Records `message` as a known issue: the test passes, and the report still shows it.
  func note(_ message: String) {
    withExpectedIssue(fileID: fileID, filePath: filePath, line: line, column: column) {
      reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}
