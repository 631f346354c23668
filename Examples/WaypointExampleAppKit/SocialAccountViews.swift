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

  /// Social's compose sheet: while it holds text, any way out asks before the draft is discarded
  /// (the guard's `leaving` decision), and its swipe down is disabled.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  struct SocialComposeScreen: View {
    @Environment(Navigator<SocialDestination>.ScreenNavigator.self) private var screen: Navigator<SocialDestination>.ScreenNavigator?
    @Environment(SessionNavigator<SocialDestination>.self) private var session
    @State private var text = ""

    var body: some View {
      List {
        TextField("What's new?", text: $text)
        Button("Post") { screen?.finish(returning: .posted(statusID: 1)) }
        Button(role: .cancel) {
          screen?.finish()
        } label: {
          Text("Cancel")
        }
      }
      .navigationTitle(SocialDestination.compose.title)
      .onChange(of: text.isEmpty) { _, isEmpty in draft(isDirty: !isEmpty) }
      // A new compose sheet starts clean; coming back from a screen pushed over it keeps the text.
      .onAppear { draft(isDirty: !text.isEmpty) }
    }

    private func draft(isDirty: Bool) {
      session.setGuard(Social.signInGuard, context: SocialAccount(isSignedIn: true, hasUnsavedDraft: isDirty))
    }
  }
#endif
