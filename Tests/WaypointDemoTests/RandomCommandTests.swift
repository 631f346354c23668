import Foundation
import Testing
import Waypoint
import WaypointDemoKit
import WaypointTesting

@testable import WaypointPlayground

/// Random command lines, valid and not, never crash the demo, always produce a JSON line a
/// parser reads, and always leave every window in a valid state (D3, I3).
@MainActor @Suite struct RandomCommandTests {}

extension RandomCommandTests {
  static let words = [
    "select", "push", "pop", "pop-to", "pop-to-root", "present", "dismiss", "dismiss-all", "show", "open", "style", "size", "hide",
    "unhide", "move", "add", "remove", "reset", "sign-in", "sign-out", "unsaved", "resolve", "window", "graph", "help", "bogus", "",
    "swipe-back", "swipe-away", "tap-tab", "tap-row", "tap-button", "close-alert",
  ]
  static let arguments = [
    "0", "1", "2", "-1", "99", "sheet", "cover", "popover", "tabs", "sidebar", "sidebar-adaptable", "single", "automatic", "compact",
    "regular", "tab-bar", "open", "close", "list", "switch", "on", "off", "leave", "stay", "allow", "deny", "fail", "rewrite",
    "/profile/123", "mermaid", "dot", "/", "/nowhere", "%%",
    "waypoint-shapes:///circle/item/2",
    "waypoint-social:///status/42", "waypoint-media:///player/7", "https://example.com/x", "x",
  ]

  private func line<D>(_ playground: Playground<D>, _ generator: inout SeededGenerator) -> String {
    let paths = playground.samples.map(playground.paths.path(for:))
    var parts = [Self.words.randomElement(using: &generator) ?? "pop"]
    for _ in 0..<Int.random(in: 0...3, using: &generator) {
      let useful = Bool.random(using: &generator)
      parts.append((useful ? paths.randomElement(using: &generator) : Self.arguments.randomElement(using: &generator)) ?? "")
    }
    return parts.joined(separator: " ")
  }

  private func check<D>(_ playground: Playground<D>, seed: UInt64, count: Int) throws {
    var generator = SeededGenerator(seed: seed)
    let session = PlaygroundSession(playground: playground)
    var lines: [String] = []
    for _ in 0..<count {
      let command = line(playground, &generator)
      lines.append(command)
      let report = session.run(command)
      let json = JSONRenderer().render(report)
      let parsed = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
      let problems = session.windows.windowIDs.compactMap { session.windows.navigator(for: $0) }
        .flatMap { $0.state.problems(in: playground.structure) }
      guard parsed != nil, report.ok == (report.error == nil), session.screen.windows >= 1, problems.isEmpty else {
        Issue.record(
          """
          \(playground.name), seed \(seed): after \(lines.count) commands the demo broke (\(problems)).
          Commands:
          \(lines.joined(separator: "\n"))
          """)
        return
      }
    }
  }

  // D3, I3: random command lines on each example app (fixed seed; WAYPOINT_SEED to vary).
  @Test func randomCommandsNeverBreakTheDemo() throws {
    let seed = PropertyCheck.seed(default: 7)
    try check(Playground.shapes, seed: seed, count: 600)
    try check(Playground.social, seed: seed, count: 600)
    try check(Playground.media, seed: seed, count: 600)
  }
}
