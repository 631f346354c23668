/// A value that names one screen of an app.
///
/// Destinations are plain data, usually an enum with associated values for dynamic screens.
/// They are `Hashable` so they can key stacks, `Codable` so a session can be restored, and
/// `Sendable` so they can cross concurrency domains.
///
/// ```swift
/// enum AppDestination: Destination {
///   case inbox
///   case message(id: Int)
///
///   var title: String {
///     switch self {
///     case .inbox: "Inbox"
///     case let .message(id): "Message \(id)"
///     }
///   }
///   var symbolName: String { "tray" }
/// }
/// ```
public protocol Destination: Hashable, Codable, Sendable {
  /// The screen's title, shown in tab bars, sidebars and navigation bars.
  var title: String { get }

  /// The name of the screen's outline SF Symbol; the system picks filled variants itself.
  var symbolName: String { get }
}
