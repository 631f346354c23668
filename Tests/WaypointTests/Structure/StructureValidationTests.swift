import Testing
import Waypoint
import WaypointExamples

@Suite struct StructureValidationTests {}

extension StructureValidationTests {
  @Test func theExampleAppsAreValid() {
    #expect(Shapes.structure.validate(destinations: Shapes.sampleDestinations).isEmpty)
    #expect(Social.structure().validate(destinations: Social.sampleDestinations).isEmpty)
    #expect(Media.structure().validate(destinations: Media.sampleDestinations).isEmpty)
  }

  @Test func duplicateTabIDs() {  // R36, R51
    let structure = AppStructure<ShapesDestination> {
      Tab("shape", .triangle)
      Tab("shape", .circle)
    } origin: {
      Shapes.origin(of: $0)
    }
    #expect(structure.validate() == [.duplicateTabID("shape")])
  }

  @Test func duplicateTabDestinations() {  // R1
    let structure = AppStructure<ShapesDestination> {
      Tab("a", .triangle)
      Tab("b", .triangle)
    } origin: {
      Shapes.origin(of: $0)
    }
    #expect(structure.validate() == [.duplicateTabDestination(.triangle)])
  }

  @Test func duplicateSectionIDsAndClashes() {
    let structure = AppStructure<SocialDestination> {
      Tab("lists", .timeline)
      TabSection("lists", title: "A") { Tab("l1", .list(id: 1)) }
      TabSection("lists", title: "B") { Tab("l2", .list(id: 2)) }
    } origin: {
      Social.origin(of: $0)
    }
    #expect(
      structure.validate() == [
        .sectionIDClashesWithTab("lists"), .duplicateSectionID("lists"), .sectionIDClashesWithTab("lists"),
      ])
  }

  @Test func moreThanOneSearchTab() {  // R6
    let structure = AppStructure<SocialDestination> {
      Tab("timeline", .timeline)
      Tab("explore", .explore).role(.search)
      Tab("profile", .profile).role(.search)
    } origin: {
      Social.origin(of: $0)
    }
    #expect(structure.validate() == [.multipleSearchTabs(["explore", "profile"])])
  }

  @Test func aParentCycle() {  // SNAP-20
    let structure = Fixtures.cyclicShapes
    #expect(structure.validate(destinations: [.infinity]) == [.originCycle([.infinity, .circle, .infinity])])
  }

  @Test func anOriginChainThatEndsNowhere() {
    let structure = Fixtures.endlessShapes(limits: NavigationLimits(maxStackDepth: 2, maxModalDepth: 0))
    #expect(structure.validate(destinations: [.circleItem(level: 1)]) == [.endlessOrigin(.circleItem(level: 1))])
  }

  @Test func aRootThatIsNotATab() {  // SNAP-5
    let structure = AppStructure<ShapesDestination> {
      Tab("triangle", .triangle)
    } origin: {
      Shapes.origin(of: $0)
    }
    #expect(structure.validate(destinations: [.circleItem(level: 1)]) == [.rootNotATab(.circle)])
  }

  @Test func aTabWhoseOriginIsNotRoot() {
    let structure = AppStructure<ShapesDestination> {
      Tab("triangle", .triangle)
      Tab("infinity", .infinity)
    } origin: {
      Shapes.origin(of: $0)
    }
    #expect(structure.validate() == [.tabNotRoot(.infinity)])
  }

  @Test func anUnknownDefaultChild() {  // R58
    let structure = AppStructure<SocialDestination> {
      Tab("timeline", .timeline)
      TabSection("lists", title: "Lists", defaultChildID: "nope") { Tab("l1", .list(id: 1)) }
    } origin: {
      Social.origin(of: $0)
    }
    #expect(structure.validate() == [.unknownDefaultChild(section: "lists", id: "nope")])
  }

  @Test func noSelectableTab() {  // I1
    let structure = AppStructure<SocialDestination> {
      Tab("timeline", .timeline).disabled()
      Tab("post", .post).intercept(.present(.compose, style: .sheet))
    } origin: {
      Social.origin(of: $0)
    }
    #expect(structure.validate() == [.noSelectableTab])
    #expect(structure.initialState == nil)
  }

  @Test func anInterceptLoop() {  // D5
    let structure = AppStructure<SocialDestination> {
      Tab("timeline", .timeline)
      Tab("post", .post).intercept(.select(.profile))
      Tab("profile", .profile).intercept(.present(.compose, style: .sheet))
    } origin: {
      Social.origin(of: $0)
    }
    #expect(structure.validate() == [.interceptLoop("post")])
  }

  @Test func defaultChildFallsBackToTheFirstEnabledTab() {  // R58
    let section = TabSection<SocialDestination>("lists", title: "Lists") {
      Tab("l1", .list(id: 1)).disabled()
      Tab("l2", .list(id: 2))
    }
    #expect(section.defaultChild?.id == "l2")
  }

  @Test func automaticPlacementResolvesByLevel() {  // R54
    #expect(TabPlacement.automatic.resolved(isRootLevel: true) == .default)
    #expect(TabPlacement.automatic.resolved(isRootLevel: false) == .optional)
    #expect(TabPlacement.pinned.resolved(isRootLevel: false) == .pinned)
  }

  @Test func aSearchTabIsPinned() {  // R4
    #expect(Tab<SocialDestination>("explore", .explore).role(.search).placement == .pinned)
  }

  @Test func badgesAndFlagsAreCarried() {  // R10
    let tab = Tab<SocialDestination>("n", .notifications).badge(4).disabled().customizationBehavior(.disabled, for: .tabBar)
    #expect(tab.badge == 4)
    #expect(!tab.isEnabled)
    #expect(tab.tabBarCustomization == .disabled)
    #expect(tab.sidebarCustomization == .automatic)
  }
}
