import Testing
import Waypoint
import WaypointDemoKit
import WaypointExamples

@testable import WaypointPlayground

/// Choosing the selected tab again, in the playground, as each tab's re-select policy says.
@MainActor @Suite struct PlaygroundReselectTests {
  // D6: re-tapping the selected tab pops to root, then scrolls to top; Shapes' circle tab pops one
  // screen at a time (its re-select policy).
  @Test func reTapPopsThenScrolls() {
    let session = PlaygroundSession(playground: .shapes)
    _ = session.run("show /rectangle/item/2")
    #expect(session.run("select /rectangle").events.map(\.kind) == ["reselected", "popped"])
    #expect(session.run("select /rectangle").events.map(\.kind) == ["reselected", "scrollToTop"])
    _ = session.run("show /circle/item/2")
    #expect(session.run("select /circle").screen.stack.map(\.path) == ["/circle", "/circle/item/1"])
    #expect(session.run("select /circle").screen.stack.map(\.path) == ["/circle"])
    #expect(session.run("select /circle").events.map(\.kind) == ["reselected", "scrollToTop"])
  }
}
