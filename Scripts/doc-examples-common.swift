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
/// A recording of the navigator's inputs.
@MainActor let recording: NavigationEngine<AppDestination>.Recording = {
  var recorder = engine
  recorder.startRecording()
  return recorder.stopRecording()!
}()

// What the SwiftUI layer keeps beside the navigator.
/// The stager that moves the screen toward the navigator's state one presentation at a time.
@MainActor let stager = PresentationStager(displaying: navigator.state, structure: navigator.structure)
/// What SwiftUI is given for the state on screen.
@MainActor let projection = stager.projection
/// The stack the person sees and can change.
@MainActor let location = navigator.state.topLocation
/// The state the navigator moved to, which the screen is on its way to show.
@MainActor var target: NavigationState<AppDestination> = navigator.state
/// What restoring saved data made of it.
@MainActor let outcome = try! SessionSnapshot.restore(from: JSONEncoder().encode(snapshot), in: structure)
/// What a property check reports when a property fails.
let failure = PropertyCheck.Failure(seed: 7, caseIndex: 3, input: [NavigationAction<AppDestination>.pop(1)], message: "popped past the root")
