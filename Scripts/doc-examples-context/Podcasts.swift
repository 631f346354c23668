// The names the documentation's examples take from the text around them, from the Podcasts app
// the playground's documentation imagines (Scripts/check-doc-examples): its blocks' `import
// Podcasts` stands for this file.
import Foundation
import Waypoint
import WaypointPlayground

enum Podcast: Destination {
  case listenNow, library, search, show(id: Int), episode(id: Int), player
  var title: String { "\(self)" }
  var symbolName: String { "play.circle" }
}

/// Who is listening: a guest or a subscriber.
enum PodcastAccount: Sendable { case guest, subscriber }

enum Podcasts {
  static let structure = AppStructure<Podcast> {
    AppTab("listen-now", .listenNow)
    AppTab("library", .library)
    AppTab("search", .search).role(.search)
  } origin: { destination in
    switch destination {
    case .listenNow, .library, .search: .root
    case .show: .pushed(from: .library)
    case let .episode(id): .pushed(from: .show(id: id / 100))
    case .player: .anywhere(.present(.fullScreenCover))
    }
  }
  static let routes = RouteTable<Podcast>(scheme: "podcasts") {
    Route("/listen-now", .listenNow)
    Route("/library", .library)
    Route("/search", .search)
    Route("/player", .player)
    Route("/show/{id}", build: { .show(id: $0) }) { if case let .show(id) = $0 { id } else { nil } }
    Route("/episode/{id}", build: { .episode(id: $0) }) { if case let .episode(id) = $0 { id } else { nil } }
  }
  /// The player needs a subscription.
  static let accountGuard = NavigationGuard<Podcast, PodcastAccount> { destination, _, account in
    destination == .player && account == .guest ? .deny("subscribe to listen") : .allow
  }
}

typealias AppDestination = Podcast
let structure = Podcasts.structure
let routes = Podcasts.routes
@MainActor let playground = Playground("Podcasts", structure: structure, routes: routes, selection: .listenNow)
let start: AppDestination = .listenNow
