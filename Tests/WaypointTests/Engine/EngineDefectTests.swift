import Foundation
import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// Defects found by trying the public API when the rules lived in five places; each test failed
/// before every rule was decided by the one engine.
@MainActor
@Suite struct EngineDefectTests {
  typealias Social = WaypointExamples.Social
  typealias Media = WaypointExamples.Media
}

extension EngineDefectTests {
  @Test func aWindowsReplaceCannotTakeAnIDAnotherWindowHolds() throws {  // I11, D4
    let windows = SessionNavigator(
      session: Session(main: NavigationState(selection: MediaDestination.watchNow)), structure: Media.structure())
    let main = try #require(windows.navigator(for: 0))
    main.push(.video(id: 1))  // #0
    let id = try windows.openWindow(showing: .video(id: 2)).get()  // #1
    let other = try #require(windows.navigator(for: id))
    var stolen = NavigationState(selection: MediaDestination.watchNow)
    stolen.stacks[.watchNow] = [Entry(id: 0, destination: .video(id: 5))]
    stolen.nextEntryID = 1
    #expect(other.replace(stolen) == .failure(.invalidState([.idInUse(0)])))
    // Keeping the window's own ids and adding fresh ones is fine.
    var kept = other.state
    kept.stacks[.watchNow, default: []].append(Entry(id: 2, destination: .video(id: 3)))
    kept.nextEntryID = 3
    #expect((try? other.replace(kept).get()) != nil)
    #expect(main.push(.video(id: 4)) == .success([.pushed(Entry(id: 3, destination: .video(id: 4)))]), "the next id is the session's")
    // The saved session restores with every screen.
    let data = try JSONEncoder().encode(windows.session)
    let restored = try JSONDecoder().decode(Session<MediaDestination>.self, from: data)
    #expect(restored == windows.session)
  }

  @Test func signedOutHidingTheSelectedTabSelectsADrawnAllowedTab() throws {  // I1, I9, D8
    let onlyLists = NavigationGuard<SocialDestination, Void> { destination, _, _ in
      switch destination {
      case .list, .lists, .tag, .tags, .status, .user, .signIn: .allow
      default: .redirect(to: .signIn)
      }
    }
    let navigator = Navigator(structure: Social.structure(), selection: .list(id: 1), environment: LayoutFixtures.padSidebar)
    _ = navigator.setGuard(onlyLists, context: ())
    _ = try navigator.customize(.hide("list-1", in: .sidebar)).get()
    #expect(navigator.state.selection == .list(id: 2))
    #expect(navigator.lastEvents == [.repaired(from: .list(id: 1), to: .list(id: 2))])
    #expect(navigator.layout.allItems.contains { $0.isSelected && $0.destination == .list(id: 2) })
  }

  @Test func aScreenPushedOnAChildTabStaysWithItAcrossACollapsedLayout() {  // I4, D7
    let navigator = Navigator(structure: Social.structure(), selection: .list(id: 1), environment: LayoutFixtures.padSidebarCollapse)
    navigator.push(.status(id: 1))
    navigator.setEnvironment(LayoutFixtures.phoneCollapsed)
    navigator.select(.timeline)
    navigator.setEnvironment(LayoutFixtures.padSidebarCollapse)
    navigator.select(.list(id: 1))
    #expect(navigator.state.selectedStack.map(\.destination) == [.status(id: 1)])
    navigator.select(.lists)
    #expect(navigator.state.selectedStack.isEmpty, "the landing's own stack holds nothing")
  }

  @Test func aScreenPushedOnALandingStaysWithItAcrossACollapsedLayout() {  // I4, D7
    let navigator = Navigator(structure: Social.structure(), selection: .lists, environment: LayoutFixtures.padSidebarCollapse)
    navigator.push(.status(id: 2))
    navigator.select(.list(id: 1))
    navigator.setEnvironment(LayoutFixtures.phoneCollapsed)
    navigator.select(.timeline)
    navigator.setEnvironment(LayoutFixtures.padSidebarCollapse)
    navigator.select(.lists)
    #expect(navigator.state.selectedStack.map(\.destination) == [.status(id: 2)])
    navigator.select(.list(id: 1))
    #expect(navigator.state.selectedStack.isEmpty)
  }

