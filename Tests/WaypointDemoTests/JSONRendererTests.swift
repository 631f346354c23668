import Foundation
import Testing
import WaypointDemoKit

@testable import WaypointPlayground

@MainActor @Suite struct JSONRendererTests {
  /// The fields `--json` prints, in order; the README documents each one.
  nonisolated static let documentedFields = [
    "command", "ok", "error", "selection", "previousSelection", "style", "size", "device", "tabBar", "tabBarHidden", "tabBarMinimizing",
    "bottomAccessory",
    "sidebar", "stacks",
    "modals", "zooms",
    "steps", "events", "signedIn", "unsavedChanges", "backLocked", "alert", "searchQuery", "resolving", "recording", "window", "windows",
    "output",
  ]
}

extension JSONRendererTests {
  private func object(_ line: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  private func keys(_ value: JSONValue) -> [String] {
    guard case let .object(fields) = value else { return [] }
    return fields.map(\.key)
  }

  // Issue 7, JSON output: exactly the documented fields, in the documented order.
  @Test func fieldsInOrder() {
    let session = PlaygroundSession(playground: .shapes)
    #expect(keys(JSONRenderer().value(of: session.run("pop-to-root"))) == Self.documentedFields)
  }

  // Issue 7: one object on one line, which a JSON parser reads.
  @Test func oneLineOfValidJSON() throws {
    let session = PlaygroundSession(playground: .social)
    let line = JSONRenderer().render(session.run("show /status/42"))
    #expect(!line.contains("\n"))
    let json = try object(line)
    #expect(json["selection"] as? String == "/timeline")
    #expect((json["stacks"] as? [String: [String]])?["/timeline"] == ["/status/42"])
  }

  // Issue 7: tab bar items carry id, path, title, badge, selected, region and more.
  @Test func tabBarItemFields() throws {
    let session = PlaygroundSession(playground: .social)
    _ = session.run("style tabs")
    _ = session.run("sign-in")
    let json = try object(JSONRenderer().render(session.run("select /notifications")))
    let items = try #require(json["tabBar"] as? [[String: Any]])
    let notifications = try #require(items.first { $0["path"] as? String == "/notifications" })
    #expect(Set(notifications.keys) == ["id", "path", "title", "badge", "selected", "region", "more", "enabled"])
    #expect(notifications["badge"] as? Int == 3)
    #expect(notifications["selected"] as? Bool == true)
    #expect(json["sidebar"] is NSNull)
  }

  // Issue 7: sidebar sections carry id, title and items; modals carry path, style and stack.
  @Test func sidebarAndModalFields() throws {
    let session = PlaygroundSession(playground: .social)
    _ = session.run("sign-in")
    _ = session.run("style sidebar")
    let json = try object(JSONRenderer().render(session.run("present /compose")))
    let sections = try #require(json["sidebar"] as? [[String: Any]])
    #expect(sections.count == 3)
    #expect(Set(sections[1].keys) == ["id", "title", "selected", "items", "actions"])
    let modals = try #require(json["modals"] as? [[String: Any]])
    #expect(modals.first?["path"] as? String == "/compose")
    #expect(modals.first?["style"] as? String == "sheet")
    #expect(modals.first?["stack"] as? [String] == [])
    #expect(json["tabBar"] is NSNull)
  }

  // Issue 7: events are objects with a `kind` and their fields.
  @Test func eventFields() throws {
    let session = PlaygroundSession(playground: .shapes)
    let json = try object(JSONRenderer().render(session.run("show /rectangle/item/3")))
    let events = try #require(json["events"] as? [[String: Any]])
    #expect(events.map { $0["kind"] as? String } == ["selected", "pushed", "pushed", "presented"])
    #expect(events[0]["previous"] as? String == "/triangle")
    #expect(events[3]["style"] as? String == "sheet")
    #expect(events[3]["id"] as? Int == 2)
  }

  // Issue 7, "Errors": with --json a failure prints ok false and an error with code and message.
  @Test func errorObject() throws {
    let session = PlaygroundSession(playground: .shapes)
    let json = try object(JSONRenderer().render(session.run("pop")))
    #expect(json["ok"] as? Bool == false)
    let error = try #require(json["error"] as? [String: Any])
    #expect(error["code"] as? String == "popPastRoot")
    #expect(error["message"] as? String == "cannot pop 1 screen: the stack holds 0")
  }

  // Issue 7: steps are objects with a `kind` and their fields; signedIn is null without a guard.
  @Test func stepsAndSignedIn() throws {
    let session = PlaygroundSession(playground: .shapes)
    let json = try object(JSONRenderer().render(session.run("push /infinity")))
    let steps = try #require(json["steps"] as? [[String: Any]])
    #expect(steps.count == 1)
    #expect(steps.first?["kind"] as? String == "setPath")
    #expect(steps.first?["tab"] as? String == "/triangle")
    #expect(steps.first?["paths"] as? [String] == ["/infinity"])
    #expect(json["signedIn"] is NSNull)
    #expect(json["window"] as? Int == 1)
    #expect(json["windows"] as? Int == 1)
  }

  // JSON strings escape quotes, backslashes and control characters.
  @Test func stringEscaping() throws {
    let value = JSONValue.object([("text", .string("a\"b\\c\nd\u{1}é"))])
    #expect(value.serialized == #"{"text":"a\"b\\c\nd\u0001é"}"#)
    let decoded = try object(value.serialized)
    #expect(decoded["text"] as? String == "a\"b\\c\nd\u{1}é")
  }
}
