import Testing
import WaypointDemoKit

@testable import WaypointPlayground

@MainActor @Suite struct TextRendererTests {}

extension TextRendererTests {
  // Issue 7, interactive mode: the screen shows the tab bar with the selected tab marked and badges,
  // the visible stack as a breadcrumb, and the modal chain with each modal's style.
  @Test func drawsTheScreen() {
    let session = PlaygroundSession(playground: .social)
    _ = session.run("style tabs")
    _ = session.run("sign-in")
    _ = session.run("show /status/42")
    _ = session.run("present /compose")
    #expect(
      TextRenderer().render(session.screen) == """
        Social · window 1 (1 open) · ipad · tabs · regular · signed in
          tab bar   [Timeline]  |  Notifications (3)  Post  Profile  List 1  List 2  #swiftui  #ios  |  Explore
          stack     Timeline › Status 42
          modal 0   sheet  Compose
          top       /compose
        """)
  }

  // Issue 7: the sidebar draws one line per section, with the section actions after its tabs (R24).
  @Test func drawsTheSidebar() {
    let session = PlaygroundSession(playground: .social)
    _ = session.run("style sidebar")
    let text = TextRenderer().render(session.screen)
    #expect(text.contains("  sidebar   [Timeline]  Notifications (3)  Explore  Post  Profile"))
    #expect(text.contains("Lists:  List 1  List 2  + New Post"))
  }

  // R82: overflowed tabs are listed after More (the pinned search tab stays); More is marked when
  // the selected tab is in it.
  @Test func drawsMore() {
    let session = PlaygroundSession(playground: .social)
    _ = session.run("size compact")
    _ = session.run("select /tags/ios")
    let text = TextRenderer().render(session.screen)
    #expect(
      text.contains("  tab bar   Timeline  |  Notifications (3)  Post  |  Explore  [More]: Profile, List 1, List 2, #swiftui, [#ios]"))
  }

  // Issue 7: after a command come the events; after a failure, the error with its code.
  @Test func drawsEventsAndErrors() {
    let session = PlaygroundSession(playground: .shapes)
    let pushed = TextRenderer().render(session.run("push /infinity"))
    #expect(pushed.hasSuffix("events:\n  • pushed /infinity (#0)"))
    #expect(TextRenderer().render(session.run("pop 3")) == "error [popPastRoot]: cannot pop 3 screens: the stack holds 1")
  }

  // Issue 7: the steps are printed when a planner supplies them, numbered in order.
  @Test func drawsSteps() {
    let session = PlaygroundSession(playground: .shapes)
    var report = session.run("pop-to-root")
    report.steps = [
      StepRecord(kind: "select", fields: [], text: "select /rectangle"), StepRecord(kind: "present", fields: [], text: "present /settings"),
    ]
    #expect(TextRenderer().render(report).contains("steps:\n  1. select /rectangle\n  2. present /settings"))
  }
}
