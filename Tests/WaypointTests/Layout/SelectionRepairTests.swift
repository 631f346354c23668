import Testing
import Waypoint
import WaypointExamples

@Suite struct SelectionRepairTests {
  let media = Media.structure()
  let social = Social.structure()
}

extension SelectionRepairTests {
  @Test func aSelectionTheLayoutCanShowIsKept() {  // D8, I1
    let state = NavigationState(selection: MediaDestination.library)
    let outcome = state.repairingSelection(in: media, environment: LayoutFixtures.phone)
    #expect(outcome.state == state)
    #expect(outcome.events.isEmpty)
  }

  @Test func aSidebarOnlyTabInATabBarFallsBackToThePreviousTab() throws {  // D8, R29, OQ1
    var state = NavigationState(selection: MediaDestination.library)
    try state.apply(.select(.settings), in: media)
    try state.apply(.push(.video(id: 1)), in: media)
    let outcome = state.repairingSelection(in: media, environment: LayoutFixtures.phone)
    #expect(outcome.state.selection == .library)
    #expect(outcome.events == [.repaired(from: .settings, to: .library)])
    #expect(outcome.state.stack(for: .settings) == state.stack(for: .settings))  // R7: the stack is kept
  }

  @Test func withoutAUsablePreviousTabTheFirstInBarOrderIsChosen() throws {  // D8
    var customization = TabCustomization()
    try customization.apply(.moveInTabBar("collection-2", to: 0), in: media)
    let state = NavigationState(selection: MediaDestination.settings)
    let outcome = state.repairingSelection(in: media, customization: customization, environment: LayoutFixtures.phone)
    #expect(outcome.state.selection == .watchNow)
    #expect(
      media.availableRoots(customization: customization, environment: LayoutFixtures.phone).prefix(4) == [
        .watchNow, .library, .collection(id: 2), .collection(id: 1),
      ])
  }

  @Test func aTabHiddenByCustomizationIsRepaired() throws {  // D8, R53
    var state = NavigationState(selection: SocialDestination.timeline)
    try state.apply(.select(.profile), in: social)
    let customization = try TabCustomization().applying(.hide("profile", in: .sidebar), in: social).get()
    let outcome = state.repairingSelection(in: social, customization: customization, environment: LayoutFixtures.padSidebar)
    #expect(outcome.state.selection == .timeline)
  }

  @Test func aTabRemovedFromTheTabBarIsRepairedOnlyWhereTheBarShows() throws {  // D8, R90
    let state = NavigationState(selection: SocialDestination.profile)
    let customization = try TabCustomization().applying(.hide("profile", in: .tabBar), in: social).get()
    #expect(state.repairingSelection(in: social, customization: customization, environment: LayoutFixtures.padSidebar).events.isEmpty)
    #expect(
      state.repairingSelection(in: social, customization: customization, environment: LayoutFixtures.phone).state.selection
        == .timeline)
  }

  @Test func aDisabledOrRemovedTabIsRepaired() throws {  // D8, R9
    let state = NavigationState(selection: SocialDestination.list(id: 2))
    let fewer = Social.structure(lists: [SocialList(id: 1, title: "Swift")])
    #expect(state.repairingSelection(in: fewer, environment: LayoutFixtures.padSidebar).state.selection == .timeline)
    let disabled = AppStructure<SocialDestination> {
      AppTab("timeline", .timeline)
      AppTab("profile", .profile).disabled()
    } origin: {
      Social.origin(of: $0)
    }
    let outcome = NavigationState(selection: SocialDestination.profile).repairingSelection(in: disabled)
    #expect(outcome.events == [.repaired(from: .profile, to: .timeline)])
  }

  @Test func stacksSurviveARepairAndModalsGoWithTheOldTab() throws {  // D8, R7; SNAP-7 as for select
    var state = NavigationState(selection: MediaDestination.settings)
    try state.apply(.push(.video(id: 2)), in: media)
    try state.apply(.present(.player(id: 2)), in: media)
    let outcome = state.repairingSelection(in: media, environment: LayoutFixtures.phone)
    #expect(outcome.state.stacks == state.stacks)
    #expect(outcome.state.modals.isEmpty)
    #expect(outcome.events == [.dismissed(state.modals, cause: .restructured), .repaired(from: .settings, to: .watchNow)])
  }

  @Test func nothingSelectableLeavesTheStateAsItIs() {  // D8, I3
    let structure = AppStructure<SocialDestination> {
      AppTab("timeline", .timeline).placement(.sidebarOnly)
    } origin: {
      Social.origin(of: $0)
    }
    let state = NavigationState(selection: SocialDestination.timeline)
    let outcome = state.repairingSelection(in: structure, environment: LayoutFixtures.phone)
    #expect(outcome.state == state && outcome.events.isEmpty)
  }

  @Test func aCollapsedSectionsChildIsAvailableThroughItsSection() {  // D7, R62
    #expect(social.isAvailable(.list(id: 1), customization: TabCustomization(), environment: LayoutFixtures.phoneCollapsed))
    #expect(social.isAvailable(.lists, customization: TabCustomization(), environment: LayoutFixtures.phoneCollapsed))
    #expect(social.isAvailable(.lists, customization: TabCustomization(), environment: LayoutFixtures.padSidebar))
    #expect(!social.isAvailable(.status(id: 1), customization: TabCustomization(), environment: LayoutFixtures.phone))
  }

  @Test func aLandingIsNotDrawnWhereSectionsAreFlattened() {  // D16: a flattened tab bar draws no landing item
    #expect(!social.isAvailable(.lists, customization: TabCustomization(), environment: LayoutFixtures.phone))
  }
}
