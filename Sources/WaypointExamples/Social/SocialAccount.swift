/// The Social example's guard context: whether someone is signed in, and whether the post being
/// composed has text that would be lost.
///
/// ```swift
/// navigator.setGuard(Social.signInGuard, context: SocialAccount(isSignedIn: true, hasUnsavedDraft: true))
/// ```
public struct SocialAccount: Hashable, Sendable, Codable {
  /// Whether someone is signed in.
  public var isSignedIn: Bool
  /// Whether the compose screen holds text not posted yet.
  public var hasUnsavedDraft: Bool

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - isSignedIn: whether someone is signed in.
  ///   - hasUnsavedDraft: whether the compose screen holds text not posted yet; no by default.
  public init(isSignedIn: Bool, hasUnsavedDraft: Bool = false) {
    self.isSignedIn = isSignedIn
    self.hasUnsavedDraft = hasUnsavedDraft
  }

  /// Nobody is signed in.
  public static let signedOut = SocialAccount(isSignedIn: false)
  /// Someone is signed in.
  public static let signedIn = SocialAccount(isSignedIn: true)
  /// Someone is signed in and writing a post.
  public static let drafting = SocialAccount(isSignedIn: true, hasUnsavedDraft: true)
}
