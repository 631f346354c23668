import Testing
import Waypoint
import WaypointExamples

/// The tab bar hidden while a screen that hides it is on the selected tab's stack (next-features
/// 3.4; R21), derived from the state: in Media, a video's page hides it.
@Suite struct TabBarVisibilityTests {
  let media = Media.structure()

  func state(_ actions: [NavigationAction<MediaDestination>]) throws -> NavigationState<MediaDestination> {
    var state = NavigationState(selection: MediaDestination.watchNow)
    for action in actions { try state.apply(action, in: media) }
    return state
  }

  func layout(_ state: NavigationState<MediaDestination>, _ environment: LayoutEnvironment = LayoutFixtures.phone) -> NavigationLayout<
    MediaDestination
  > {
    NavigationLayout(state: state, structure: media, environment: environment)
  }
}

extension TabBarVisibilityTests {
  @Test func aPushedScreenHidesTheBarAndEveryScreenAboveItKeepsItHidden() throws {  // UIKit's hidesBottomBarWhenPushed
    #expect(layout(try state([])).tabBar?.isHidden == false)
    #expect(layout(try state([.push(.video(id: 1))])).tabBar?.isHidden == true)
    #expect(layout(try state([.push(.video(id: 1)), .push(.video(id: 2))])).tabBar?.isHidden == true)
    #expect(layout(try state([.push(.video(id: 1)), .push(.video(id: 2)), .pop(2)])).tabBar?.isHidden == false)
  }

  @Test func aModalOverTheStackChangesNothing() throws {  // a modal covers the bar
    let covered = try state([.push(.video(id: 1)), .present(.player(id: 1), style: .fullScreenCover)])
    #expect(layout(covered).tabBar?.isHidden == true)
    let overRoot = try state([.present(.collectionPicker(videoID: 1), style: .sheet)])
    #expect(layout(overRoot).tabBar?.isHidden == false)
  }

  @Test func onlyTheSelectedTabsStackCounts() throws {
    let other = try state([.push(.video(id: 1)), .select(.library)])
    #expect(layout(other).tabBar?.isHidden == false)
    #expect(layout(try state([.push(.video(id: 1)), .select(.library), .select(.watchNow)])).tabBar?.isHidden == true)
  }

  @Test func aSidebarIsNeverHiddenAndTheBarHidesAgainOnReturn() throws {  // I4: derived, nothing to restore
    let pushed = try state([.push(.video(id: 1))])
    let regular = layout(pushed, LayoutFixtures.padSidebar)
    #expect(regular.tabBar == nil)
    #expect(regular.sidebar != nil)
    #expect(layout(pushed, LayoutFixtures.phone).tabBar?.isHidden == true)
    #expect(layout(pushed, LayoutFixtures.padTabBar).tabBar?.isHidden == true)
  }

  @Test func theTextSaysTheBarIsHidden() throws {
    #expect(layout(try state([.push(.video(id: 1))])).text.contains("tab bar (hidden):"))
    #expect(!layout(try state([])).text.contains("(hidden)"))
  }

  @Test func anAppThatDeclaresNothingNeverHidesTheBar() throws {
    var state = NavigationState(selection: ShapesDestination.rectangle)
    try state.apply(.push(.rectangleItem(level: 1)), in: Shapes.structure)
    #expect(NavigationLayout(state: state, structure: Shapes.structure).tabBar?.isHidden == false)
    #expect(!Shapes.structure.isTabBarHidden(by: .rectangleItem(level: 1)))
    #expect(media.isTabBarHidden(by: .video(id: 3)))
    #expect(!media.isTabBarHidden(by: .watchNow))
  }

  @Test func aStructuresDeclarationsKeepEachOther() throws {  // each modifier keeps the others
    let both = media.pushPolicy { _ in .ignoreIfOnTop }.withLimits(NavigationLimits(maxStackDepth: 50))
    #expect(both.isTabBarHidden(by: .video(id: 1)))
    #expect(both.pushPolicy(for: .video(id: 1)) == .ignoreIfOnTop)
    let hidingLast = Shapes.structure.pushPolicy { _ in .popToExisting }.hidesTabBar { _ in true }
    #expect(hidingLast.pushPolicy(for: .infinity) == .popToExisting)
  }
}

extension TabBarVisibilityTests {
  @Test func theProjectionAsksTheBarToHideOnlyWhereATabBarIsDrawn() throws {  // drawn 1:1 per idiom
    let pushed = try state([.push(.video(id: 1))])
    func hides(_ environment: LayoutEnvironment) -> Bool {
      TabViewProjection(state: pushed, structure: media, environment: environment).hidesTabBar(at: .tab(.watchNow))
    }
    #expect(hides(LayoutFixtures.phone))
    #expect(hides(LayoutFixtures.padTabBar))
    #expect(hides(LayoutFixtures.vision))  // the ornament is the tab bar there
    #expect(hides(LayoutEnvironment(style: .tabBar, sizeClass: .regular, idiom: .tv)))  // the top tab bar
    #expect(!hides(LayoutFixtures.padSidebar))
    #expect(!hides(LayoutFixtures.mac))
    #expect(!hides(LayoutFixtures.single))
    // Another tab's stack, and a modal's, ask nothing.
    let projection = TabViewProjection(state: pushed, structure: media, environment: LayoutFixtures.phone)
    #expect(!projection.hidesTabBar(at: .tab(.library)))
    #expect(!projection.hidesTabBar(at: .modal(elevation: 0)))
  }
}
