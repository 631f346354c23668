import Foundation
import Testing
import Waypoint
import WaypointExamples

/// `open(url)` resolves, then shows the whole hierarchy (D1); explicit paths are checked against
/// the origins; bad input leaves the state unchanged.
@MainActor
@Suite struct OpenURLTests {}

extension OpenURLTests {
  @Test func openingAURLShowsTheWholeHierarchy() throws {  // D1
    let navigator = Navigator(structure: Shapes.structure, selection: .triangle, routes: Shapes.routes)
    let url = try #require(URL(string: "waypoint-shapes:///rectangle/item/4"))
    navigator.open(url)
    var expected = NavigationState(selection: ShapesDestination.triangle)
    try expected.apply(.show(.rectangleItem(level: 4)), in: Shapes.structure)
    #expect(navigator.state == expected)
    #expect(navigator.currentPath == "/rectangle/item/4")
  }

  @Test func openingAPathShowsItsDestination() {  // D1, the demo's path form
    let navigator = Navigator(structure: Media.structure(), selection: .library, routes: Media.routes)
    navigator.open(path: "/player/7")
    #expect(navigator.state.selection == .watchNow)
    #expect(navigator.state.selectedStack.map(\.destination) == [.video(id: 7)])
    #expect(navigator.state.modals.map(\.destination) == [.player(id: 7)])
  }

  @Test func aBadURLIsRejectedAndTheStateIsUnchanged() {  // D3, I3
    let navigator = Navigator(structure: Shapes.structure, selection: .triangle, routes: Shapes.routes)
    navigator.push(.infinity)
    let before = navigator.state
    let result = navigator.open(path: "/rectangle/item/x")
    #expect(result == .failure(.routing(.invalidParameter(name: "level", value: "x", expected: "Int"))))
    #expect(navigator.lastEvents == [.rejected(.routing(.invalidParameter(name: "level", value: "x", expected: "Int")))])
    #expect(navigator.state == before)
  }

  @Test func aLinkToDataThatDoesNotExistSaysSoInTheAppsTerms() {  // issue 4: hierarchy check; issue 31, item 7
    let structure = Social.structure(lists: [])
    let navigator = Navigator(structure: structure, selection: .timeline, routes: Social.routes)
    let result = navigator.open(path: "/lists/9")
    #expect(result == .failure(.routing(.notFound(.list(id: 9)))))
    #expect(result.failureDescription == "List 9 is not in the app")
    #expect(navigator.state == NavigationState(selection: .timeline))
  }

  // Issue 31, item 7: a table's "not found" screen is shown instead, through the same pipeline;
  // a link that is not well formed is still an error.
  @Test func aLinkToDataThatDoesNotExistShowsTheNotFoundScreen() throws {
    let navigator = Navigator(structure: Social.structure(lists: []), selection: .timeline, routes: Social.routes.notFound(.compose))
    let events = try navigator.open(path: "/lists/9").get()
    #expect(events.map(\.kind) == ["presented"])
    #expect(navigator.state.modals.map(\.destination) == [.compose])
    #expect(navigator.open(path: "/nowhere") == .failure(.routing(.noMatchingRoute("/nowhere"))))
  }

  @Test func aNavigatorWithoutRoutesRejectsEveryURL() {
    let navigator = Navigator(structure: Shapes.structure, selection: .triangle)
    #expect(navigator.open(path: "waypoint-shapes:///circle") == .failure(.routing(.unknownScheme("waypoint-shapes"))))
  }

  @Test func anExplicitPathPushesAndPresentsInOrder() throws {  // FS-style exact paths
    let path = try #require(Social.routes.path(for: [.timeline, .status(id: 1), .user(id: 7), .compose]))
    #expect(path == "/timeline?then=%2Fstatus%2F1&then=%2Fprofile%2F7&then=%2Fcompose")
    #expect(Social.routes.destinations(forPath: path) == .success([.timeline, .status(id: 1), .user(id: 7), .compose]))
    let navigator = Navigator(structure: Social.structure(), selection: .explore, routes: Social.routes)
    try #require(navigator.open(path: path).isSuccess)
    #expect(navigator.state.selection == .timeline)
    #expect(navigator.state.selectedStack.map(\.destination) == [.status(id: 1), .user(id: 7)])
    #expect(navigator.state.modals.map(\.destination) == [.compose])
  }

  @Test func anExplicitPathFollowsDeclaredOrigins() throws {  // origins: pushed(from:), presented(from:)
    let actions = Media.structure().actions(showing: [.watchNow, .video(id: 2), .player(id: 2)])
    #expect(actions == .success([.show(.watchNow), .push(.video(id: 2)), .present(.player(id: 2), style: .fullScreenCover)]))
    let url = try #require(Media.routes.url(for: [.watchNow, .video(id: 2), .player(id: 2)]))
    let navigator = Navigator(structure: Media.structure(), selection: .library, routes: Media.routes)
    navigator.open(url)
    #expect(navigator.state.topDestination == .player(id: 2))
  }

  @Test func anExplicitPathThatBreaksTheOriginsIsRejected() {  // issue 4: path validated against the hierarchy
    let structure = Media.structure()
    #expect(structure.actions(showing: [.watchNow, .player(id: 2)]) == .failure(.stepNotAllowed(.player(id: 2), after: .watchNow)))
    #expect(structure.actions(showing: [.watchNow, .library]) == .failure(.stepNotAllowed(.library, after: .watchNow)))
    #expect(structure.actions(showing: [.library, .video(id: 1)]) == .failure(.stepNotAllowed(.video(id: 1), after: .library)))
    #expect(structure.actions(showing: []) == .failure(.unexpectedPath(count: 0)))
    let navigator = Navigator(structure: structure, selection: .library, routes: Media.routes)
    let result = navigator.open(path: "/watch-now?then=%2Fplayer%2F2")
    #expect(result == .failure(.routing(.stepNotAllowed(.player(id: 2), after: .watchNow))))
    #expect(navigator.state == NavigationState(selection: .library))
  }

  @Test func anExplicitPathThatFailsMidwayChangesNothing() {  // I3: all or nothing
    let structure = Shapes.structure.withLimits(NavigationLimits(maxStackDepth: 2))
    let navigator = Navigator(structure: structure, selection: .triangle, routes: Shapes.routes)
    let result = navigator.open(path: "/circle?then=%2Finfinity&then=%2Finfinity&then=%2Finfinity")
    #expect(result == .failure(.stackDepthExceeded(limit: 2)))
    #expect(navigator.state == NavigationState(selection: .triangle))
  }

  @Test func badExplicitPathStepsAreReported() {
    #expect(Social.routes.destinations(forPath: "/timeline?then=status") == .failure(.malformedURL("status")))
    #expect(Social.routes.destinations(forPath: "/timeline?then=%zz") == .failure(.invalidPercentEncoding("/timeline?then=%zz")))
    #expect(Social.routes.destinations(forPath: "/timeline?then=%C3%28") == .failure(.invalidPercentEncoding("%C3%28")))
    #expect(Social.routes.destinations(forPath: "/timeline?then=%2Fnope") == .failure(.noMatchingRoute("/nope")))
    #expect(
      Social.routes.destinations(forPath: "/timeline?then=%2Fcompose%3Fthen%3D%252Fcompose")
        == .failure(.malformedURL("/compose?then=%2Fcompose")))
  }
}

extension Result {
  var isSuccess: Bool { if case .success = self { true } else { false } }
}
