public import Waypoint

extension BenchApp {
  /// The routes of the benchmark apps: `/tab/{tab}` for a tab's root, `/tab/{tab}/item/{level}`
  /// for a screen of its chain, and `/tab/{tab}/editor` and `/tab/{tab}/picker` for its sheets.
  ///
  /// ```swift
  /// BenchApp.routes.destination(forPath: "/tab/2/item/3")  // .success(.item(tab: 2, level: 3))
  /// ```
  public static let routes = RouteTable<BenchDestination>(scheme: "bench") {
    Route("/tab/{tab}", build: { BenchDestination.tab($0) }) {
      if case let .tab(tab) = $0 { tab } else { nil }
    }
    Route("/tab/{tab}/item/{level}", parameters: ["tab": Int.self, "level": Int.self]) { values in
      guard let tab = values["tab", as: Int.self], let level = values["level", as: Int.self] else { return nil }
      return BenchDestination.item(tab: tab, level: level)
    } extract: { destination in
      guard case let .item(tab, level) = destination else { return nil }
      return ["tab": tab, "level": level]
    }
    Route("/tab/{tab}/editor", build: { BenchDestination.editor(tab: $0) }) {
      if case let .editor(tab) = $0 { tab } else { nil }
    }
    Route("/tab/{tab}/picker", build: { BenchDestination.picker(tab: $0) }) {
      if case let .picker(tab) = $0 { tab } else { nil }
    }
  }
}
