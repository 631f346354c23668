import Foundation
import Testing

@testable import WaypointDemoKit

@Suite struct JSONRendererTests {
  /// The fields `--json` prints, in order; the README documents each one.
  static let documentedFields = [
    "command", "ok", "error", "selection", "previousSelection", "style", "size", "tabBar", "sidebar", "stacks", "modals",
    "steps", "events", "signedIn", "window", "windows", "output",
  ]
}
