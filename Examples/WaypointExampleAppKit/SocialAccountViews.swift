#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  import Waypoint
  import WaypointExamples
  import WaypointUI

  /// Social's sign-in screen, which the guard shows instead of a screen that needs an account:
  /// signing in resumes the way to that screen.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  struct SocialSignInScreen: View {
    @Environment(SessionNavigator<SocialDestination>.self) private var session

    var body: some View {
      List {
        Text("Notifications, your profile and posting need an account.")
        Button("Sign In") { session.setGuard(Social.signInGuard, context: .signedIn) }
      }
      .navigationTitle(SocialDestination.signIn.title)
    }
  }

  /// Signs out of Social: the screens that need an account close, in every window.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  struct SocialSignOutButton: View {
    @Environment(SessionNavigator<SocialDestination>.self) private var session

    var body: some View {
      Button(role: .destructive) {
        session.setGuard(Social.signInGuard, context: .signedOut)
      } label: {
        Text("Sign Out")
      }
    }
  }
#endif
