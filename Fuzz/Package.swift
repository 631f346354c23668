// swift-tools-version: 6.0

import PackageDescription

// Coverage-guided fuzz targets (libFuzzer), built by Scripts/fuzz with
// `-sanitize=fuzzer,address`. A separate package, like Benchmarks/, so that apps never build it.
//
// The library's sources are compiled here too, through the symlinks Sources/Waypoint and
// Sources/WaypointExamples (to the root package's folders), rather than through a path
// dependency: the targets then share this package's name, so the fuzz targets reach the
// `package` API the SwiftUI layer calls (the system customization read-back, window claims,
// alert choices made on screen, binding writes, the engine's alert memory). A path dependency
// cannot: SwiftPM gives each package its own `-package-name`.
let package = Package(
  name: "WaypointFuzz",
  platforms: [.macOS(.v15), .iOS(.v18)],
  targets: [
    .target(name: "Waypoint"),
    .target(name: "WaypointExamples", dependencies: ["Waypoint"]),
    .target(name: "CFuzzer"),
    .target(name: "FuzzSupport", dependencies: ["CFuzzer", "Waypoint", "WaypointExamples"]),
    .executableTarget(name: "FuzzURL", dependencies: ["FuzzSupport"]),
    .executableTarget(name: "FuzzSnapshot", dependencies: ["FuzzSupport"]),
    .executableTarget(name: "FuzzCustomization", dependencies: ["FuzzSupport"]),
    .executableTarget(name: "FuzzActions", dependencies: ["FuzzSupport"]),
    // Not a fuzz target: one oversized input per run, for Scripts/limits.
    .executableTarget(name: "WaypointLimits", dependencies: ["Waypoint", "WaypointExamples"]),
  ],
  swiftLanguageModes: [.v6]
)

// The root package's upcoming features, which the library's sources are written for.
for target in package.targets where target.name != "CFuzzer" {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("MemberImportVisibility"),
      .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
