import IssueReporting

/// Where an assertion was written, so a failure points at the test's line under Swift Testing
/// and XCTest alike.
struct IssueLocation: Sendable {
  var fileID: StaticString
  var filePath: StaticString
  var line: UInt
  var column: UInt

  /// Records a failure at this location.
  func fail(_ message: String) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Records `message` as a known issue: the test passes, and the report still shows it.
  func note(_ message: String) {
    withExpectedIssue(fileID: fileID, filePath: filePath, line: line, column: column) {
      reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}
