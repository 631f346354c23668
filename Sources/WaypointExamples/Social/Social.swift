public import Waypoint

/// The Social example app's structure, built from the user's data.
///
/// ```swift
/// let structure = Social.structure(lists: [SocialList(id: 1, title: "Swift")], tags: ["ios"])
/// ```
public enum Social {
  /// The default lists.
  public static let defaultLists = [SocialList(id: 1, title: "Swift"), SocialList(id: 2, title: "Design")]
  /// The default followed tags.
  public static let defaultTags = ["swiftui", "ios"]

  /// The structure for the given data.
  ///
  /// - Parameters:
  ///   - lists: the user's lists, one tab each.
  ///   - tags: the followed tags, one tab each.
  ///   - unreadNotifications: the notifications badge (0 hides it).
  /// - Returns: the structure.
  public static func structure(
    lists: [SocialList] = defaultLists,
    tags: [String] = defaultTags,
    unreadNotifications: Int = 3
  ) -> AppStructure<SocialDestination> {
    AppStructure {
      AppTab("timeline", .timeline).placement(.fixed)
      AppTab("notifications", .notifications).badge(unreadNotifications)
      AppTab("explore", .explore).role(.search)
      AppTab("post", .post).intercept(.present(.compose, style: .sheet))
      AppTab("profile", .profile)
      AppTabSection(
        "lists", title: "Lists", landing: .lists,
        actions: [AppTabSection.Action("new-post", title: "New Post", symbolName: "plus", action: .present(.compose, style: .sheet))]
      ) {
        for list in lists { AppTab("list-\(list.id)", .list(id: list.id)) }
      }
      AppTabSection("tags", title: "Tags", landing: .tags) {
        for tag in tags { AppTab("tag-\(tag)", .tag(tag)) }
      }
    } origin: {
      origin(of: $0)
    }
  }

  /// The origin of each Social screen.
  ///
  /// - Parameter destination: a Social screen.
  /// - Returns: where it comes from.
  @Sendable
  public static func origin(of destination: SocialDestination) -> Origin<SocialDestination> {
    switch destination {
    case .timeline, .notifications, .explore, .post, .profile, .lists, .list, .tags, .tag: .root
    case .status, .user: .anywhere(.push)
    case .compose, .signIn: .anywhere(.present(.sheet))
    }
  }

  /// A sample of screens of every kind, for validation and random tests.
  public static let sampleDestinations: [SocialDestination] = [
    .timeline, .notifications, .explore, .post, .profile, .lists, .tags,
    .list(id: 1), .list(id: 2), .tag("swiftui"), .tag("ios"),
    .status(id: 1), .status(id: 42), .user(id: 7), .compose, .signIn,
  ]
}
