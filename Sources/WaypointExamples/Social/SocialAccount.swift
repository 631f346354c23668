/// The Social example's guard context: whether someone is signed in.
///
/// ```swift
/// navigator.setGuard(Social.signInGuard, context: SocialAccount(isSignedIn: true))
/// ```
public struct SocialAccount: Hashable, Sendable {
  /// Whether someone is signed in.
  public var isSignedIn: Bool

  /// Creates a context.
  ///
  /// - Parameter isSignedIn: whether someone is signed in.
  public init(isSignedIn: Bool) { self.isSignedIn = isSignedIn }

  /// Nobody is signed in.
  public static let signedOut = SocialAccount(isSignedIn: false)
  /// Someone is signed in.
  public static let signedIn = SocialAccount(isSignedIn: true)
}
