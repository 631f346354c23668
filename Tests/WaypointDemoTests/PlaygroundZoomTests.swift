import Testing
import WaypointDemoKit

@testable import WaypointPlayground

/// Zoom in the playground (issue 30, item 2): `--zoom <source>` names the view a pushed or
/// presented screen zooms out of; the screen shows it where the device zooms, as the SwiftUI
/// layer is given it, and `--json` carries it.
@MainActor @Suite struct PlaygroundZoomTests {}

extension PlaygroundZoomTests {
  @Test func aPushAndAPresentationZoomOutOfTheirSources() {
    let session = PlaygroundSession(playground: .shapes)
    let pushed = session.run("push /infinity --zoom infinity-row")
    #expect(pushed.ok)
    #expect(pushed.screen.stack.last?.zoom == "infinity-row")
    let presented = session.run("present /settings --zoom gear --instant")
    #expect(presented.ok)
    // An instant step never zooms: the engine keeps no source for it.
    #expect(presented.screen.modals.first?.zoom == nil)
    _ = session.run("dismiss")
    let animated = session.run("present /settings --zoom gear")
    #expect(animated.screen.modals.first?.zoom == "gear")
    let json = JSONRenderer().render(animated)
    #expect(json.contains(#""zooms":[{"path":"/infinity","source":"infinity-row"}]"#))
    #expect(json.contains(#""zoom":"gear""#))
    #expect(TextRenderer().render(animated).contains("Triangle › Infinity (zoom: infinity-row)"))
  }

  @Test func aMacAndATVDrawNoZoom() {  // the projection's rule: no zoom transition there
    for device in ["mac", "tv"] {
      let session = PlaygroundSession(playground: .shapes)
      _ = session.run("push /infinity --zoom infinity-row")
      let moved = session.run("device \(device)")
      #expect(moved.ok, "\(device)")
      #expect(moved.screen.stack.allSatisfy { $0.zoom == nil }, "\(device)")
      #expect(JSONRenderer().render(moved).contains(#""zooms":[]"#), "\(device)")
      // Back on an iPad, the source is there again: it is kept, only not drawn.
      #expect(session.run("device ipad").screen.stack.last?.zoom == "infinity-row", "\(device)")
    }
  }

  @Test func zoomEndsOnlyACommandThatNavigates() {
    let session = PlaygroundSession(playground: .shapes)
    let refused = session.run("style tabs --zoom row")
    #expect(refused.error?.code == "unexpectedArgument")
    // A command that navigates without pushing or presenting a screen takes no source either.
    for line in ["pop --zoom row", "open waypoint-shapes:///circle --zoom row", "select /circle --zoom row"] {
      #expect(session.run(line).error?.message.contains("--zoom ends a command that pushes or presents") == true, "\(line)")
    }
    #expect(!session.run("push /infinity --zoom").ok)
  }
}
