// The names the documentation's examples take from the text around them, from the generic app
// many doc comments use: Home, Library, Search, Settings and Profile tabs
// (Scripts/check-doc-examples).
import Foundation
import Waypoint
import WaypointTesting

enum AppDestination: Destination {
  case home, library, search, settings, profile, detail(id: Int)
  var title: String { "\(self)" }
  var symbolName: String { "house" }
}

let structure = AppStructure<AppDestination> {
  AppTab("home", .home)
  AppTab("library", .library)
  AppTab("search", .search).role(.search)
  AppTab("settings", .settings).placement(.sidebarOnly)
  AppTab("profile", .profile)
} origin: { destination in
  switch destination {
  case .home, .library, .search, .settings, .profile: .root
  case .detail: .pushed(from: .home)
  }
}
let routes = RouteTable<AppDestination>(scheme: "app") {
  Route("/home", .home)
  Route("/library", .library)
  Route("/detail/{id}", build: { .detail(id: $0) }) { if case let .detail(id) = $0 { id } else { nil } }
}
@MainActor let navigator = Navigator(structure: structure, selection: .home, routes: routes)
@MainActor let sessionNavigator = SessionNavigator(session: Session(main: NavigationState(selection: AppDestination.home)), structure: structure, routes: routes)
@MainActor let session = sessionNavigator
@MainActor var engine = NavigationEngine(structure: structure, selection: AppDestination.home, routes: routes)
@MainActor var state = NavigationState(selection: AppDestination.home)
@MainActor let store = NavigationTestStore(structure: structure, selection: AppDestination.home, routes: routes)
@MainActor var customization = TabCustomization()
@MainActor var environment = LayoutEnvironment()
@MainActor var events: [NavigationEvent<AppDestination>] = []
@MainActor let data = Data()
@MainActor let url = URL(fileURLWithPath: "/")
