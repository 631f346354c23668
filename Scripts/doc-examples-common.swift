// The names every documentation example may use beside its app's (Scripts/check-doc-examples):
// what the SwiftUI layer or the app has around the engine.
import Foundation
import Waypoint
import WaypointExamples

/// What is on screen: the state the SwiftUI layer last finished drawing.
@MainActor var rendered: NavigationState<AppDestination> = navigator.state
/// Waits until the presentation on screen has finished animating.
@MainActor func presentationFinished() async {}
/// The person's account, as the app's sign-in guard sees it.
let account = SocialAccount(isSignedIn: true)
/// A state read back from storage.
@MainActor var restored: NavigationState<AppDestination> = navigator.state
/// A customization read back from storage.
@MainActor var stored = TabCustomization()
/// A saved session.
@MainActor let snapshot = SessionSnapshot(state: navigator.state)
