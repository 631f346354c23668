// swift-tools-version: 5.9

// The Waypoint sample app for iPhone and iPad, as an app package: open this folder in Xcode and
// run it. It shows the example app's scenes (Social with its sign-in guard, Media, Shapes) from
// the Waypoint package two folders up. On a Mac, the same scenes
// run as a Mac app with `swift run WaypointExampleApp` from the package's root.

import PackageDescription

#if canImport(AppleProductTypes)
  import AppleProductTypes

  // Xcode and Swift Playgrounds build the app; a plain SwiftPM, which has no app products, can
  // still read the package.
  let products: [Product] = [
    .iOSApplication(
      name: "Waypoint Sample",
      targets: ["AppModule"],
      bundleIdentifier: "dev.waypoint.sample",
      teamIdentifier: "",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .map),
      accentColor: .presetColor(.blue),
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [
        .portrait,
        .landscapeRight,
        .landscapeLeft,
        .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ]
    )
  ]
#else
  let products: [Product] = []
#endif

let package = Package(
  name: "WaypointSample",
  platforms: [.iOS("18.0")],
  products: products,
  dependencies: [.package(name: "Waypoint", path: "../..")],
  targets: [
    .executableTarget(
      name: "AppModule",
      dependencies: [.product(name: "WaypointExampleAppKit", package: "Waypoint")],
      path: "App"
    )
  ]
)
