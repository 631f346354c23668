import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

@Suite struct ExpectRouteTests {}

extension ExpectRouteTests {
  @Test func aURLRoutesBothWays() {  // I6
    expectRoute("waypoint-shapes:///rectangle/item/8", in: Shapes.routes, is: .rectangleItem(level: 8))
    expectRoute("/status/42", in: Social.routes, is: .status(id: 42))
    expectRoute("waypoint-media:///player/7", in: Media.routes, is: .player(id: 7))
  }

  @Test func aBadLinkIsExpectedWithThrows() {  // issue 4: bad input is a typed error
    expectRoute(
      "/rectangle/item/abc", in: Shapes.routes,
      throws: .invalidParameter(name: "level", value: "abc", expected: "Int"))
    expectRoute("other:///triangle", in: Shapes.routes, throws: .unknownScheme("other"))
  }

  @Test func aWrongDestinationFailsWithADiff() {  // I6: both directions are checked
    withExpectedIssues {
      expectRoute("/circle/item/2", in: Shapes.routes, is: .circleItem(level: 3))
    } matching: { issue in
      message(of: issue).contains("'/circle/item/2' parses to another destination")
        || message(of: issue).contains("formats to '/circle/item/3', not '/circle/item/2'")
    }
  }

  @Test func aLinkThatDoesNotFormatBackFails() {  // I6
    withExpectedIssues {
      expectRoute("/circle/item/02", in: Shapes.routes, is: .circleItem(level: 2))
    } matching: {
      message(of: $0).contains("formats to '/circle/item/2', not '/circle/item/02'")
    }
  }

  @Test func aRejectedLinkFailsWhenASuccessIsExpected() {  // I6
    withExpectedIssues {
      expectRoute("/nowhere", in: Shapes.routes, is: .triangle)
    } matching: { issue in
      message(of: issue).contains("'/nowhere' does not parse to .triangle: no route matches /nowhere.")
        || message(of: issue).contains(".triangle formats to '/triangle', not '/nowhere'.")
    }
  }

  @Test func aParsedLinkFailsWhenAnErrorIsExpected() {  // issue 4: bad input is a typed error
    withExpectedIssues {
      expectRoute("/triangle", in: Shapes.routes, throws: .noMatchingRoute("/triangle"))
    } matching: {
      message(of: $0).contains("but it parses to .triangle")
    }
  }

  @Test func aDifferentErrorFailsWithADiff() {  // D3: errors are compared, with a diff
    withExpectedIssues {
      expectRoute("/nowhere", in: Shapes.routes, throws: .noMatchingRoute("/elsewhere"))
    } matching: {
      message(of: $0).contains("rejected with a different error")
    }
  }
}
