import Testing
import Waypoint
import WaypointExamples

@Suite struct SystemTabCustomizationTests {
  let structure = Social.structure()
}

extension SystemTabCustomizationTests {
  @Test func agreeingCustomizationsMeanNoOperation() {  // R32: nothing customized, nothing to do
    #expect(TabCustomization().operations(toMatch: SystemTabCustomization(), in: structure).isEmpty)
  }

  @Test func automaticSaysNothing() {  // R33: uncustomized values read as automatic
    let system = SystemTabCustomization(sidebarVisibility: ["tag-ios": .automatic], tabBarVisibility: ["profile": .automatic])
    #expect(TabCustomization().operations(toMatch: system, in: structure).isEmpty)
  }

  @Test func aTabHiddenInTheSidebarBecomesHide() {  // R39, R33
    let system = SystemTabCustomization(sidebarVisibility: ["tag-ios": .hidden])
    #expect(TabCustomization().operations(toMatch: system, in: structure) == [.hide("tag-ios", in: .sidebar)])
  }

  @Test func aTabShownAgainBecomesShow() throws {  // R39
    var customization = TabCustomization()
    try customization.apply(.hide("tag-ios", in: .sidebar), in: structure)
    let system = SystemTabCustomization(sidebarVisibility: ["tag-ios": .visible])
    #expect(customization.operations(toMatch: system, in: structure) == [.show("tag-ios", in: .sidebar)])
  }

  @Test func aSectionOrderBecomesMoves() throws {  // R34: a customized section lists all its tabs
    let system = SystemTabCustomization(sectionOrders: ["lists": ["list-2", "list-1"]])
    let operations = TabCustomization().operations(toMatch: system, in: structure)
    #expect(operations == [.moveInSection("list-2", to: 0)])
    var customization = TabCustomization()
    for operation in operations { try customization.apply(operation, in: structure) }
    #expect(customization.operations(toMatch: system, in: structure).isEmpty)
  }

  @Test func unknownIdsAreIgnored() {  // D10: unknown ids ignored
    let system = SystemTabCustomization(
      sidebarVisibility: ["gone": .hidden], sectionOrders: ["lists": ["gone", "list-1", "list-2"], "nope": ["a"]])
    #expect(TabCustomization().operations(toMatch: system, in: structure).isEmpty)
  }

  @Test func theCoreRefusesWhatItsRulesForbid() {  // D10, I8: a fixed tab is never hidden
    let system = SystemTabCustomization(tabBarVisibility: ["timeline": .hidden])
    let operations = TabCustomization().operations(toMatch: system, in: structure)
    #expect(operations == [.hide("timeline", in: .tabBar)])
    var customization = TabCustomization()
    #expect(throws: CustomizationError.self) {
      for operation in operations { try customization.apply(operation, in: structure) }
    }
  }
}

extension SystemTabCustomizationTests {
  // Issue 14, behaviour 6: before iOS 18.4 the system gives only the sidebar's visibility and the
  // sections' order (`subscript(sidebarVisibility:)`, `subscript(sectionID:)`, from iOS 18.0).
  // Such a reading brings the sidebar and the order in line and leaves the tab bar as the person
  // set it through the core, since it says nothing about it.
  @Test func aReadingWithoutTheTabBarChangesOnlyTheSidebarAndTheOrder() throws {
    var customization = TabCustomization()
    try customization.apply(.hide("profile", in: .tabBar), in: structure)
    let earlier = SystemTabCustomization(sidebarVisibility: ["tag-ios": .hidden], sectionOrders: ["lists": ["list-2", "list-1"]])
    let operations = customization.operations(toMatch: earlier, in: structure)
    #expect(operations == [.hide("tag-ios", in: .sidebar), .moveInSection("list-2", to: 0)])
    for operation in operations { try customization.apply(operation, in: structure) }
    #expect(customization.operations(toMatch: earlier, in: structure).isEmpty)
    #expect(customization.operations(toMatch: SystemTabCustomization(tabBarVisibility: ["profile": .hidden]), in: structure).isEmpty)
  }
}

extension SystemTabCustomizationTests {
  // Fuzz finding (customization): a reading that hides a tab in the sidebar and shows it in the
  // tab bar cannot be held (hiding from the sidebar hides from the tab bar); the tab bar part is
  // left alone, so one read-back settles.
  @Test func aReadingTheCoreCannotHoldSettlesInOnePass() throws {
    let system = SystemTabCustomization(sidebarVisibility: ["list-2": .hidden], tabBarVisibility: ["list-2": .visible])
    let operations = TabCustomization().operations(toMatch: system, in: structure)
    #expect(operations == [.hide("list-2", in: .sidebar)])
    var customization = TabCustomization()
    for operation in operations { try customization.apply(operation, in: structure) }
    #expect(customization.operations(toMatch: system, in: structure).isEmpty)
  }

  // Fuzz finding (customization): the tab bar is read against what the sidebar's changes leave,
  // so a tab shown again in the sidebar and hidden in the tab bar settles in one pass.
  @Test func theTabBarIsReadAfterTheSidebarsChanges() throws {
    var customization = TabCustomization()
    try customization.apply(.hide("profile", in: .sidebar), in: structure)
    let system = SystemTabCustomization(sidebarVisibility: ["profile": .visible], tabBarVisibility: ["profile": .hidden])
    let operations = customization.operations(toMatch: system, in: structure)
    for operation in operations { try customization.apply(operation, in: structure) }
    #expect(customization.operations(toMatch: system, in: structure).isEmpty)
  }

  // Fuzz finding (customization): a tab the app hides is shown nowhere; the system's word on it
  // asks for nothing.
  @Test func aTabTheAppHidesAsksForNothing() {
    let hidden = AppStructure<SocialDestination> {
      AppTab("timeline", .timeline)
      AppTab("profile", .profile).hidden()
    } origin: { _ in
      .root
    }
    let system = SystemTabCustomization(sidebarVisibility: ["profile": .visible], tabBarVisibility: ["profile": .hidden])
    #expect(TabCustomization().operations(toMatch: system, in: hidden).isEmpty)
  }
}
