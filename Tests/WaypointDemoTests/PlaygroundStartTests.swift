import Testing
import Waypoint
import WaypointDemoKit

@testable import WaypointPlayground

/// Where a session starts, and what it prints for a change nobody sees.
@MainActor @Suite struct PlaygroundStartTests {}

// Where a session starts: what the app's playground says, or the device `--device` names.
extension PlaygroundStartTests {
  // Issue 31, item 8: an iPad shows what an iPad shows (the automatic style), not a forced tab bar.
  @Test func aSessionStartsAsAnIPadShowsTheApp() {
    let session = PlaygroundSession(playground: .shapes)
    #expect((session.style, session.size, session.device) == (.automatic, .regular, .ipad))
    #expect(TextRenderer().render(session.screen).hasPrefix("Shapes · window 1 (1 open) · ipad · automatic · regular"))
  }

  // Issue 31, item 8: an app's playground can start on another device, and `--device` too; an
  // iPhone starts in compact width.
  @Test func aSessionStartsWhereThePlaygroundOrTheOptionSays() {
    var phone = Playground.shapes
    phone.environment = LayoutEnvironment(sizeClass: .compact, idiom: .phone)
    let session = PlaygroundSession(playground: phone)
    #expect((session.style, session.size, session.device) == (.automatic, .compact, .iphone))
    #expect(session.screen.tabBar != nil)
    let option = PlaygroundSession(playground: .shapes, device: .iphone)
    #expect((option.style, option.size, option.device) == (.automatic, .compact, .iphone))
  }

  // Issue 31, item 8: `device iphone` means compact width (it kept regular), and another device
  // its own width again.
  @Test func anotherDeviceStartsInItsOwnWidth() {
    let session = PlaygroundSession(playground: .shapes)
    #expect(session.run("device iphone").ok)
    #expect(session.size == .compact)
    #expect(session.run("device ipad").ok)
    #expect(session.size == .regular)
    #expect(session.run("size compact").ok)
    #expect(session.run("device ipad").ok)
    #expect(session.size == .compact)  // the same device keeps the size chosen for it
  }
}

extension PlaygroundStartTests {
  // Issue 31, item 8: after sign-out an empty step ("select /timeline") was printed when only
  // what is not drawn changed.
  @Test func aChangeNobodySeesPrintsNoStep() {
    let session = PlaygroundSession(playground: .social)
    _ = session.run("sign-in")
    _ = session.run("select /profile")
    _ = session.run("select /timeline")
    let report = session.run("sign-out")
    #expect(report.ok)
    #expect(report.steps.isEmpty)
    #expect(session.state.previousSelection == nil)
  }
}
