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
    .library(name: "WaypointTesting", targets: ["WaypointTesting"]),
    .library(name: "WaypointExamples", targets: ["WaypointExamples"]),
    .executable(name: "waypoint-demo", targets: ["waypoint-demo"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(name: "Waypoint"),
    .target(
      name: "WaypointTesting",
      dependencies: [
        "Waypoint",
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    .target(name: "WaypointExamples", dependencies: ["Waypoint"]),
    .executableTarget(
      name: "waypoint-demo",
      dependencies: ["Waypoint", "WaypointExamples"]
    ),
    .testTarget(
      name: "WaypointTests",
      dependencies: ["Waypoint", "WaypointExamples", "WaypointTesting"],
      exclude: ["Layout/Snapshots"]
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
