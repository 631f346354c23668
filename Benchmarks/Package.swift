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
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
  ],
  targets: [
    .target(
      name: "Fixtures",
      dependencies: [
        .product(name: "Waypoint", package: root)
      ],
      path: "Benchmarks/Fixtures"
    ),
    // The baselines Waypoint is compared with: the storage of TCA's StackState, in a library
    // module of its own as TCA's is.
    .target(
      name: "StackStateStorage",
      dependencies: [
        .product(name: "OrderedCollections", package: "swift-collections")
      ],
      path: "Benchmarks/StackStateStorage"
    ),
    // The hand-written router and the operations both sides do, in one module as an app's own
    // router is: Waypoint and the TCA storage are called across modules, the router is not.
    .target(
      name: "SideBySide",
      dependencies: [
        "Fixtures",
        "StackStateStorage",
        .product(name: "Waypoint", package: root),
      ],
      path: "Benchmarks/SideBySide"
    ),
    .target(
      name: "CallgrindClient",
      path: "Benchmarks/CallgrindClient"
    ),
    .executableTarget(
      name: "side-by-side-instructions",
      dependencies: ["CallgrindClient", "SideBySide"],
      path: "Benchmarks/SideBySideInstructions"
    ),
    .executableTarget(
      name: "WaypointBenchmarks",
      dependencies: [
        "Fixtures",
        "SideBySide",
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
