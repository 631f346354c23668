import Foundation
import Testing
import Waypoint
import WaypointExamples

/// Every class of bad input gets a typed error that names the problem (issue 4, D3, D14).
@Suite struct RoutingErrorTests {}

extension RoutingErrorTests {
  @Test func anUnknownScheme() {
    #expect(Shapes.routes.destination(forPath: "waypoint-social:///timeline") == .failure(.unknownScheme("waypoint-social")))
  }

  @Test func anUnknownHost() {
    let result = Shapes.routes.destination(forPath: "waypoint-shapes://evil.example/triangle")
    #expect(result == .failure(.unknownHost("evil.example")))
    #expect(result.failureDescription == "unknown host 'evil.example'")
  }

  @Test func noMatchingRoute() {
    #expect(Shapes.routes.destination(forPath: "/hexagon") == .failure(.noMatchingRoute("/hexagon")))
    #expect(Shapes.routes.destination(forPath: "/rectangle/item") == .failure(.noMatchingRoute("/rectangle/item")))
    #expect(Shapes.routes.destination(forPath: "/rectangle/item/1/2") == .failure(.noMatchingRoute("/rectangle/item/1/2")))
  }

  @Test func aParameterOfTheWrongType() {
    let result = Shapes.routes.destination(forPath: "/rectangle/item/abc")
    #expect(result == .failure(.invalidParameter(name: "level", value: "abc", expected: "Int")))
    #expect(result.failureDescription == "the parameter level must be an Int, not 'abc'")
    #expect(
      Shapes.routes.destination(forPath: "/feature/circle")
        == .failure(.invalidParameter(name: "feature", value: "circle", expected: "ShapesFeatureDestination")))
  }

  @Test func aPercentEncodingError() {
    // An escape that is not two hexadecimal digits makes the whole text unreadable as a URL.
    #expect(Social.routes.destination(forPath: "/tags/%zz") == .failure(.invalidPercentEncoding("/tags/%zz")))
    #expect(Social.routes.destination(forPath: "/tags/abc%4") == .failure(.invalidPercentEncoding("/tags/abc%4")))
    #expect(Social.routes.destination(forPath: "/tags/%C3%28") == .failure(.invalidPercentEncoding("%C3%28")))  // not UTF-8
  }

  @Test func aURLThatIsTooLong() {  // D14
    let path = "/tags/" + String(repeating: "a", count: 5_000)
    #expect(Social.routes.destination(forPath: path) == .failure(.urlTooLong(length: 5_006, limit: 4_096)))
  }

  @Test func aURLWithTooManySegments() {  // D14
    let path = String(repeating: "/a", count: 65)
    #expect(Social.routes.destination(forPath: path) == .failure(.tooManySegments(count: 65, limit: 64)))
  }

  @Test func textThatIsNotAURL() {
    #expect(Shapes.routes.destination(forPath: "triangle") == .failure(.malformedURL("triangle")))
    #expect(Shapes.routes.destination(forPath: "1ab:/triangle") == .failure(.malformedURL("1ab:/triangle")))
    #expect(Shapes.routes.destination(forPath: "") == .failure(.malformedURL("")))
  }

  @Test func aPathWhereOneDestinationWasExpected() {
    #expect(Social.routes.destination(forPath: "/timeline?then=%2Fstatus%2F1") == .failure(.unexpectedPath(count: 2)))
  }

  @Test func errorsHaveStableCodes() {
    #expect(RoutingError<ShapesDestination>.unknownScheme("x").code == "unknownScheme")
    #expect(NavigationError<ShapesDestination>.routing(.noMatchingRoute("/x")).code == "noMatchingRoute")
    #expect(NavigationError<ShapesDestination>.routing(.noMatchingRoute("/x")).description == "no route matches /x")
  }
}

extension Result where Failure: CustomStringConvertible {
  /// The failure's sentence, or `nil` on success.
  var failureDescription: String? {
    if case let .failure(error) = self { error.description } else { nil }
  }
}
