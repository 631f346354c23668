/// Safe upper bounds on what a navigation state may hold.
///
/// Every bound is checked when an action is applied, when a URL is parsed and when stored data
/// is decoded, so that no input can make the model grow without bound. A limit below zero is
/// reported by ``AppStructure/validate(destinations:)``.
///
/// ```swift
/// var limits = NavigationLimits()
/// limits.maxStackDepth = 10_000   // a stress test
/// let structure = AppStructure<AppDestination>(limits: limits) { AppTab("home", .home) } origin: { _ in .root }
/// ```
public struct NavigationLimits: Hashable, Sendable, Codable {
  /// The most entries one push stack may hold.
  public var maxStackDepth: Int
  /// The most modals that may be presented at once.
  public var maxModalDepth: Int
  /// The longest URL, in characters, that routing will parse.
  public var maxURLLength: Int
  /// The most path segments a URL may have.
  public var maxPathSegments: Int

  /// Creates limits; the defaults suit any real app.
  ///
  /// - Parameters:
  ///   - maxStackDepth: the most entries in one stack (default 512).
  ///   - maxModalDepth: the most modals at once (default 16).
  ///   - maxURLLength: the longest URL routing parses (default 4096).
  ///   - maxPathSegments: the most path segments in a URL (default 64).
  public init(
    maxStackDepth: Int = 512,
    maxModalDepth: Int = 16,
    maxURLLength: Int = 4096,
    maxPathSegments: Int = 64
  ) {
    self.maxStackDepth = maxStackDepth
    self.maxModalDepth = maxModalDepth
    self.maxURLLength = maxURLLength
    self.maxPathSegments = maxPathSegments
  }

  /// The longest origin chain followed before a chain is reported as endless.
  public var maxRouteLength: Int {
    // Saturating: "no limit" settings such as `Int.max` must not trap.
    // Below zero, a limit counts as zero (validation reports it).
    Swift.max(maxStackDepth, 0).saturatingAdd(1).saturatingMultiply(Swift.max(maxModalDepth, 0).saturatingAdd(1))
  }
}
