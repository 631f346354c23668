// swift-tools-version: 6.0

import PackageDescription

// Coverage-guided fuzz targets (libFuzzer), built by Scripts/fuzz with
// `-sanitize=fuzzer,address`. A separate package, like Benchmarks/, so that apps never build it.
// The root package is a path dependency, named after its folder (the clone's name).
let root = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "Waypoint"

let package = Package(
  name: "WaypointFuzz",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [.package(path: "..")],
  targets: [
    .target(name: "CFuzzer"),
    .target(
      name: "FuzzSupport",
      dependencies: [
        "CFuzzer",
        .product(name: "Waypoint", package: root),
        .product(name: "WaypointExamples", package: root),
      ]
    ),
    .executableTarget(name: "FuzzURL", dependencies: ["FuzzSupport"]),
    .executableTarget(name: "FuzzSnapshot", dependencies: ["FuzzSupport"]),
    .executableTarget(name: "FuzzCustomization", dependencies: ["FuzzSupport"]),
    .executableTarget(name: "FuzzActions", dependencies: ["FuzzSupport"]),
    // Not a fuzz target: one oversized input per run, for Scripts/limits.
    .executableTarget(
      name: "WaypointLimits",
      dependencies: [
        .product(name: "Waypoint", package: root),
        .product(name: "WaypointExamples", package: root),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
