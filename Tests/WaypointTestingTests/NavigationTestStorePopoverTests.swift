import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// The store's popover anchors and `expectPopover` (issue 30, item 4).
@MainActor
@Suite struct NavigationTestStorePopoverTests {
  static let pad = LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .pad)
  static let style = ModalStyle.popover(anchor: "settings")

  func presented(on store: NavigationTestStore<ShapesDestination>) {
    let modal = Modal(id: 0, destination: ShapesDestination.settings, style: Self.style)
    store.send(.present(.settings, style: Self.style)) { $0.modals = [modal] }
    store.receive(.presented(modal))
  }
}

extension NavigationTestStorePopoverTests {
  @Test func aPopoverPointsAtTheAnchorShownOnTheScreenUnderIt() {
    let store = NavigationTestStore(structure: Shapes.structure, selection: .circle, environment: Self.pad)
    store.showPopoverAnchor("settings", on: .root(.circle))
    presented(on: store)
    store.expectPopover(at: 0, anchoredTo: "settings")
  }

  @Test func aPopoverWithoutItsAnchorIsNotAPopover() {
    let store = NavigationTestStore(structure: Shapes.structure, selection: .circle, environment: Self.pad)
    store.showPopoverAnchor("settings", on: .root(.triangle))
    presented(on: store)
    store.expectPopover(at: 0, anchoredTo: nil)
    // An anchor that appears once the popover is up does not move it.
    store.showPopoverAnchor("settings", on: .root(.circle))
    store.expectPopover(at: 0, anchoredTo: nil)
  }

  @Test func anAnchorThatLeftTheScreenAnchorsNothing() {
    let store = NavigationTestStore(structure: Shapes.structure, selection: .circle, environment: Self.pad)
    store.showPopoverAnchor("settings", on: .root(.circle))
    store.hidePopoverAnchor("settings", on: .root(.circle))
    presented(on: store)
    store.expectPopover(at: 0, anchoredTo: nil)
  }

  @Test func aPopoverThatIsUpStaysAnchoredAsItsAnchorLeaves() {
    let store = NavigationTestStore(structure: Shapes.structure, selection: .circle, environment: Self.pad)
    store.showPopoverAnchor("settings", on: .root(.circle))
    presented(on: store)
    store.hidePopoverAnchor("settings", on: .root(.circle))
    store.expectPopover(at: 0, anchoredTo: "settings")
  }

  @Test func aWrongExpectationSaysHowTheModalIsPresented() {
    let store = NavigationTestStore(structure: Shapes.structure, selection: .circle, environment: Self.pad)
    presented(on: store)
    withExpectedIssues {
      store.expectPopover(at: 0, anchoredTo: "settings")
    } matching: {
      message(of: $0).contains(#"Expected the modal at elevation 0 to be a popover pointing at "settings", but it is not a popover."#)
    }
    withExpectedIssues {
      store.expectPopover(at: 1, anchoredTo: nil)
    } matching: {
      message(of: $0).contains("Expected a modal at elevation 1, but 1 is presented.")
    }
  }
}
