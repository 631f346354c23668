public import Waypoint

/// The screens of the Social example (the AppTab pattern): timeline, notifications, explore
/// (search), post (intercepting), profile, lists and tags from data, and status and profile
/// screens pushed from anywhere.
///
/// ```swift
/// let navigator = Navigator(structure: Social.structure(), selection: .timeline)
/// navigator.select(.post) // presents compose; the selection stays on the timeline
/// ```
public enum SocialDestination: Destination {
  /// What Social's screens finish with: compose returns the post it published.
  public typealias Outcome = SocialOutcome

  /// The home timeline.
  case timeline
  /// Notifications, with a badge.
  case notifications
  /// Explore, the search tab.
  case explore
  /// The post tab: it presents compose instead of being selected.
  case post
  /// The signed-in user's profile.
  case profile
  /// The lists section's landing screen.
  case lists
  /// One list's timeline.
  case list(id: Int)
  /// The tags section's landing screen.
  case tags
  /// One tag's timeline.
  case tag(String)
  /// A status, pushed from anywhere.
  case status(id: Int)
  /// Another user's profile, pushed from anywhere.
  case user(id: Int)
  /// The composer, presented as a sheet from anywhere.
  case compose
  /// Sign-in, presented as a sheet from anywhere.
  case signIn

  /// The screen's title.
  public var title: String {
    switch self {
    case .timeline: "Timeline"
    case .notifications: "Notifications"
    case .explore: "Explore"
    case .post: "Post"
    case .profile: "Profile"
    case .lists: "Lists"
    case let .list(id): "List \(id)"
    case .tags: "Tags"
    case let .tag(name): "#\(name)"
    case let .status(id): "Status \(id)"
    case let .user(id): "User \(id)"
    case .compose: "Compose"
    case .signIn: "Sign In"
    }
  }

  /// The screen's outline symbol.
  public var symbolName: String {
    switch self {
    case .timeline: "rectangle.stack"
    case .notifications: "bell"
    case .explore: "magnifyingglass"
    case .post: "square.and.pencil"
    case .profile, .user: "person.crop.circle"
    case .lists, .list: "list.bullet"
    case .tags, .tag: "number"
    case .status: "text.bubble"
    case .compose: "square.and.pencil"
    case .signIn: "person.badge.key"
    }
  }
}

/// What a Social screen finishes with.
///
/// ```swift
/// navigator.finish(returning: SocialOutcome.posted(statusID: 12))
/// ```
public enum SocialOutcome: Hashable, Codable, Sendable {
  /// Compose published a post, now the status with this id.
  case posted(statusID: Int)
}

/// A user list shown as a tab in the Lists section.
///
/// ```swift
/// let list = SocialList(id: 1, title: "Swift")
/// ```
public struct SocialList: Hashable, Sendable {
  /// The list's id.
  public var id: Int
  /// The list's title.
  public var title: String

  /// Creates a list.
  ///
  /// - Parameters:
  ///   - id: the id.
  ///   - title: the title.
  public init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}
