// The names the documentation's examples take from the text around them, from the Mail app as
// the Deep Linking article grows it: search, a "not found" screen and sign-in
// (Scripts/check-doc-examples).
import Foundation
import Waypoint
import WaypointTesting

enum Mail: Destination {
  case inbox, sent, message(id: Int), compose, search(String, page: Int?), missing, signIn
  var title: String { "\(self)" }
  var symbolName: String { "envelope" }
}

/// Whether someone is signed in.
struct Account: Sendable {
  var isSignedIn: Bool
  static let signedIn = Account(isSignedIn: true)
  static let signedOut = Account(isSignedIn: false)
}

typealias AppDestination = Mail
let mailStructure = AppStructure<Mail> {
  AppTab("inbox", .inbox).placement(.fixed)
  AppTab("sent", .sent)
} origin: { destination in
  switch destination {
  case .inbox, .sent: .root
  case .message: .pushed(from: .inbox)
  case .compose, .missing, .signIn: .anywhere(.present(.sheet))
  case .search: .anywhere(.push)
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
