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
let start: AppDestination = .home
