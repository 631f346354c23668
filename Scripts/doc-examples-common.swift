// The names every documentation example may use beside its app's (Scripts/check-doc-examples):
// what the SwiftUI layer or the app has around the engine.
import Foundation
import Waypoint
import WaypointExamples
import WaypointTesting

// The window's engine and its shells, on the app's first tab (`start`): each context gives
// `AppDestination`, `structure`, `routes` and `start`.
@MainActor let navigator = Navigator(structure: structure, selection: start, routes: routes)
@MainActor let sessionNavigator = SessionNavigator(session: Session(main: NavigationState(selection: start)), structure: structure, routes: routes)
@MainActor let session = sessionNavigator
@MainActor let windows = sessionNavigator
@MainActor var engine = NavigationEngine(structure: structure, selection: start, routes: routes)
@MainActor var state = NavigationState(selection: start)
@MainActor let store = NavigationTestStore(structure: structure, selection: start, routes: routes)
@MainActor var customization = TabCustomization()
@MainActor var environment = LayoutEnvironment()
@MainActor let layout = navigator.layout
@MainActor let policy = GuardPolicy<AppDestination>.allowAll
@MainActor var events: [NavigationEvent<AppDestination>] = []
@MainActor var actions: [NavigationAction<AppDestination>] = []
@MainActor let data = Data()
@MainActor let url = URL(fileURLWithPath: "/")

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
