import Testing
import Waypoint
import WaypointDemoKit

@testable import WaypointPlayground

/// Popovers in the playground (issue 30, item 4): `present <path> popover <anchor>` presents as
/// the person's tap on the view the popover points at, on the screen on top; the screen, `--json`
/// and the wireframe show what the device draws.
@MainActor @Suite struct PlaygroundPopoverTests {}

extension PlaygroundPopoverTests {
  @Test func aPopoverPointsAtTheViewTheCommandNames() {
    let session = PlaygroundSession(playground: .shapes, device: .ipad)
    let presented = session.run("present /settings popover gear")
    #expect(presented.ok)
    let modal = presented.screen.modals.first
    #expect(modal?.style == "popover")
    #expect(modal?.drawnAs == "popover")
    #expect(modal?.anchor == "gear")
    #expect(TextRenderer().render(presented).contains("popover Settings  (from gear)"))
    let json = JSONRenderer().render(presented)
    #expect(json.contains(#""drawnAs":"popover","anchor":"gear""#))
    // The wireframe draws it beside its anchor, as a card of a popover's size.
    #expect(session.wireframe.contains(#"width="320" height="380""#))
  }

  @Test func aPhoneShowsAPopoverAsASheet() {
    let session = PlaygroundSession(playground: .shapes, device: .iphone)
    let presented = session.run("present /settings popover gear")
    #expect(presented.screen.modals.first?.drawnAs == "sheet")
    #expect(presented.screen.modals.first?.anchor == "gear")
    #expect(TextRenderer().render(presented).contains("(from gear, as a sheet)"))
  }

  @Test func aPopoverWithoutAnAnchorIsASheet() {
    let session = PlaygroundSession(playground: .shapes, device: .ipad)
    let presented = session.run("present /settings popover")
    #expect(presented.screen.modals.first?.drawnAs == "sheet")
    #expect(presented.screen.modals.first?.anchor == nil)
    #expect(TextRenderer().render(presented).contains("(as a sheet: no anchor)"))
    #expect(!session.wireframe.contains(#"width="320" height="380""#))
    // A TV has no popovers at all.
    let tv = PlaygroundSession(playground: .shapes, device: .tv)
    #expect(tv.run("present /settings popover gear").screen.modals.first?.drawnAs == "sheet")
  }

  @Test func onlyAPopoverNamesAnAnchor() {
    let session = PlaygroundSession(playground: .shapes)
    let refused = session.run("present /settings sheet gear")
    #expect(refused.error?.code == "invalidArgument")
    #expect(refused.error?.message.contains("only a popover points at a view") == true)
    #expect(session.state.modals.isEmpty)
  }
}
