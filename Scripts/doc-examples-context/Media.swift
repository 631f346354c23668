// The names the documentation's examples take from the text around them, from the Media example
// app (Scripts/check-doc-examples). A block type-checks with one of the example apps.
import Foundation
import Waypoint
import WaypointExamples
import WaypointTesting

typealias AppDestination = MediaDestination
@MainActor let structure = Media.structure()
@MainActor let routes = Media.routes
@MainActor let navigator = Navigator(structure: structure, selection: .watchNow, routes: routes)
@MainActor let sessionNavigator = SessionNavigator(session: Session(main: NavigationState(selection: MediaDestination.watchNow)), structure: structure, routes: routes)
@MainActor let session = sessionNavigator
@MainActor let windows = sessionNavigator
@MainActor var engine = NavigationEngine(structure: structure, selection: MediaDestination.watchNow, routes: routes)
@MainActor var state = NavigationState(selection: MediaDestination.watchNow)
@MainActor let store = NavigationTestStore(structure: structure, selection: MediaDestination.watchNow, routes: routes)
@MainActor var customization = TabCustomization()
@MainActor var environment = LayoutEnvironment()
@MainActor let layout = navigator.layout
@MainActor let policy = GuardPolicy<MediaDestination>.allowAll
@MainActor var events: [NavigationEvent<MediaDestination>] = []
@MainActor var actions: [NavigationAction<MediaDestination>] = []
@MainActor let data = Data()
@MainActor let url = URL(fileURLWithPath: "/")
