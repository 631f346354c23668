import Testing

@testable import WaypointDemoKit

@Suite struct CommandParserTests {}