  @Test func aLandingInAFlattenedTabBarSelectsTheSectionsFirstTab() {  // D16, I1
    let navigator = Navigator(structure: Social.structure(), selection: .timeline, environment: LayoutFixtures.padTabBar)
    #expect(navigator.select(.lists) == .success([.selected(.list(id: 1), previous: .timeline)]))
    #expect(navigator.layout.allItems.contains { $0.isSelected && $0.destination == .list(id: 1) })
    navigator.select(.timeline)
    navigator.show(.tags)
    #expect(navigator.state.selection == .tag("swiftui"))
    #expect(navigator.layout.allItems.contains { $0.isSelected })
  }

  @Test func hidingTheLastTabIsRefused() throws {  // D8, D10: the tab bar never ends up empty
    let structure = AppStructure<SocialDestination> {
      AppTab("notifications", .notifications)
      AppTab("profile", .profile)
    } origin: {
      Social.origin(of: $0)
    }
    let navigator = Navigator(structure: structure, selection: .notifications)
    _ = try navigator.customize(.hide("notifications", in: .tabBar)).get()
    #expect(navigator.state.selection == .profile)
    #expect(navigator.customize(.hide("profile", in: .tabBar)) == .failure(.nothingLeftToSelect("profile")))
    #expect(navigator.layout.allItems.map(\.destination) == [.profile])
    #expect(navigator.layout.allItems.allSatisfy { $0.isSelected })
  }

  @Test func aStructureWithNothingToSelectIsRefused() {  // D8, I3
    let navigator = Navigator(structure: Social.structure(), selection: .timeline)
    let before = navigator.state
    let sidebarOnly = AppStructure<SocialDestination> {
      AppTab("timeline", .timeline).placement(.sidebarOnly)
    } origin: {
      Social.origin(of: $0)
    }
    #expect(navigator.updateStructure(sidebarOnly) == .failure(.noAvailableTab))
    #expect(navigator.state == before)
    #expect(navigator.structure.allTabs.count == Social.structure().allTabs.count)
  }

  @Test func aDoubleTapOnTheComposeTabPresentsOneSheet() {  // D15, D5
    let navigator = Navigator(structure: Social.structure(), selection: .timeline)
    navigator.select(.post)
    #expect(
      navigator.select(.post) == .success([.intercepted(.post), .alreadyPresented(Modal(id: 0, destination: .compose, style: .sheet))]))
    navigator.show(.compose)
    #expect(navigator.state.modals.map(\.destination) == [.compose])
  }

  @Test func aSecondGuardedLinkKeepsOneSignInAndTheLatestDestination() throws {  // D15, I9
    let navigator = Navigator(structure: Social.structure(), selection: .timeline, routes: Social.routes)
    navigator.setGuard(Social.signInGuard, context: .signedOut)
    _ = try navigator.open(path: "/notifications").get()
    _ = try navigator.open(path: "/profile").get()
    #expect(navigator.state.modals.map(\.destination) == [.signIn])
    #expect(navigator.pendingDestination == .profile)
    navigator.setGuard(Social.signInGuard, context: .signedIn)
    #expect(navigator.state.selection == .profile)
    #expect(navigator.state.modals.isEmpty)
  }

  @Test func aColdLaunchLinkIntoASidebarOnlyTabOpensOnAnIPad() throws {  // D17, R29
    let navigator = Navigator(
      structure: Media.structure(), selection: .watchNow, routes: Media.routes, environment: LayoutFixtures.padSidebar)
    _ = try navigator.open(path: "/settings").get()
    #expect(navigator.state.selection == .settings)
    let phone = Navigator(structure: Media.structure(), selection: .watchNow, routes: Media.routes)
    #expect(phone.open(path: "/settings") == .failure(.unavailableInLayout(.settings)), "a phone does not draw it")
  }

  @Test func aSessionsWindowsAreLaidOutForTheDeviceAndShareTheCustomization() throws {  // D17, D10
    let windows = SessionNavigator(
      session: Session(main: NavigationState(selection: MediaDestination.watchNow)), structure: Media.structure(),
      environment: LayoutFixtures.padSidebar)
    let id = try windows.openWindow(showing: .settings).get()
    let second = try #require(windows.navigator(for: id))
    #expect(second.state.selection == .settings)
    let main = try #require(windows.navigator(for: 0))
    _ = try main.customize(.hide("collection-1", in: .sidebar)).get()
    #expect(second.customization == main.customization)
    let third = try windows.openWindow(showing: .library).get()
    #expect(windows.navigator(for: third)?.customization == main.customization)
  }

  @Test func aTestStoreStartsInTheEnvironmentItIsGiven() {  // D17
    let store = NavigationTestStore(structure: Media.structure(), selection: .settings, environment: LayoutFixtures.padSidebar)
    #expect(store.state.selection == .settings)
    #expect(store.navigator.environment == LayoutFixtures.padSidebar)
    let engine = NavigationEngine(structure: Media.structure(), selection: .settings, environment: LayoutFixtures.padSidebar)
    #expect(engine.state.selection == .settings)
    let phone = NavigationEngine(structure: Media.structure(), selection: .settings)
    #expect(phone.state.selection == .watchNow, "a phone cannot draw a sidebar-only tab: the selection is repaired")
  }
}

