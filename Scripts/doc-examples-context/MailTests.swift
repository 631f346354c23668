// The names the documentation's examples take from the text around them, from the mail app the
// Testing Navigation article builds and its test suite (Scripts/check-doc-examples).
import Foundation
import Testing
import Waypoint
import WaypointTesting

enum MailDestination: Destination {
  case inbox, sent, compose
  case message(id: Int)
  case attachment(messageID: Int)

  var title: String { "\(self)" }
  var symbolName: String { "envelope" }
}

let mailStructure = AppStructure<MailDestination> {
  AppTab("inbox", .inbox)
  AppTab("sent", .sent)
} origin: { destination in
  switch destination {
  case .inbox, .sent: .root
  case .message: .pushed(from: .inbox)
  case .compose: .anywhere(.present(.sheet))
  case let .attachment(id): .presented(from: .message(id: id), style: .fullScreenCover)
  }
}

@MainActor
@Suite struct MailNavigationTests {
  let store = NavigationTestStore(structure: mailStructure, selection: .inbox)
}

typealias AppDestination = MailDestination
let structure = mailStructure
let routes = RouteTable<AppDestination>()
let start: AppDestination = .inbox
