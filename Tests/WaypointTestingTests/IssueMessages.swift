import Testing

/// The text of a recorded issue, for checking what a failure says.
func message(of issue: Issue) -> String {
  issue.comments.map(\.rawValue).joined(separator: "\n") + "\n" + String(describing: issue)
}
