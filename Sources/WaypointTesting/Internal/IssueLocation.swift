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
      // IssueReporting appends a "tests running in a host application" banner to every XCTest
      // failure where it cannot find the test's frame on the call stack, which is always the case
      // on Linux, where there is no host application. Report through XCTFail directly there.
      if TestContext.current == .xcTest,
        let xctFail = _XCTFail() as? @Sendable (String, StaticString, UInt) -> Void
      {
        xctFail(message, filePath, line)
        return
      }
    #endif
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Records `message` as a known issue: the test passes, and the report still shows it.
  func note(_ message: String) {
    withExpectedIssue(fileID: fileID, filePath: filePath, line: line, column: column) {
      reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}
