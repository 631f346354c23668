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
///
/// A screen can finish with an outcome, delivered to the screen that asked for it (see
/// ``NavigationAction/finish(returning:)``). Name the outcome type once for the app; without
/// one, it is `Never` and no screen returns anything:
///
/// ```swift
/// enum RecipeDestination: Destination {
///   typealias Outcome = RecipeOutcome
///   case recipes, editor
///   var title: String { "Recipes" }
///   var symbolName: String { "book" }
/// }
/// enum RecipeOutcome: Hashable, Codable, Sendable { case saved(recipeID: Int) }
/// ```
public protocol Destination: Hashable, Codable, Sendable {
  /// What a screen can finish with, delivered to the screen that pushed or presented it:
  /// `Never` unless the app names one.
  associatedtype Outcome: Hashable, Codable, Sendable = Never

  /// The screen's title, shown in tab bars, sidebars and navigation bars.
  var title: String { get }

  /// The name of the screen's outline SF Symbol; the system picks filled variants itself.
  var symbolName: String { get }
}
