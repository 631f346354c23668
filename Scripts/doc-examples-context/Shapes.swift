// The names the documentation's examples take from the text around them, from the Shapes example
// app (Scripts/check-doc-examples). A block type-checks with one of the example apps.
import Foundation
import Waypoint
import WaypointExamples
import WaypointTesting

typealias AppDestination = ShapesDestination
@MainActor let structure = Shapes.structure
@MainActor let routes = Shapes.routes
@MainActor let navigator = Navigator(structure: structure, selection: .triangle, routes: routes)
@MainActor let sessionNavigator = SessionNavigator(session: Session(main: NavigationState(selection: ShapesDestination.triangle)), structure: structure, routes: routes)
@MainActor let session = sessionNavigator
@MainActor let windows = sessionNavigator
@MainActor var engine = NavigationEngine(structure: structure, selection: ShapesDestination.triangle, routes: routes)
@MainActor var state = NavigationState(selection: ShapesDestination.triangle)
@MainActor let store = NavigationTestStore(structure: structure, selection: ShapesDestination.triangle, routes: routes)
@MainActor var customization = TabCustomization()
@MainActor var environment = LayoutEnvironment()
@MainActor let layout = navigator.layout
@MainActor let policy = GuardPolicy<ShapesDestination>.allowAll
@MainActor var events: [NavigationEvent<ShapesDestination>] = []
@MainActor var actions: [NavigationAction<ShapesDestination>] = []
@MainActor let data = Data()
@MainActor let url = URL(fileURLWithPath: "/")
