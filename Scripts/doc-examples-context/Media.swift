// The names the documentation's examples take from the text around them, from the Media example
// app (Scripts/check-doc-examples). A block type-checks with one of the example apps.
import Foundation
import Waypoint
import WaypointExamples
import WaypointTesting

typealias AppDestination = MediaDestination
@MainActor let structure = Media.structure()
@MainActor let routes = Media.routes
let start: AppDestination = .watchNow
