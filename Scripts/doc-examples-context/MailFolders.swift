// The names the documentation's examples take from the text around them, from the Mail app with
// a section of folders in its sidebar, as the pages on sections and sidebars show it
// (Scripts/check-doc-examples).
import Foundation
import Waypoint
import WaypointTesting

enum Mail: Destination {
  case inbox, sent, folder(id: Int), message(id: Int), compose
  var title: String { "\(self)" }
  var symbolName: String { "envelope" }
}

typealias AppDestination = Mail
let mailStructure = AppStructure<Mail> {
  AppTab("inbox", .inbox).placement(.fixed)
  AppTab("sent", .sent)
  AppTabSection("folders", title: "Folders") { AppTab("folder-1", .folder(id: 1)) }
} origin: { destination in
  switch destination {
  case .inbox, .sent, .folder: .root
  case .message: .pushed(from: .inbox)
  case .compose: .anywhere(.present(.sheet))
  }
}
let structure = mailStructure
let routes = RouteTable<Mail>(scheme: "mail") {
  Route("/inbox", .inbox)
  Route("/sent", .sent)
  Route("/compose", .compose)
  Route("/message/{id}", build: { .message(id: $0) }) { if case let .message(id) = $0 { id } else { nil } }
}
let start: AppDestination = .inbox
