import Testing
import Waypoint
import WaypointExamples

@MainActor
@Suite struct NavigatorTests {}

extension NavigatorTests {
  @Test func sendChangesTheStateAndRecordsTheEvents() {
    let navigator = Navigator(structure: Shapes.structure, selection: .triangle)
    navigator.push(.infinity)
    #expect(navigator.state.selectedStack.map(\.destination) == [.infinity])
    #expect(navigator.lastEvents == [.pushed(Entry(id: 0, destination: .infinity))])
  }

  @Test func aRejectedActionLeavesTheStateAndPublishesRejected() {  // D3
    let navigator = Navigator(structure: Shapes.structure, selection: .triangle)
    let result = navigator.pop()
    #expect(result == .failure(.popPastRoot(requested: 1, available: 0)))
    #expect(navigator.lastEvents == [.rejected(.popPastRoot(requested: 1, available: 0))])
    #expect(navigator.state == NavigationState(selection: .triangle))
  }

  @Test func convenienceMethodsSendTheirActions() {
    let navigator = Navigator(structure: Shapes.structure, selection: .triangle)
    navigator.show(.rectangleItem(level: 4))
    navigator.present(.settings, style: .sheet)
    navigator.dismiss(to: 1)
    #expect(navigator.state.modals.count == 1)
    navigator.popTo(.rectangleItem(level: 1))
    #expect(navigator.state.modals.isEmpty)
    navigator.popToRoot()
    navigator.select(.circle)
    navigator.push(.circleItem(level: 1))
    navigator.popTo(id: navigator.state.selectedStack[0].id)
    navigator.dismissAll()
    #expect(navigator.state.selection == .circle)
    #expect(navigator.state.stack(for: .rectangle).isEmpty)
  }

  @Test func theEventStreamDeliversEveryEvent() async {
    let navigator = Navigator(structure: Shapes.structure, selection: .triangle)
    let stream = navigator.events()
    navigator.push(.infinity)
    navigator.pop(3)
    var iterator = stream.makeAsyncIterator()
    #expect(await iterator.next() == .pushed(Entry(id: 0, destination: .infinity)))
    #expect(await iterator.next() == .rejected(.popPastRoot(requested: 3, available: 1)))
  }

  @Test func aScopedNavigatorEmbedsFeatureDestinationsAtCompileTime() {  // SNAP-1 differs
    let navigator = Navigator(structure: Shapes.structure, selection: .triangle)
    let feature = navigator.scoped(ShapesDestination.feature)
    feature.push(.hexagon)
    #expect(navigator.state.selectedStack.map(\.destination) == [.feature(.hexagon)])
    #expect(feature.isShowing(.hexagon))
    #expect(!feature.isShowing(.pentagon))
    feature.present(.pentagon, style: .sheet)
    feature.dismiss()
    feature.show(.pentagon)
    #expect(navigator.state.topDestination == .feature(.pentagon))
    feature.popToRoot()
    guard case let .failure(error) = feature.pop() else {
      Issue.record("expected popPastRoot")
      return
    }
    #expect(error.code == "popPastRoot")
    #expect(error.description == "cannot pop 1 screen: the stack holds 0")
  }

  @Test func updatingTheStructureRepairsALostSelection() {  // D8
    let navigator = Navigator(structure: Social.structure(), selection: .timeline)
    navigator.select(.list(id: 2))
    navigator.push(.status(id: 1))
    navigator.updateStructure(Social.structure(lists: [SocialList(id: 1, title: "Swift")]))
    #expect(navigator.state.selection == .timeline)
    #expect(navigator.lastEvents == [.repaired(from: .list(id: 2), to: .timeline)])
    #expect(navigator.state.stack(for: .list(id: 2)).isEmpty)
  }

  @Test func updatingTheStructureKeepsAValidSelection() {
    let navigator = Navigator(structure: Social.structure(), selection: .timeline)
    navigator.push(.status(id: 1))
    navigator.updateStructure(Social.structure(unreadNotifications: 0))
    #expect(navigator.lastEvents.isEmpty)
    #expect(navigator.state.selectedStack.count == 1)
    #expect(navigator.structure.tab(for: .notifications)?.badge == 0)
  }
}

extension NavigatorTests {
  @Test func updatingTheStructureFitsTheCustomizationToIt() {  // R59, OQ6, D10
    let navigator = Navigator(structure: Social.structure(), selection: .timeline)
    navigator.customize(.hide("list-2", in: .sidebar))
    #expect(navigator.customization.visibility(of: "list-2", in: .sidebar) == .hidden)
    navigator.updateStructure(Social.structure(lists: [SocialList(id: 1, title: "Swift")]))
    #expect(navigator.customization.sidebarVisibility["list-2"] == nil)
  }

  @Test func aRepairedSelectionMustPassTheGuard() {  // D8, I9
    let navigator = Navigator(structure: Social.structure(), selection: .timeline)
    _ = navigator.setGuard(Social.signInGuard, context: .signedOut)
    navigator.select(.list(id: 1))
    navigator.select(.list(id: 2))
    let withoutLists = AppStructure<SocialDestination> {
      AppTab("notifications", .notifications)
      AppTab("timeline", .timeline)
    } origin: {
      Social.origin(of: $0)
    }
    navigator.updateStructure(withoutLists)
    #expect(navigator.state.selection == .timeline)
  }
}

extension NavigatorTests {
  @Test func theEventStreamEndsWhenTheNavigatorIsReleased() async {
    var navigator: Navigator<ShapesDestination>? = Navigator(structure: Shapes.structure, selection: .triangle)
    guard let stream = navigator?.events() else { return }
    navigator?.push(.infinity)
    navigator = nil
    var iterator = stream.makeAsyncIterator()
    #expect(await iterator.next() == .pushed(Entry(id: 0, destination: .infinity)))
    #expect(await iterator.next() == nil)
  }
}

extension NavigatorTests {
  @Test func aTabTheLayoutDoesNotShowCannotBeSelected() {  // I1, R29, R54
    let navigator = Navigator(structure: Media.structure(), selection: .watchNow)
    #expect(navigator.select(.settings) == .failure(.unavailableInLayout(.settings)))
    #expect(navigator.show(.settings) == .failure(.unavailableInLayout(.settings)))
    #expect(navigator.select(.downloads) == .failure(.unavailableInLayout(.downloads)))
    #expect(navigator.state == NavigationState(selection: .watchNow))
    #expect(navigator.lastEvents == [.rejected(.unavailableInLayout(.downloads))])
  }

  @Test func theSameTabCanBeSelectedWhereTheLayoutShowsIt() {  // I1, R29, R90
    let navigator = Navigator(
      structure: Media.structure(), selection: .watchNow,
      environment: LayoutEnvironment(style: .sidebar))
    #expect(navigator.select(.settings) == .success([.selected(.settings, previous: .watchNow)]))
    navigator.setEnvironment(LayoutEnvironment())
    #expect(navigator.state.selection != .settings)
    let before = navigator.state.selection
    navigator.customize(.show("downloads", in: .tabBar))
    #expect(navigator.select(.downloads) == .success([.selected(.downloads, previous: before)]))
  }
}
