public import Waypoint

/// The screens of the Media example (Apple's tab sample): Watch Now and Library (fixed), Search
/// (pinned), Collections and Animations sections from data, an optional Downloads tab, a
/// sidebar-only Settings tab, a video detail screen and a full-screen player.
///
/// ```swift
/// let navigator = Navigator(structure: Media.structure(), selection: .watchNow)
/// navigator.show(.player(id: 7)) // Watch Now › Video 7, then the player as a cover
/// ```
public enum MediaDestination: Destination {
  /// What Media's screens finish with: the collection picker returns the collection picked.
  public typealias Outcome = MediaOutcome

  /// Watch Now (fixed).
  case watchNow
  /// Library (fixed).
  case library
  /// Search (pinned, search role).
  case search
  /// Downloads (optional).
  case downloads
  /// Settings (sidebar only).
  case settings
  /// The Collections section's landing screen.
  case collections
  /// One collection.
  case collection(id: Int)
  /// The Animations section's landing screen.
  case animations
  /// One animation category.
  case animation(id: Int)
  /// A video's detail screen, pushed from Watch Now.
  case video(id: Int)
  /// A video player, a full-screen cover over the video's detail screen.
  case player(id: Int)
  /// A picker of the collection to add a video to, a sheet over the video's detail screen: it
  /// finishes with the collection picked.
  case collectionPicker(videoID: Int)

  /// The screen's title.
  public var title: String {
    switch self {
    case .watchNow: "Watch Now"
    case .library: "Library"
    case .search: "Search"
    case .downloads: "Downloads"
    case .settings: "Settings"
    case .collections: "Collections"
    case let .collection(id): "Collection \(id)"
    case .animations: "Animations"
    case let .animation(id): "Animation \(id)"
    case let .video(id): "Video \(id)"
    case let .player(id): "Player \(id)"
    case .collectionPicker: "Add to Collection"
    }
  }

  /// The screen's outline symbol.
  public var symbolName: String {
    switch self {
    case .watchNow: "play"
    case .library: "books.vertical"
    case .search: "magnifyingglass"
    case .downloads: "arrow.down.circle"
    case .settings: "gear"
    case .collections, .collection: "rectangle.stack"
    case .animations, .animation: "sparkles"
    case .video: "film"
    case .player: "play.rectangle"
    case .collectionPicker: "text.badge.plus"
    }
  }
}

/// What a Media screen finishes with.
///
/// ```swift
/// navigator.finish(returning: MediaOutcome.picked(collectionID: 2))
/// ```
public enum MediaOutcome: Hashable, Codable, Sendable {
  /// The collection picker: the person picked the collection with this id.
  case picked(collectionID: Int)
}
