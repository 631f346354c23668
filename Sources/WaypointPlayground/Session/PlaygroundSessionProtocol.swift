/// A running app, whatever its destination type: what the runner talks to.
///
/// ```swift
/// let session = playground.makeSession()
/// print(session.run("select /circle").screen.selection)
/// ```
@MainActor
package protocol PlaygroundSessionProtocol: AnyObject {
  /// The app's name.
  var appName: String { get }
  /// The current window's screen.
  var screen: Screen { get }
  /// The current window drawn as an SVG wireframe.
  var wireframe: String { get }
  /// Parses and runs one command line.
  ///
  /// - Parameter line: the command line.
  /// - Returns: what it did.
  func run(_ line: String) -> CommandReport
}

/// An app the runner can start, whatever its destination type.
///
/// ```swift
/// let media = Playground("Media", structure: Media.structure(), routes: Media.routes, selection: .watchNow)
/// let apps: [any PlaygroundSessionMaking] = [playground, media]
/// let session = apps[1].makeSession()
/// ```
package protocol PlaygroundSessionMaking: Sendable {
  /// The app's name.
  var name: String { get }
  /// A new session of the app, on its first tab, in one window.
  ///
  /// - Parameter device: a device to start on instead of the app's own (`--device`).
  /// - Returns: the session.
  @MainActor func makeSession(device: PlaygroundDevice?) -> any PlaygroundSessionProtocol
  /// Replays a recording (what `record save` writes) against the app: `--replay`.
  ///
  /// - Parameter text: the recording's JSON.
  /// - Returns: what the replay found.
  func replay(recording text: String) -> ReplaySummary
}

extension PlaygroundSessionMaking {
  /// A new session of the app, where the app starts.
  ///
  /// - Returns: the session.
  @MainActor package func makeSession() -> any PlaygroundSessionProtocol { makeSession(device: nil) }
}

extension Playground: PlaygroundSessionMaking {
  /// A new session of the app, on its first tab, in one window.
  ///
  /// - Parameter device: a device to start on instead of the app's own (`--device`).
  /// - Returns: the session.
  @MainActor package func makeSession(device: PlaygroundDevice?) -> any PlaygroundSessionProtocol {
    PlaygroundSession(playground: self, device: device)
  }

  /// Replays a recording against the app: its structure, routes and guard.
  ///
  /// - Parameter text: the recording's JSON.
  /// - Returns: what the replay found.
  package func replay(recording text: String) -> ReplaySummary { ReplaySummary(replay(text)) }
}
