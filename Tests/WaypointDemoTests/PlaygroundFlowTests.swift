import Testing
import Waypoint
import WaypointDemoKit
import WaypointExamples

@testable import WaypointPlayground

/// The playground's flow commands (issue 27): finish with an outcome, stack edits, marks and
/// returns.
@MainActor @Suite struct PlaygroundFlowTests {}

extension PlaygroundFlowTests {
  // Issue 27: `finish` ends the top screen and delivers its outcome, given as JSON, to the screen
  // that opened it; a bad outcome, or one for an app that declares none, is a typed error.
  @Test func finishReturnsAnOutcomeToTheScreenThatOpenedIt() {
    let session = PlaygroundSession(playground: .social)
    #expect(session.run("sign-in").ok)
    #expect(session.run("present /compose").ok)
    let report = session.run(#"finish {"posted":{"statusID":12}}"#)
    #expect(report.ok)
    #expect(report.events.map(\.kind) == ["dismissed", "delivered"])
    #expect(report.events.first?.fields.last?.value == .string("finished"))
    #expect(report.events.last?.fields.map(\.value) == [.string(#"{"posted":{"statusID":12}}"#), .string("/timeline"), .string("#0")])
    #expect(session.run("present /compose").ok)
    let bad = session.run(#"finish {"nope":1}"#)
    #expect(bad.error?.code == "invalidOutcome")
    #expect(session.screen.modals.map(\.path) == ["/compose"])
    let none = PlaygroundSession(playground: .shapes)
    #expect(none.run("push /infinity").ok)
    #expect(none.run("finish 1").error?.code == "invalidOutcome")
    #expect(none.run("finish").events.first?.fields.last?.value == .string("finished"))
    #expect(none.run("finish").error?.code == "nothingToFinish")
  }

  // Issue 27 item 5: back or next, replace the top, remove one screen, set a tab's stack.
  @Test func stackEditsFromThePlayground() {
    let session = PlaygroundSession(playground: .shapes)
    #expect(session.run("push /infinity").ok)
    #expect(session.run("push /rectangle/item/1").ok)
    #expect(session.run("go /infinity").events.map(\.kind) == ["popped"])
    let replaced = session.run("replace-top /circle/item/1")
    #expect(replaced.events.map(\.kind) == ["popped", "pushed"])
    #expect(replaced.events.first?.fields.last?.value == .string("replaced"))
    #expect(session.run("set-stack /circle /circle/item/1 /circle/item/2").ok)
    #expect(session.run("remove-screen 3").events.first?.fields.last?.value == .string("removed"))
    #expect(session.run("remove-screen 99").error?.code == "entryNotFound")
    #expect(session.run("remove-screen -1").error?.code == "invalidArgument")
    #expect(session.run("set-stack /nowhere").error != nil)
  }

  // Issue 27 item 4: a return point, and a return to it across a sheet.
  @Test func marksAndReturnsFromThePlayground() {
    let session = PlaygroundSession(playground: .shapes)
    #expect(session.run("push /infinity").ok)
    #expect(session.run("mark start").ok)
    #expect(session.run("present /settings").ok)
    #expect(session.run("push /infinity").ok)
    let back = session.run("return-to start")
    #expect(back.events.map(\.kind) == ["dismissed"])
    #expect(back.events.first?.fields.last?.value == .string("finished"))
    #expect(session.screen.modals.isEmpty)
    #expect(session.run("return-to nowhere").error?.code == "popTargetNotFound")
    #expect(session.run("mark x 99").error?.code == "entryNotFound")
    #expect(session.run("mark x -2").error?.code == "invalidArgument")
  }
}
