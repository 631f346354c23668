import Foundation
import Testing
import Waypoint
import WaypointExamples

@Suite struct CustomizationStorageTests {
  let social = Social.structure()
}

extension CustomizationStorageTests {
  private func customized() throws -> TabCustomization {
    var customization = TabCustomization()
    try customization.apply(.hide("profile", in: .sidebar), in: social)
    try customization.apply(.moveInSection("list-2", to: 0), in: social)
    try customization.apply(.moveInTabBar("tag-ios", to: 0), in: social)
    return customization
  }

  @Test func aCustomizationRoundTripsThroughJSON() throws {  // R35, I5
    let customization = try customized()
    let data = try JSONEncoder().encode(customization)
    #expect(try JSONDecoder().decode(TabCustomization.self, from: data) == customization)
  }

  @Test func itIsKeyedByStableIDsNeverHashValues() throws {  // IC11, R36
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(try customized()), as: UTF8.self)
    #expect(json.contains(#""profile":"hidden""#))
    #expect(json.contains(#""lists":["list-2","list-1"]"#))
    #expect(json.contains(#""version":1"#))
  }

  @Test func aNewerVersionIsRefusedNotGuessed() {  // D12, D10
    let data = Data(#"{"version": 7, "tabBarOrder": ["a"]}"#.utf8)
    #expect(throws: CustomizationError.unsupportedVersion(7)) {
      try JSONDecoder().decode(TabCustomization.self, from: data)
    }
  }

  @Test func missingFieldsAndUnknownValuesDecodeLeniently() throws {  // D10, D12
    let data = Data(#"{"sidebarVisibility": {"profile": "sparkly"}}"#.utf8)
    let decoded = try JSONDecoder().decode(TabCustomization.self, from: data)
    #expect(decoded.visibility(of: "profile", in: .sidebar) == .automatic)
    #expect(decoded.tabBarOrder.isEmpty && decoded.version == TabCustomization.currentVersion)
  }

  @Test func unknownIDsAreIgnored() throws {  // D10, R59, OQ6
    let data = Data(
      #"{"version":1,"sidebarVisibility":{"gone":"hidden"},"sectionOrders":{"old":["x"],"tags":["tag-rust","tag-ios"]}}"#.utf8)
    let outcome = try JSONDecoder().decode(TabCustomization.self, from: data).validated(against: social)
    #expect(outcome.customization.sidebarVisibility.isEmpty)
    #expect(outcome.customization.sectionOrders == ["tags": ["tag-ios", "tag-swiftui"]])
    #expect(
      outcome.adjustments == [
        .unknownIDDropped("gone"), .unknownIDDropped("old"), .unknownIDDropped("tag-rust"),
        .appended("tag-swiftui", section: "tags"),
      ])
  }

  @Test func newTabsAreAppendedInDeclaredOrder() throws {  // R59
    let stored = try customized()
    let grown = Social.structure(lists: Social.defaultLists + [SocialList(id: 3, title: "News"), SocialList(id: 4, title: "Art")])
    let outcome = stored.validated(against: grown)
    #expect(outcome.customization.sectionOrders["lists"] == ["list-2", "list-1", "list-3", "list-4"])
    #expect(outcome.adjustments.contains(.appended("list-3", section: "lists")))
    #expect(outcome.customization.tabBarOrder.suffix(2) == ["list-3", "list-4"])
  }

  @Test func duplicatesAreDropped() throws {  // IceCubesApp issue 2157
    let data = Data(#"{"version":1,"tabBarOrder":["tag-ios","tag-ios","profile"],"sectionOrders":{"lists":["list-1","list-1"]}}"#.utf8)
    let outcome = try JSONDecoder().decode(TabCustomization.self, from: data).validated(against: social)
    #expect(outcome.customization.sectionOrders["lists"] == ["list-1", "list-2"])
    #expect(outcome.customization.tabBarOrder.prefix(2) == ["tag-ios", "profile"])
    #expect(outcome.adjustments.filter { if case .duplicateDropped = $0 { true } else { false } }.count == 2)
  }

  @Test func forbiddenStoredChoicesAreDropped() throws {  // I8, D10, R29
    let data = Data(
      #"{"version":1,"sidebarVisibility":{"watch-now":"hidden"},"tabBarVisibility":{"settings":"visible","search":"hidden"}}"#.utf8)
    let outcome = try JSONDecoder().decode(TabCustomization.self, from: data).validated(against: Media.structure())
    #expect(outcome.customization.isEmpty)
    #expect(
      outcome.adjustments == [
        .forbiddenChoiceDropped("watch-now", area: .sidebar), .forbiddenChoiceDropped("search", area: .tabBar),
        .forbiddenChoiceDropped("settings", area: .tabBar),
      ])
  }

  @Test func evenUnvalidatedDataCannotBreakTheRules() throws {  // I8
    let data = Data(#"{"version":1,"sidebarVisibility":{"watch-now":"hidden"},"tabBarVisibility":{"settings":"visible"}}"#.utf8)
    let raw = try JSONDecoder().decode(TabCustomization.self, from: data)
    let layout = NavigationLayout(
      state: NavigationState(selection: MediaDestination.library), structure: Media.structure(), customization: raw,
      environment: LayoutFixtures.padTabBar)
    let ids = layout.tabBar?.items.map(\.id) ?? []
    #expect(ids.contains("watch-now"))
    #expect(!ids.contains("settings"))
  }

  @Test func aValidCustomizationNeedsNoAdjustment() throws {  // R59
    let outcome = try customized().validated(against: social)
    #expect(outcome.adjustments.isEmpty)
    #expect(outcome.customization == (try customized()))
    #expect(TabCustomization.Adjustment.appended("x", section: nil).description == "appended 'x' to the tab bar")
  }
}
