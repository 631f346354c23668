import Foundation
import WaypointDemoKit
import WaypointPlayground

// The built-in demo: the playground over the three example apps (`--app shapes|social|media`).
exit(
  PlaygroundRunner.main(
    arguments: Array(CommandLine.arguments.dropFirst()), io: .terminal, apps: DemoApp.playgrounds,
    executable: "waypoint-demo"))
