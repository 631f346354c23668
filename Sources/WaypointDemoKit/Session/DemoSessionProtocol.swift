/// A running example app, whatever its destination type: what the runner talks to.
///
/// ```swift
/// let session = DemoApp.social.makeSession()
/// print(session.run("select /notifications").screen.selection)
/// ```
@MainActor
package protocol DemoSessionProtocol: AnyObject {
  /// The example app's name.
  var appName: String { get }
  /// The current window's screen.
  var screen: Screen { get }
  /// Parses and runs one command line.
  ///
  /// - Parameter line: the command line.
  /// - Returns: what it did.
  func run(_ line: String) -> CommandReport
}
