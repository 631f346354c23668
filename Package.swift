// swift-tools-version: 6.0

import PackageDescription

let package = Package(
  name: "Waypoint",
  platforms: [
    .iOS(.v18),
    .macOS(.v15),
    .tvOS(.v18),
    .watchOS(.v11),
    .visionOS(.v2),
  ],
  products: [
    .library(name: "Waypoint", targets: ["Waypoint"]),
    .library(name: "WaypointUI", targets: ["WaypointUI"]),
    .library(name: "WaypointTesting", targets: ["WaypointTesting"]),
    .library(name: "WaypointExamples", targets: ["WaypointExamples"]),
    .executable(name: "waypoint-demo", targets: ["waypoint-demo"]),
    .executable(name: "WaypointExampleApp", targets: ["WaypointExampleApp"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.0"),
  ],
  targets: [
    .target(name: "Waypoint"),
    // The SwiftUI layer. Every file is wrapped in `#if canImport(SwiftUI)`, so on Linux this
    // module is empty; Scripts/typecheck-swiftui type-checks it there against a stand-in.
    .target(name: "WaypointUI", dependencies: ["Waypoint"]),
    .target(
      name: "WaypointTesting",
      dependencies: [
        "Waypoint",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(name: "WaypointExamples", dependencies: ["Waypoint"]),
    .target(name: "WaypointDemoKit", dependencies: ["Waypoint", "WaypointExamples"]),
    .executableTarget(
      name: "waypoint-demo",
      dependencies: ["WaypointDemoKit"]
    ),
    .executableTarget(
      name: "WaypointExampleApp",
      dependencies: ["Waypoint", "WaypointExamples", "WaypointUI"],
      path: "Examples/WaypointExampleApp"
    ),
    .testTarget(
      name: "WaypointTests",
      dependencies: ["Waypoint", "WaypointExamples", "WaypointTesting"],
      exclude: ["Layout/Snapshots"]
    ),
    .testTarget(
      name: "WaypointDemoTests",
      dependencies: ["WaypointDemoKit", "Waypoint", "WaypointExamples", "WaypointTesting"],
      exclude: ["Golden"]
    ),
    .testTarget(
      name: "WaypointTestingTests",
      dependencies: [
        "Waypoint", "WaypointExamples", "WaypointTesting",
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("MemberImportVisibility"),
      .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
