// swift-tools-version: 6.0

import PackageDescription

let package = Package(
  name: "Waypoint",
  // What Observation needs: the core, WaypointTesting and WaypointPlayground run here.
  // WaypointUI and the example app need iOS 18, macOS 15, tvOS 18 and visionOS 2, and each of
  // their declarations says so (Scripts/typecheck-swiftui checks it on these oldest systems).
  platforms: [
    .iOS(.v17),
    .macOS(.v14),
    .tvOS(.v17),
    .watchOS(.v10),
    .visionOS(.v1),
  ],
  products: [
    .library(name: "Waypoint", targets: ["Waypoint"]),
    .library(name: "WaypointUI", targets: ["WaypointUI"]),
    .library(name: "WaypointTesting", targets: ["WaypointTesting"]),
    .library(name: "WaypointExamples", targets: ["WaypointExamples"]),
    .library(name: "WaypointPlayground", targets: ["WaypointPlayground"]),
    .executable(name: "waypoint-demo", targets: ["waypoint-demo"]),
    .library(name: "WaypointExampleAppKit", targets: ["WaypointExampleAppKit"]),
    .executable(name: "WaypointExampleApp", targets: ["WaypointExampleApp"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.0"),
  ],
  targets: [
    .target(name: "Waypoint"),
    // The SwiftUI layer. Every file is wrapped in `#if canImport(SwiftUI) && !os(watchOS)`, so
    // on Linux (and watchOS, which it does not support) this module is empty;
    // Scripts/typecheck-swiftui type-checks it for each platform against a stand-in.
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
    // The terminal playground for any app: the session, its command language, the text, JSON
    // and SVG renderers, and the navigation graph.
    .target(
      name: "WaypointPlayground",
      dependencies: ["Waypoint", .product(name: "ArgumentParser", package: "swift-argument-parser")]
    ),
    // The built-in demo: the three example apps as playgrounds.
    .target(name: "WaypointDemoKit", dependencies: ["Waypoint", "WaypointExamples", "WaypointPlayground"]),
    .executableTarget(
      name: "waypoint-demo",
      dependencies: ["WaypointDemoKit", "WaypointPlayground"]
    ),
    // The example app's scenes and screens, as a library so xcodebuild builds them for every
    // platform (a package executable builds only for macOS); the app is its `@main` alone.
    .target(
      name: "WaypointExampleAppKit",
      dependencies: ["Waypoint", "WaypointExamples", "WaypointUI"],
      path: "Examples/WaypointExampleAppKit"
    ),
    .executableTarget(
      name: "WaypointExampleApp",
      dependencies: ["WaypointExampleAppKit"],
      path: "Examples/WaypointExampleApp"
    ),
    .testTarget(
      name: "WaypointTests",
      dependencies: ["Waypoint", "WaypointExamples", "WaypointTesting"],
      exclude: ["Layout/Snapshots"]
    ),
    .testTarget(
      name: "WaypointDemoTests",
      dependencies: [
        "WaypointDemoKit", "WaypointPlayground", "Waypoint", "WaypointExamples", "WaypointTesting",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      exclude: ["Golden"]
    ),
    .testTarget(
      name: "WaypointTestingTests",
      dependencies: [
        "Waypoint", "WaypointExamples", "WaypointTesting",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
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
