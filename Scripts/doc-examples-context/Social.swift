// The names the documentation's examples take from the text around them, from the Social example
// app (Scripts/check-doc-examples). A block type-checks with one of the example apps.
import Foundation
import Waypoint
import WaypointExamples
import WaypointTesting

typealias AppDestination = SocialDestination
@MainActor let structure = Social.structure()
@MainActor let routes = Social.routes
let start: AppDestination = .timeline
