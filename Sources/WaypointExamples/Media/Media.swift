public import Waypoint

/// The Media example app's structure, built from its collections and animation categories.
///
/// ```swift
/// let structure = Media.structure(collections: [1, 2, 3], animations: [1])
/// ```
public enum Media {
  /// The structure for the given data.
  ///
  /// - Parameters:
  ///   - collections: collection ids, one tab each.
  ///   - animations: animation category ids, one tab each.
  /// - Returns: the structure.
  public static func structure(
    collections: [Int] = [1, 2],
    animations: [Int] = [1, 2]
  ) -> AppStructure<MediaDestination> {
    AppStructure {
      AppTab("watch-now", .watchNow).placement(.fixed)
      AppTab("library", .library).placement(.fixed)
      AppTab("downloads", .downloads).placement(.optional)
      AppTab("settings", .settings).placement(.sidebarOnly)
      AppTab("search", .search).role(.search).onLeave(.reset)
      AppTabSection("collections", title: "Collections", landing: .collections) {
        for id in collections { AppTab("collection-\(id)", .collection(id: id)) }
      }
      AppTabSection("animations", title: "Animations", landing: .animations) {
        for id in animations { AppTab("animation-\(id)", .animation(id: id)) }
      }
    } origin: {
      origin(of: $0)
    }
    // A video's page is full-bleed: the tab bar hides while it is on the stack.
    .hidesTabBar { destination in
      if case .video = destination { true } else { false }
    }
    // On an iPhone, the bar makes itself small as the person scrolls down a long library.
    .minimizesTabBar(.onScrollDown)
    // While something plays, the tab bar carries a mini player; tapping it opens the player.
    .bottomAccessory("Now Playing", action: .present(.player(id: 1)))
  }

  /// The origin of each Media screen.
  ///
  /// - Parameter destination: a Media screen.
  /// - Returns: where it comes from.
  @Sendable
  public static func origin(of destination: MediaDestination) -> Origin<MediaDestination> {
    switch destination {
    case .watchNow, .library, .search, .downloads, .settings, .collections, .collection, .animations, .animation:
      .root
    case .video:
      .pushed(from: .watchNow)
    case let .player(id):
      .presented(from: .video(id: id), style: .fullScreenCover)
    case let .collectionPicker(id):
      .presented(from: .video(id: id), style: .sheet(detents: [.medium, .large]))
    }
  }

  /// A sample of screens of every kind, for validation and random tests.
  public static let sampleDestinations: [MediaDestination] = [
    .watchNow, .library, .search, .downloads, .settings, .collections, .animations,
    .collection(id: 1), .collection(id: 2), .animation(id: 1), .animation(id: 2),
    .video(id: 1), .video(id: 7), .player(id: 1), .player(id: 7), .collectionPicker(videoID: 7),
  ]
}
