import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// The Shapes example's main flows, step by step, through the test store: every change and
/// every event is asserted.
@MainActor
@Suite struct ShapesNavigationTests {
  let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
}

extension ShapesNavigationTests {
  @Test func pushingAndPoppingOnATab() {  // FS-27, TCA-1, D3
    store.send(.push(.infinity)) {
      $0.stacks[.triangle] = [Entry(id: 0, destination: .infinity)]
    }
    store.receive(.pushed(Entry(id: 0, destination: .infinity)))

    store.send(.push(.infinity)) {
      $0.stacks[.triangle]?.append(Entry(id: 1, destination: .infinity))
    }
    store.receive(.pushed(Entry(id: 1, destination: .infinity)))

    store.send(.pop(3), throws: .popPastRoot(requested: 3, available: 2))

    store.send(.popToRoot) {
      $0.stacks[.triangle] = nil
    }
    store.receive(.popped([Entry(id: 0, destination: .infinity), Entry(id: 1, destination: .infinity)]))

    store.send(.popToRoot)
    store.receive(.alreadyAtRoot)
  }

  @Test func aDeepLinkBuildsTheRectangleHierarchy() {  // D1, SNAP-18
    store.send(.show(.rectangleItem(level: 4))) {
      $0.selection = .rectangle
      $0.previousSelection = .triangle
      $0.stacks[.rectangle] = [
        Entry(id: 0, destination: .rectangleItem(level: 1), caller: .nobody),
        Entry(id: 1, destination: .rectangleItem(level: 2), caller: .nobody),
      ]
      $0.modals = [
        Modal(
          id: 2, destination: .rectangleItem(level: 3), style: .sheet,
          stack: [Entry(id: 3, destination: .rectangleItem(level: 4), caller: .nobody)], caller: .nobody)
      ]
    }
    store.receive(
      .selected(.rectangle, previous: .triangle),
      .pushed(Entry(id: 0, destination: .rectangleItem(level: 1), caller: .nobody)),
      .pushed(Entry(id: 1, destination: .rectangleItem(level: 2), caller: .nobody)),
      .presented(Modal(id: 2, destination: .rectangleItem(level: 3), style: .sheet, caller: .nobody)),
      .pushed(Entry(id: 3, destination: .rectangleItem(level: 4), caller: .nobody))
    )

    // Going back to level 2 dismisses the sheet and keeps the ids below it (D4, FS-46).
    store.send(.show(.rectangleItem(level: 2))) {
      $0.modals = []
    }
    store.receive(
      .dismissed(
        [
          Modal(
            id: 2, destination: .rectangleItem(level: 3), style: .sheet,
            stack: [Entry(id: 3, destination: .rectangleItem(level: 4), caller: .nobody)], caller: .nobody)
        ], cause: .deepLink))
  }

  @Test func settingsIsASheetOverWhateverIsVisible() {  // D2
    store.send(.present(.settings)) {
      $0.modals = [Modal(id: 0, destination: .settings, style: .sheet)]
    }
    store.receive(.presented(Modal(id: 0, destination: .settings, style: .sheet)))

    store.send(.push(.infinity)) {
      $0.modals[0].stack = [Entry(id: 1, destination: .infinity)]
    }
    store.receive(.pushed(Entry(id: 1, destination: .infinity)))

    store.send(.dismiss) {
      $0.modals = []
    }
    store.receive(.dismissed([Modal(id: 0, destination: .settings, style: .sheet, stack: [Entry(id: 1, destination: .infinity)])]))

    store.send(.dismiss)
    store.receive(.nothingToDismiss)
  }

  @Test func reselectingATabPopsToRootThenScrollsToTop() {  // D6, IC6
    store.send(.show(.circleItem(level: 1))) {
      $0.selection = .circle
      $0.previousSelection = .triangle
      $0.stacks[.circle] = [Entry(id: 0, destination: .circleItem(level: 1), caller: .nobody)]
    }
    store.skipEvents()

    store.send(.select(.circle)) {
      $0.stacks[.circle] = nil
    }
    store.receive(.reselected(.circle), .popped([Entry(id: 0, destination: .circleItem(level: 1), caller: .nobody)]))

    store.send(.select(.circle))
    store.receive(.reselected(.circle), .scrollToTop(.circle))
  }

