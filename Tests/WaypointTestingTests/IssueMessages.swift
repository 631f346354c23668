import Foundation
import IssueReporting
import Testing

/// The text of a recorded issue, for checking what a failure says.
func message(of issue: Issue) -> String {
  issue.comments.map(\.rawValue).joined(separator: "\n") + "\n" + String(describing: issue)
}

/// An issue the testing library reported, captured by ``withExpectedIssues(_:matching:sourceLocation:)``.
struct ReportedIssue: Sendable {
  let message: String
}

/// The text of a captured issue.
func message(of issue: ReportedIssue) -> String { issue.message }

/// Runs `body` with the issues the testing library reports captured instead of recorded, and
/// expects at least one, each matching `matching`. A test of a failure message so checks the
/// message without printing it: the suite's output stays a summary.
func withExpectedIssues(
  _ body: () throws -> Void,
  matching: (ReportedIssue) -> Bool,
  sourceLocation: SourceLocation = #_sourceLocation
) rethrows {
  let issues = try capturingIssues(body)
  #expect(!issues.isEmpty, "no issue was reported", sourceLocation: sourceLocation)
  for issue in issues where !matching(issue) {
    Issue.record("an unexpected issue was reported: \(issue.message)", sourceLocation: sourceLocation)
  }
}

/// The issues the testing library reports while `body` runs, captured instead of recorded.
private func capturingIssues(_ body: () throws -> Void) rethrows -> [ReportedIssue] {
  let collector = IssueCollector()
  try withIssueReporters([collector], operation: body)
  return collector.issues
}

/// Collects reported issues.
private final class IssueCollector: IssueReporter, @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [ReportedIssue] = []

  var issues: [ReportedIssue] { lock.withLock { collected } }

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  ) {
    let issue = ReportedIssue(message: message() ?? "")
    lock.withLock { collected.append(issue) }
  }

  func expectIssue(
    _ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    let issue = ReportedIssue(message: message() ?? "")
    lock.withLock { collected.append(issue) }
  }
}
