import Testing
import Waypoint
import WaypointExamples

@Suite struct SelectTests {
  let social = Social.structure()
}

extension SelectTests {
  @Test func selectingAnotherTabRemembersThePreviousOne() throws {  // R1, S4
    var state = NavigationState(selection: SocialDestination.timeline)
    let events = try state.apply(.select(.notifications), in: social)
    #expect(state.selection == .notifications)
    #expect(state.previousSelection == .timeline)
    #expect(events == [.selected(.notifications, previous: .timeline)])
  }

  @Test func anInterceptingTabRunsItsActionAndKeepsTheSelection() throws {  // D5, S5, IC5, R84
    var state = NavigationState(selection: SocialDestination.timeline)
    let events = try state.apply(.select(.post), in: social)
    #expect(state.selection == .timeline)
    #expect(state.modals.map(\.destination) == [.compose])
    #expect(events.first == .intercepted(.post))
  }

  @Test func reselectingPopsToRootWhenTheStackIsNotEmpty() throws {  // D6, IC6, R82
    var state = NavigationState(selection: SocialDestination.timeline)
    try state.apply(.push(.status(id: 1)), in: social)
    let events = try state.apply(.select(.timeline), in: social)
    #expect(state.selectedStack.isEmpty)
    #expect(events == [.reselected(.timeline), .popped([Entry(id: 0, destination: .status(id: 1))])])
  }

  @Test func reselectingAtTheRootAsksToScrollToTop() throws {  // D6, IC6
    var state = NavigationState(selection: SocialDestination.timeline)
    let events = try state.apply(.select(.timeline), in: social)
    #expect(events == [.reselected(.timeline), .scrollToTop(.timeline)])
  }

  @Test func aDisabledTabIsRejected() {  // R9, R52
    let structure = AppStructure<SocialDestination> {
      AppTab("timeline", .timeline)
      AppTab("profile", .profile).disabled()
    } origin: {
      Social.origin(of: $0)
    }
    var state = NavigationState(selection: SocialDestination.timeline)
    #expect(throws: NavigationError<SocialDestination>.tabDisabled(.profile)) {
      try state.apply(.select(.profile), in: structure)
    }
    #expect(state.selection == .timeline)
  }

  @Test func aHiddenTabIsRejected() {  // R7
    let structure = AppStructure<SocialDestination> {
      AppTab("timeline", .timeline)
      AppTab("profile", .profile).hidden()
    } origin: {
      Social.origin(of: $0)
    }
    var state = NavigationState(selection: SocialDestination.timeline)
    #expect(throws: NavigationError<SocialDestination>.tabHidden(.profile)) {
      try state.apply(.select(.profile), in: structure)
    }
  }

  @Test func aDestinationThatIsNotATabIsRejected() {  // SNAP-5 differs
    var state = NavigationState(selection: SocialDestination.timeline)
    #expect(throws: NavigationError<SocialDestination>.notATab(.status(id: 1))) {
      try state.apply(.select(.status(id: 1)), in: social)
    }
  }

  @Test func tabsInsideSectionsAndLandingsCanBeSelected() throws {  // S1, D7
    var state = NavigationState(selection: SocialDestination.timeline)
    try state.apply(.select(.list(id: 1)), in: social)
    #expect(state.selection == .list(id: 1))
    try state.apply(.select(.lists), in: social)
    #expect(state.selection == .lists)
  }

  @Test func selectingDismissesPresentedModals() throws {  // SNAP-7
    var state = NavigationState(selection: SocialDestination.timeline)
    try state.apply(.present(.compose, style: .sheet), in: social)
    try state.apply(.select(.profile), in: social)
    #expect(state.modals.isEmpty)
  }

  @Test func dismissingSearchReselectsThePreviousTab() throws {  // R47, R69, S4
    var state = NavigationState(selection: SocialDestination.notifications)
    try state.apply(.select(.explore), in: social)
    try state.apply(.dismissSearch, in: social)
    #expect(state.selection == .notifications)
  }

  @Test func dismissingSearchWhenNotSearchingIsAnError() {
    var state = NavigationState(selection: SocialDestination.notifications)
    #expect(throws: NavigationError<SocialDestination>.notSearching) {
      try state.apply(.dismissSearch, in: social)
    }
  }

  @Test func aLoopOfInterceptingTabsIsRejectedNotHung() {  // D5
    let structure = AppStructure<SocialDestination> {
      AppTab("timeline", .timeline)
      AppTab("post", .post).intercept(.select(.profile))
      AppTab("profile", .profile).intercept(.select(.post))
    } origin: {
      Social.origin(of: $0)
    }
    var state = NavigationState(selection: SocialDestination.timeline)
    #expect(throws: NavigationError<SocialDestination>.interceptLoop(.post)) {
      try state.apply(.select(.post), in: structure)
    }
    #expect(state == NavigationState(selection: .timeline))
  }
}
