// swift-tools-version: 6.1

import PackageDescription

// The root package is a path dependency; SwiftPM names it after its folder (the clone's name),
// not after its manifest, so products are looked up under that folder name.
let root = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "Waypoint"

let package = Package(
  name: "WaypointBenchmarks",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [
    .package(path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .target(
      name: "Fixtures",
      dependencies: [
        .product(name: "Waypoint", package: root)
      ],
      path: "Benchmarks/Fixtures"
    ),
    .executableTarget(
      name: "WaypointBenchmarks",
      dependencies: [
        "Fixtures",
        .product(name: "Waypoint", package: root),
        .product(name: "WaypointExamples", package: root),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/WaypointBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "waypoint-profile",
      dependencies: [
        "Fixtures",
        .product(name: "Waypoint", package: root),
      ],
      path: "Benchmarks/WaypointProfile"
    ),
    .executableTarget(
      name: "benchmark-report",
      path: "Benchmarks/BenchmarkReport"
    ),
  ],
  swiftLanguageModes: [.v6]
)