/// Found by reviewing the engine change; each failed before its fix.
extension EngineDefectTests {
  @Test func twoWindowsRestoreTheirSavedStatesInEitherOrder() throws {  // I11
    let windows = SessionNavigator(
      session: Session(main: NavigationState(selection: MediaDestination.watchNow)), structure: Media.structure())
    let second = try windows.openWindow(showing: .library).get()
    var savedMain = NavigationState(selection: MediaDestination.watchNow)
    savedMain.stacks[.watchNow] = [Entry(id: 4, destination: .video(id: 1)), Entry(id: 5, destination: .video(id: 2))]
    var savedSecond = NavigationState(selection: MediaDestination.watchNow)
    savedSecond.stacks[.watchNow] = [Entry(id: 2, destination: .video(id: 3))]
    let main = try #require(windows.navigator(for: 0))
    let other = try #require(windows.navigator(for: second))
    #expect((try? main.replace(savedMain).get()) != nil)
    #expect((try? other.replace(savedSecond).get()) != nil, "ids below the counter that no window holds are fine")
    var stealing = savedSecond
    stealing.stacks[.watchNow] = [Entry(id: 5, destination: .video(id: 9))]
    #expect(other.replace(stealing) == .failure(.invalidState([.idInUse(5)])))
    let ids = windows.session.allIDs
    #expect(Set(ids).count == ids.count)
  }

  @Test func aWindowWhoseGuardAllowsNothingCloses() throws {  // I9
    let windows = SessionNavigator(
      session: Session(main: NavigationState(selection: SocialDestination.timeline)), structure: Social.structure())
    let nothing = NavigationGuard<SocialDestination, Void> { _, _, _ in .deny("closed") }
    let results = windows.setGuard(nothing, context: ())
    #expect(results[0] == .failure(.denied(.timeline, reason: "closed")))
    #expect(windows.windowIDs.isEmpty)
  }

  @Test func aHiddenInterceptingTabCannotBeTapped() throws {  // D5, I1
    let navigator = Navigator(structure: Social.structure(), selection: .timeline, environment: LayoutFixtures.padSidebar)
    _ = try navigator.customize(.hide("post", in: .sidebar)).get()
    #expect(navigator.select(.post) == .failure(.unavailableInLayout(.post)))
    #expect(navigator.state.modals.isEmpty)
  }
}
