import Foundation
import Synchronization
import Testing
import Waypoint
import WaypointExamples

/// Routing reads URLs through `URLComponents` and reads each typed parameter once (issue 16).
@Suite struct URLComponentsRoutingTests {}

extension URLComponentsRoutingTests {
  @Test func badPercentEncodingIsOneErrorWhateverTheParameterType() {  // issue 16: an Int parameter said invalidParameter
    #expect(Shapes.routes.destination(forPath: "/rectangle/item/%zz") == .failure(.invalidPercentEncoding("/rectangle/item/%zz")))
    #expect(Shapes.routes.destination(forPath: "/rectangle/item/%C3%28") == .failure(.invalidPercentEncoding("%C3%28")))
    #expect(Social.routes.destination(forPath: "/tags/%C3%28") == .failure(.invalidPercentEncoding("%C3%28")))
    #expect(Social.routes.destination(forPath: "/timeline?q=%C3%28") == .failure(.invalidPercentEncoding("q=%C3%28")))
  }

  @Test func charactersAURLCannotHoldAreEncodedAsURLStringDoes() {
    #expect(Social.routes.destination(forPath: "/tags/café") == .success(.tag("café")))
    #expect(Social.routes.destination(forPath: "/tags/two words") == .success(.tag("two words")))
    #expect(Social.routes.destination(forPath: "/tags/caf%C3%A9") == .success(.tag("café")))
    // Escapes already in such a text keep their meaning.
    #expect(Social.routes.destination(forPath: "/tags/café%20au%20lait") == .success(.tag("café au lait")))
    #expect(Social.routes.destination(forPath: "/tags/two words%2Fmore") == .success(.tag("two words/more")))
  }

  @Test func aURLIsReadFromItsComponentsWithoutBeingWrittenOutAgain() throws {
    let url = try #require(URL(string: "WAYPOINT-SOCIAL:///status/7?then=%2Fprofile%2F3#top"))
    #expect(Social.routes.destinations(for: url) == .success([.status(id: 7), .user(id: 3)]))
    let relative = try #require(URL(string: "status/7", relativeTo: URL(string: "waypoint-social:///")))
    #expect(Social.routes.destination(for: relative) == .success(.status(id: 7)))
  }

  @Test func aUserOrAPortIsNotAHostTheTableAccepts() {
    #expect(Shapes.routes.destination(forPath: "waypoint-shapes://:8080/triangle") == .failure(.unknownHost(":8080")))
    #expect(Shapes.routes.destination(forPath: "waypoint-shapes://me@/triangle") == .failure(.unknownHost("me@")))
  }

  @Test func aNetworkPathWithoutASchemeIsNotAPath() {
    #expect(Shapes.routes.destination(forPath: "//triangle") == .failure(.malformedURL("//triangle")))
  }

  @Test func eachParameterIsReadAsItsTypeOnce() {
    let reads = Counter()
    Counted.reads = reads
    let table = RouteTable<ShapesDestination>(scheme: "shapes") {
      Route("/rectangle/item/{level}", build: { (level: Counted) in .rectangleItem(level: level.value) }) { destination in
        if case let .rectangleItem(level) = destination { Counted(value: level) } else { nil }
      }
    }
    reads.reset()
    #expect(table.destination(forPath: "/rectangle/item/4") == .success(.rectangleItem(level: 4)))
    #expect(reads.value == 1)
  }

  @Test func urlsAreBuiltWithTheirSchemeAndHostAndEncodedParts() throws {
    #expect(Social.routes.url(for: .tag("two words/é"))?.absoluteString == "waypoint-social:///tags/two%20words%2F%C3%A9")
    let path = try #require(Social.routes.url(for: [.timeline, .status(id: 1), .user(id: 7)]))
    #expect(path.absoluteString == "waypoint-social:///timeline?then=%2Fstatus%2F1&then=%2Fprofile%2F7")
    #expect(Social.routes.destinations(for: path) == .success([.timeline, .status(id: 1), .user(id: 7)]))
  }

  @Test func aHostNotWrittenAsURLsWriteHostsIsABuildProblemAndBuildsNoURL() {
    let table = RouteTable<ShapesDestination>(
      hosts: [RouteTable.Host(scheme: "https", host: "café.example")], routes: [Route("/circle", .circle)])
    #expect(table.problems == [.invalidHost("café.example")])
    #expect(table.url(for: .circle) == nil)
    let ascii = RouteTable<ShapesDestination>(
      hosts: [RouteTable.Host(scheme: "https", host: "xn--caf-dma.example")], routes: [Route("/circle", .circle)])
    #expect(ascii.problems.isEmpty)
    let url = ascii.url(for: .circle)
    #expect(url?.absoluteString == "https://xn--caf-dma.example/circle")
    #expect(url.map { ascii.destination(for: $0) } == .success(.circle))
  }

  @Test func parametersAnAppBuildsReadLikeTheirTexts() {
    // Only a value read from a URL's text is kept beside it; a value set by the app is read back
    // from its text, so equal parameters always read alike.
    let built: RouteParameters = ["q": ""]
    #expect(built == RouteParameters(texts: ["q": ""]))
    #expect(built["q", as: String.self] == RouteParameters(texts: ["q": ""])["q", as: String.self])
  }

  @Test func aSchemeAURLCannotHaveIsABuildProblemAndBuildsNoURL() {
    let table = RouteTable<ShapesDestination>(scheme: "my shapes") { Route("/circle", .circle) }
    #expect(table.problems == [.invalidScheme("my shapes")])
    #expect(table.url(for: .circle) == nil)
    #expect(table.path(for: .circle) == "/circle", "paths need no scheme")
  }
}

/// Counts how often a route reads its parameter.
private final class Counter: Sendable {
  private let count = Mutex(0)
  func increment() { count.withLock { $0 += 1 } }
  func reset() { count.withLock { $0 = 0 } }
  var value: Int { count.withLock { $0 } }
}

/// An `Int` parameter that counts its reads.
private struct Counted: RouteParameter {
  nonisolated(unsafe) static var reads: Counter?
  var value: Int

  init(value: Int) { self.value = value }
  init?(routeText: String) {
    Self.reads?.increment()
    guard let value = Int(routeText) else { return nil }
    self.value = value
  }
  var routeText: String { String(value) }
  static var routeTypeName: String { "Int" }
  static var routeSamples: [String] { ["0"] }
}
