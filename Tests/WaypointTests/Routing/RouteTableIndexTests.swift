import Foundation
import Testing
import WaypointExamples
import WaypointTesting

@testable import Waypoint

/// `path(for:)` looks routes without parameters up by value and remembers the paths it wrote;
/// it must still return what trying every route in declared order returns (I6, FS-11: the first
/// declared route wins).
@Suite struct RouteTableIndexTests {
  typealias Shape = ShapesDestination

  /// Routes that name the same case: one only for large levels, one for one value, one for a
  /// value the first already names, one for any level, another for the first value, and a route without parameters that can never write its
  /// path.
  static let overlapping = RouteTable<Shape>(scheme: "test") {
    Route("/deep/{level}", build: { Shape.rectangleItem(level: $0) }) {
      if case let .rectangleItem(level) = $0, level > 100 { level } else { nil }
    }
    Route("/eight", .rectangleItem(level: 8))
    Route("/five-hundred", .rectangleItem(level: 500))
    Route("/item/{level}", build: { Shape.rectangleItem(level: $0) }) {
      if case let .rectangleItem(level) = $0 { level } else { nil }
    }
    Route("/also-eight", .rectangleItem(level: 8))
    Route("/t/{name}", .triangle)
    Route("/triangle", .triangle)
  }
}

extension RouteTableIndexTests {
  @Test func theExampleAppsGetTheScannedPathForEveryDestination() {  // I6, FS-11
    check(Shapes.routes, seed: 0x19_5A, generate: RoutingGenerators.shapes)
    check(Social.routes, seed: 0x19_50, generate: RoutingGenerators.social)
    check(Media.routes, seed: 0x19_3E, generate: RoutingGenerators.media)
  }

  @Test func theSampleDestinationsGetTheScannedPath() {  // I6, FS-11
    for destination in Shapes.sampleDestinations { expectScanned(Shapes.routes, destination) }
    for destination in Social.sampleDestinations { expectScanned(Social.routes, destination) }
    for destination in Media.sampleDestinations { expectScanned(Media.routes, destination) }
  }

  @Test func theFirstDeclaredRouteWinsAmongRoutesOfTheSameCase() {  // FS-11
    let table = Self.overlapping
    // Asked in an order that would mislead an index learned from the first value of a case.
    #expect(table.path(for: .rectangleItem(level: 5)) == "/item/5")
    #expect(table.path(for: .rectangleItem(level: 500)) == "/deep/500", "not the later /five-hundred")
    #expect(table.path(for: .rectangleItem(level: 8)) == "/eight")
    #expect(table.path(for: .rectangleItem(level: 5)) == "/item/5", "the remembered path")
    #expect(table.path(for: .triangle) == "/triangle", "a route that cannot write its path is skipped")
    #expect(table.path(for: .circle) == nil)
    #expect(table.path(for: .circle) == nil, "a remembered absence")
    for destination in [
      Shape.rectangleItem(level: 8), .rectangleItem(level: 500), .rectangleItem(level: 101), .rectangleItem(level: -1), .triangle, .circle,
    ] {
      expectScanned(table, destination)
    }
  }

  @Test func aLaterRouteWithParametersLosesToAnEarlierLiteralRoute() {  // FS-11
    let table = RouteTable<Shape>(scheme: "test") {
      Route("/eight", .rectangleItem(level: 8))
      Route("/item/{level}", build: { Shape.rectangleItem(level: $0) }) {
        if case let .rectangleItem(level) = $0 { level } else { nil }
      }
    }
    #expect(table.path(for: .rectangleItem(level: 8)) == "/eight")
    #expect(table.path(for: .rectangleItem(level: 9)) == "/item/9")
  }

  @Test func copiesOfATableAndConcurrentCallersGetTheScannedPaths() async {  // I6; RouteTable is Sendable
    let table = Social.routes
    let destinations = (0..<2_000).map { SocialDestination.status(id: $0 % 1_500) } + Social.sampleDestinations
    let copy = table
    let mismatches = await withTaskGroup(of: Int.self) { group in
      for chunk in 0..<4 {
        group.addTask {
          var mismatches = 0
          for (index, destination) in destinations.enumerated() where index % 4 == chunk {
            let source = index.isMultiple(of: 2) ? table : copy
            if source.path(for: destination) != source.scannedPath(for: destination) { mismatches += 1 }
          }
          return mismatches
        }
      }
      return await group.reduce(0, +)
    }
    #expect(mismatches == 0)
  }
}

extension RouteTableIndexTests {
  private func expectScanned<D>(_ table: RouteTable<D>, _ destination: D) {
    let scanned = table.scannedPath(for: destination)
    #expect(table.indexedPath(for: destination) == scanned, "\(destination)")
    #expect(table.path(for: destination) == scanned, "\(destination)")
  }

  private func check<D>(_ table: RouteTable<D>, seed: UInt64, generate: (inout SeededGenerator) -> D) {
    let failure = PropertyCheck.run(
      count: 3_000,
      seed: PropertyCheck.seed(default: seed),
      generate: generate,
      shrink: { _ in [] },
      property: { destination in
        let scanned = table.scannedPath(for: destination)
        let indexed = table.indexedPath(for: destination)
        let cached = table.path(for: destination)
        let again = table.path(for: destination)
        guard indexed == scanned, cached == scanned, again == scanned else {
          return "\(destination): scanned \(scanned ?? "nil"), indexed \(indexed ?? "nil"), cached \(cached ?? "nil")"
        }
        return nil
      }
    )
    if let failure { Issue.record("seed \(failure.seed), case \(failure.caseIndex): \(failure.message)") }
  }
}
