// The names the documentation's examples take from the text around them, from the Shapes example
// app (Scripts/check-doc-examples). A block type-checks with one of the example apps.
import Foundation
import Waypoint
import WaypointExamples
import WaypointPlayground
import WaypointTesting

typealias AppDestination = ShapesDestination
@MainActor let structure = Shapes.structure
@MainActor let routes = Shapes.routes
let start: AppDestination = .triangle
@MainActor let playground = Playground(
  "Shapes", structure: structure, routes: routes, selection: start, samples: Shapes.sampleDestinations)
