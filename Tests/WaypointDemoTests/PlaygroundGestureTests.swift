import Testing
import Waypoint
import WaypointDemoKit
import WaypointExamples

@testable import WaypointPlayground

/// The person's gestures in the playground, performed through the code the SwiftUI layer calls
/// (issue 28, gestures an app can test).
@MainActor @Suite struct PlaygroundGestureTests {
  @Test func swipingBackPopsTheVisibleStack() {
    let session = PlaygroundSession(playground: .shapes)
    _ = session.run("show /circle/item/2")
    let report = session.run("swipe-back")
    #expect(report.ok)
    #expect(report.events.map(\.kind) == ["popped"])
    #expect(report.screen.stack.map(\.path) == ["/circle", "/circle/item/1"])
    // The back menu goes back at most to the root; at the root there is nothing to go back to.
    #expect(session.run("swipe-back 5").screen.stack.map(\.path) == ["/circle"])
    #expect(session.run("swipe-back").output?.hasPrefix("no change") == true)
  }

  @Test func swipingAwayDismissesTheTopSheetOrTheOneNamed() {
    let session = PlaygroundSession(playground: .shapes)
    _ = session.run("show /rectangle/item/8")
    #expect(session.run("swipe-away").screen.modals.map(\.path) == ["/rectangle/item/3"])
    _ = session.run("show /rectangle/item/8")
    let report = session.run("swipe-away 0")
    #expect(report.screen.modals.isEmpty)
    #expect(report.events.map(\.kind) == ["dismissed"])
  }

  @Test func tappingAnInterceptingTabRunsItsAction() {
    let session = PlaygroundSession(playground: .social)
    _ = session.run("sign-in")
    let report = session.run("tap-tab /post")
    #expect(report.screen.selection == "/timeline")
    #expect(report.screen.modals.map(\.path) == ["/compose"])
    #expect(report.events.map(\.kind) == ["intercepted", "presented"])
  }

  @Test func theSelectedRowKeepsItsStack() {
    let session = PlaygroundSession(playground: .shapes)
    _ = session.run("device ipad")
    _ = session.run("style sidebar")
    _ = session.run("show /circle/item/2")
    let report = session.run("tap-row /circle")
    #expect(report.screen.stack.map(\.path) == ["/circle", "/circle/item/1", "/circle/item/2"])
    // A tab bar re-tap pops it instead.
    #expect(session.run("tap-tab /circle").events.map(\.kind) == ["reselected", "popped"])
  }

  @Test func anAlertGestureWithoutAnAlertChangesNothing() {
    let session = PlaygroundSession(playground: .shapes)
    #expect(session.run("close-alert").output?.hasPrefix("no change") == true)
    #expect(session.run("tap-button ok").ok)
  }

  @Test func anUnknownTabIsAnError() {
    let session = PlaygroundSession(playground: .shapes)
    #expect(!session.run("tap-tab /nowhere").ok)
  }
}

/// Unsaved changes in the playground: the swipe is shown locked, a swipe or a link asks, the
/// answer decides, and --json carries each part (issue 29, D22).
extension PlaygroundGestureTests {
  @Test func anUnsavedDraftLocksItsSwipeAndAsksBeforeALinkTakesIt() {
    let session = PlaygroundSession(playground: .social)
    _ = session.run("sign-in")
    _ = session.run("tap-tab /post")
    let dirty = session.run("unsaved on")
    #expect(dirty.screen.unsavedChanges == true)
    #expect(dirty.screen.modals.map(\.swipeLocked) == [true])
    let asked = session.run("swipe-away")
    #expect(asked.screen.modals.map(\.path) == ["/compose"])
    // The question is a confirmation dialog that shows its title (Social's); it is critical, which
    // only a Mac draws.
    #expect(
      asked.screen.alert
        == AlertItem(
          kind: "confirmationDialog", title: "Discard this post?", message: "What you wrote will be lost.",
          titleVisibility: "visible", severity: "automatic", buttons: ["leave", "stay"]))
    let askedJSON = JSONRenderer().render(asked)
    #expect(
      askedJSON.contains(
        #""alert":{"kind":"confirmationDialog","title":"Discard this post?","message":"What you wrote will be lost.","titleVisibility":"visible","severity":"automatic","buttons":["leave","stay"]}"#
      ))
    #expect(TextRenderer().render(asked).contains("dialog    Discard this post? (title visible) [leave, stay]"))
    let onAMac = session.run("device mac")
    #expect(onAMac.screen.alert?.severity == "critical")
    #expect(TextRenderer().render(onAMac).contains("dialog    Discard this post? (title visible, critical) [leave, stay]"))
    _ = session.run("device ipad")
    #expect(session.run("tap-button stay").screen.modals.map(\.path) == ["/compose"])
    _ = session.run("show /explore")
    let left = session.run("tap-button leave")
    #expect(left.screen.selection == "/explore")
    #expect(left.screen.modals.isEmpty)
    #expect(left.events.map(\.kind) == ["alertDismissed", "dismissed", "selected"])
    let json = JSONRenderer().render(session.run("unsaved off"))
    #expect(json.contains(#""unsavedChanges":false"#))
    #expect(json.contains(#""backLocked":false"#))
    #expect(json.contains(#""alert":null"#))
  }

  @Test func unsavedNeedsALeavingGuard() {
    let session = PlaygroundSession(playground: .shapes)
    let report = session.run("unsaved on")
    #expect(report.error?.code == "noLeavingGuard")
    #expect(report.screen.unsavedChanges == nil)
  }
}

/// Media's search tab starts over when it is left (issue 29, item 3).
extension PlaygroundGestureTests {
  @Test func leavingTheSearchTabEmptiesIt() {
    let session = PlaygroundSession(playground: .media)
    _ = session.run("select /search")
    _ = session.run("push /video/1")
    let report = session.run("select /library")
    #expect(report.events.map(\.kind) == ["selected", "popped"])
    #expect(report.events.last?.text.hasSuffix("(its tab was left)") == true)
    #expect(report.screen.stacks.first { $0.tab == "/search" }?.paths == [])
  }
}
