import Testing
import Waypoint
import WaypointDemoKit
import WaypointExamples

@testable import WaypointPlayground

@Suite struct EventRecordTests {}

extension EventRecordTests {
  // Issue 7, JSON `events`: every kind of navigation event with its fields, screens named by path.
  @Test func everyKindWithItsFields() {
    let routes = Playground.shapes.paths
    let entry = Entry<ShapesDestination>(id: 2, destination: .circleItem(level: 1))
    let modal = Modal<ShapesDestination>(id: 3, destination: .settings, style: .fullScreenCover)
    let cases: [(NavigationEvent<ShapesDestination>, String, [String])] = [
      (.selected(.circle, previous: .triangle), "selected", ["path", "previous"]),
      (.reselected(.circle), "reselected", ["path"]),
      (.intercepted(.circle), "intercepted", ["path"]),
      (.scrollToTop(.circle), "scrollToTop", ["path"]),
      (.pushed(entry), "pushed", ["path", "id"]),
      (.popped([entry], cause: .person), "popped", ["paths", "ids", "cause"]),
      (.presented(modal), "presented", ["path", "style", "id"]),
      (.dismissed([modal]), "dismissed", ["paths", "ids", "cause"]),
      (.alertPresented(AlertState(title: "Hi")), "alertPresented", ["title"]),
      (.alertDismissed(buttonID: nil), "alertDismissed", ["button"]),
      (.nothingToDismiss, "nothingToDismiss", []),
      (.alreadyAtRoot, "alreadyAtRoot", []),
      (.replaced, "replaced", []),
      (.repaired(from: .circle, to: .triangle), "repaired", ["from", "to"]),
      (.rejected(.popPastRoot(requested: 1, available: 0)), "rejected", ["code", "message"]),
      (.redirected(.settings, to: .triangle), "redirected", ["path", "to"]),
      (.resumed(.settings), "resumed", ["path"]),
      (.ignoredStale(.push(.infinity).from(.entry(9))), "ignoredStale", ["action"]),
    ]
    for (event, kind, keys) in cases {
      let record = EventRecord(event, routes: routes)
      #expect(record.kind == kind)
      #expect(record.fields.map(\.key) == keys, "\(kind)")
      #expect(!record.text.isEmpty)
    }
    #expect(EventRecord(.pushed(entry), routes: routes).text == "pushed /circle/item/1 (#2)")
    #expect(EventRecord(.presented(modal), routes: routes).fields[1].value == .string("cover"))
    // Issue 27: the cause a screen ended for; an outcome as `finish` takes it, and its recipient.
    let delivered = EventRecord(
      NavigationEvent<SocialDestination>.delivered(.posted(statusID: 4), to: .root(.timeline), from: .entry(3)),
      routes: Playground.social.paths)
    #expect(delivered.kind == "delivered")
    #expect(delivered.fields.map(\.value) == [.string(#"{"posted":{"statusID":4}}"#), .string("/timeline"), .string("#3")])
    let toNobody = EventRecord(
      NavigationEvent<SocialDestination>.delivered(.posted(statusID: 4), to: nil, from: .entry(3)), routes: Playground.social.paths)
    #expect(toNobody.fields[1].value == .null)
    #expect(EventRecord(.popped([entry], cause: .person), routes: routes).fields[2].value == .string("person"))
    #expect(EventRecord(.popped([entry], cause: .person), routes: routes).text == "popped /circle/item/1 by the person")
  }
}
