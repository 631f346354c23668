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
      AppTab("shape", .triangle)
      AppTab("shape", .circle)
    } origin: {
      Shapes.origin(of: $0)
    }
    #expect(structure.validate() == [.duplicateTabID("shape")])
  }

  @Test func duplicateTabDestinations() {  // R1
    let structure = AppStructure<ShapesDestination> {
      AppTab("a", .triangle)
      AppTab("b", .triangle)
    } origin: {
      Shapes.origin(of: $0)
    }
    #expect(structure.validate() == [.duplicateTabDestination(.triangle)])
  }

  @Test func duplicateSectionIDsAndClashes() {
    let structure = AppStructure<SocialDestination> {
      AppTab("lists", .timeline)
      AppTabSection("lists", title: "A") { AppTab("l1", .list(id: 1)) }
      AppTabSection("lists", title: "B") { AppTab("l2", .list(id: 2)) }
    } origin: {
      Social.origin(of: $0)
    }
    #expect(
      structure.validate() == [
        .sectionIDClashesWithTab("lists"), .duplicateSectionID("lists"), .sectionIDClashesWithTab("lists"),
      ])
  }

  // Issue 28, B11: a collapsed section is drawn as a tab with the id "<section>.landing", which
  // must not be an id the app already uses.
  @Test func aLandingIDThatIsAlreadyATabsID() {
    let structure = AppStructure<SocialDestination> {
      AppTab("timeline", .timeline)
      AppTab("lists.landing", .explore)
      AppTabSection("lists", title: "Lists", landing: .lists) { AppTab("l1", .list(id: 1)) }
    } origin: {
      Social.origin(of: $0)
    }
    #expect(structure.validate() == [.landingIDClashes(section: "lists", id: "lists.landing")])
    #expect("\(AppStructure<SocialDestination>.Problem.landingIDClashes(section: "lists", id: "lists.landing"))".contains("rename"))
  }

  @Test func aLandingThatIsATabHasNoDerivedID() {
    let structure = AppStructure<SocialDestination> {
      AppTab("lists.landing", .lists)
      AppTabSection("lists", title: "Lists", landing: .lists) { AppTab("l1", .list(id: 1)) }
    } origin: {
      Social.origin(of: $0)
    }
    #expect(!structure.validate().contains { if case .landingIDClashes = $0 { true } else { false } })
  }

  @Test func moreThanOneSearchTab() {  // R6
    let structure = AppStructure<SocialDestination> {
      AppTab("timeline", .timeline)
      AppTab("explore", .explore).role(.search)
      AppTab("profile", .profile).role(.search)
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
      AppTab("triangle", .triangle)
    } origin: {
      Shapes.origin(of: $0)
    }
    #expect(structure.validate(destinations: [.circleItem(level: 1)]) == [.rootNotATab(.circle)])
  }

  @Test func aTabWhoseOriginIsNotRoot() {
    let structure = AppStructure<ShapesDestination> {
      AppTab("triangle", .triangle)
      AppTab("infinity", .infinity)
    } origin: {
      Shapes.origin(of: $0)
    }
    #expect(structure.validate() == [.tabNotRoot(.infinity)])
  }

  @Test func anUnknownDefaultChild() {  // R58
    let structure = AppStructure<SocialDestination> {
      AppTab("timeline", .timeline)
      AppTabSection("lists", title: "Lists", defaultChildID: "nope") { AppTab("l1", .list(id: 1)) }
    } origin: {
      Social.origin(of: $0)
    }
    #expect(structure.validate() == [.unknownDefaultChild(section: "lists", id: "nope")])
  }

  @Test func noSelectableTab() {  // I1
    let structure = AppStructure<SocialDestination> {
      AppTab("timeline", .timeline).disabled()
      AppTab("post", .post).intercept(.present(.compose, style: .sheet))
    } origin: {
      Social.origin(of: $0)
    }
    #expect(structure.validate() == [.noSelectableTab])
    #expect(structure.initialState == nil)
  }

  @Test func anInterceptLoop() {  // D5
    let structure = AppStructure<SocialDestination> {
      AppTab("timeline", .timeline)
      AppTab("post", .post).intercept(.select(.profile))
      AppTab("profile", .profile).intercept(.present(.compose, style: .sheet))
    } origin: {
      Social.origin(of: $0)
    }
    #expect(structure.validate() == [.interceptLoop("post")])
  }

  @Test func defaultChildFallsBackToTheFirstEnabledTab() {  // R58
    let section = AppTabSection<SocialDestination>("lists", title: "Lists") {
      AppTab("l1", .list(id: 1)).disabled()
      AppTab("l2", .list(id: 2))
    }
    #expect(section.defaultChild?.id == "l2")
  }

  @Test func automaticPlacementResolvesByLevel() {  // R54
    #expect(TabCustomization.Placement.automatic.resolved(isRootLevel: true) == .default)
    #expect(TabCustomization.Placement.automatic.resolved(isRootLevel: false) == .optional)
    #expect(TabCustomization.Placement.pinned.resolved(isRootLevel: false) == .pinned)
  }

  @Test func aSearchTabIsPinned() {  // R4
    #expect(AppTab<SocialDestination>("explore", .explore).role(.search).placement == .pinned)
  }

  @Test func badgesAndFlagsAreCarried() {  // R10
    let tab = AppTab<SocialDestination>("n", .notifications).badge(4).disabled().customizationBehavior(.disabled, for: .tabBar)
    #expect(tab.badge == 4)
    #expect(!tab.isEnabled)
    #expect(tab.tabBarCustomization == .disabled)
    #expect(tab.sidebarCustomization == .automatic)
  }
}
