// The names the documentation's examples take from the text around them, from the Social example
// app (Scripts/check-doc-examples). A block type-checks with one of the example apps.
import Foundation
import Waypoint
import WaypointExamples
import WaypointTesting

typealias AppDestination = SocialDestination
@MainActor let structure = Social.structure()
@MainActor let routes = Social.routes
@MainActor let navigator = Navigator(structure: structure, selection: .timeline, routes: routes)
@MainActor let sessionNavigator = SessionNavigator(session: Session(main: NavigationState(selection: SocialDestination.timeline)), structure: structure, routes: routes)
@MainActor let session = sessionNavigator
@MainActor let windows = sessionNavigator
@MainActor var engine = NavigationEngine(structure: structure, selection: SocialDestination.timeline, routes: routes)
@MainActor var state = NavigationState(selection: SocialDestination.timeline)
@MainActor let store = NavigationTestStore(structure: structure, selection: SocialDestination.timeline, routes: routes)
@MainActor var customization = TabCustomization()
@MainActor var environment = LayoutEnvironment()
@MainActor let layout = navigator.layout
@MainActor let policy = GuardPolicy<SocialDestination>.allowAll
@MainActor var events: [NavigationEvent<SocialDestination>] = []
@MainActor var actions: [NavigationAction<SocialDestination>] = []
@MainActor let data = Data()
@MainActor let url = URL(fileURLWithPath: "/")