  @Test func theFeatureModuleNavigatesThroughItsScopedNavigator() {  // SNAP-1 differs
    let feature = store.navigator.scoped(ShapesDestination.feature)
    feature.push(.hexagon)
    store.assert {
      $0.stacks[.triangle] = [Entry(id: 0, destination: .feature(.hexagon))]
    }
    store.receive(.pushed(Entry(id: 0, destination: .feature(.hexagon))))

    feature.pop(2)
    store.receive(.rejected(.popPastRoot(requested: 2, available: 1)))
  }

  @Test func everyDeepLinkShowsItsHierarchy() {  // D1
    expectShow(
      .circleItem(level: 3), in: Shapes.structure,
      shows: [
        .tab(.circle), .pushed(.circleItem(level: 1)), .pushed(.circleItem(level: 2)), .pushed(.circleItem(level: 3)),
      ])
    expectShow(
      .rectangleItem(level: 6), in: Shapes.structure,
      shows: [
        .tab(.rectangle),
        .pushed(.rectangleItem(level: 1)), .pushed(.rectangleItem(level: 2)),
        .sheet(.rectangleItem(level: 3)), .pushed(.rectangleItem(level: 4)), .pushed(.rectangleItem(level: 5)),
        .sheet(.rectangleItem(level: 6)),
      ])
    expectShow(.settings, in: Shapes.structure, shows: [.tab(.triangle), .sheet(.settings)])
    expectShow(.infinity, in: Shapes.structure, shows: [.tab(.triangle), .pushed(.infinity)])
  }

  @Test func everyShapesRouteWorksBothWays() {  // I6; issue 4's Shapes routes
    expectRoute("waypoint-shapes:///triangle", in: Shapes.routes, is: .triangle)
    expectRoute("/rectangle", in: Shapes.routes, is: .rectangle)
    expectRoute("/rectangle/item/8", in: Shapes.routes, is: .rectangleItem(level: 8))
    expectRoute("/circle", in: Shapes.routes, is: .circle)
    expectRoute("/circle/item/2", in: Shapes.routes, is: .circleItem(level: 2))
    expectRoute("/infinity", in: Shapes.routes, is: .infinity)
    expectRoute("/settings", in: Shapes.routes, is: .settings)
    expectRoute("/feature/hexagon", in: Shapes.routes, is: .feature(.hexagon))
    expectRoute("/feature/pentagon", in: Shapes.routes, is: .feature(.pentagon))
    expectRoute(
      "/feature/octagon", in: Shapes.routes,
      throws: .invalidParameter(name: "feature", value: "octagon", expected: "ShapesFeatureDestination"))
  }

  @Test func openingARectangleLinkBuildsItsHierarchy() {  // D1
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle, routes: Shapes.routes)
    store.open(path: "/rectangle/item/3") {
      $0.selection = .rectangle
      $0.previousSelection = .triangle
      $0.stacks[.rectangle] = [
        Entry(id: 0, destination: .rectangleItem(level: 1), caller: .nobody),
        Entry(id: 1, destination: .rectangleItem(level: 2), caller: .nobody),
      ]
      $0.modals = [Modal(id: 2, destination: .rectangleItem(level: 3), style: .sheet, caller: .nobody)]
    }
    store.receive(
      .selected(.rectangle, previous: .triangle),
      .pushed(Entry(id: 0, destination: .rectangleItem(level: 1), caller: .nobody)),
      .pushed(Entry(id: 1, destination: .rectangleItem(level: 2), caller: .nobody)),
      .presented(Modal(id: 2, destination: .rectangleItem(level: 3), style: .sheet, caller: .nobody))
    )
    store.open(path: "/rectangle/item/x", throws: .routing(.invalidParameter(name: "level", value: "x", expected: "Int")))
  }

  @Test func aDeepRectangleIsStagedOneSheetPerStepAndRestored() throws {  // D11, I5
    let start = NavigationState(selection: ShapesDestination.triangle)
    expectPlan(
      from: start, applying: .show(.rectangleItem(level: 9)), in: Shapes.structure, kinds: ["select", "present", "present", "present"])
    let target = try start.applying(.show(.rectangleItem(level: 9)), in: Shapes.structure).get().state
    expectRestorationRoundTrip(target, in: Shapes.structure)
  }
}
