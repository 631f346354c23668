import Testing
import WaypointExamples
import WaypointTesting

@testable import Waypoint

/// The engine's table of roots answers what its rules answer, for every root, in every layout,
/// after every change of structure, environment and customization (D8, D25: a tab switch asks the
/// table once instead of the structure's tables and the customization several times).
@Suite struct RootAvailabilityTests {
  /// Where the table and the rules disagree for `engine`, or `nil`; "no table" when the engine
  /// has none.
  static func disagreement<D: Destination>(_ engine: NavigationEngine<D>, also others: [D]) -> String? {
    guard let table = engine.rootTable else { return "no table" }
    var rules = engine
    rules.rootTable = nil
    let structure = engine.structure
    let roots = structure.allTabs.map(\.destination) + structure.sections.compactMap(\.landing)
    for root in roots + others {
      let refused = { (engine: NavigationEngine<D>) -> Bool in
        do throws(NavigationError<D>) {
          try engine.requireDrawn(root)
          return false
        } catch { return true }
      }
      if engine.isDrawn(root) != rules.isDrawn(root) { return "\(root): drawn \(engine.isDrawn(root))" }
      if refused(engine) != refused(rules) { return "\(root): refused \(refused(engine))" }
      if engine.drawnChild(ofHiddenLanding: root) != rules.drawnChild(ofHiddenLanding: root) {
        return "\(root): stand-in \(String(describing: engine.drawnChild(ofHiddenLanding: root)))"
      }
      if table.answers[root]?.landedSection != structure.landedSectionIndex(of: root) { return "\(root): section" }
    }
    return nil
  }
}

extension RootAvailabilityTests {
  @Test func theTableAnswersAsTheRulesInEveryLayout() {  // D8: availability in the layout, one rule
    let customizations: [TabCustomization.Operation] = [
      .hide("list-1", in: .sidebar), .hide("notifications", in: .tabBar), .moveInSection("list-2", to: 0),
    ]
    for (name, environment) in EnginePropertyTests.environments {
      var engine = NavigationEngine(structure: Social.structure(), selection: .timeline, environment: environment)
      #expect(Self.disagreement(engine, also: [.status(id: 1)]) == nil, "Social, \(name)")
      for operation in customizations {
        _ = engine.customize(operation)
        #expect(Self.disagreement(engine, also: []) == nil, "Social, \(name), \(operation)")
      }
      let media = NavigationEngine(structure: Media.structure(), selection: .watchNow, environment: environment)
      #expect(Self.disagreement(media, also: [.video(id: 1)]) == nil, "Media, \(name)")
    }
  }

  @Test func everyChangeOfSettingsMakesTheTableAgain() {  // D8: never a stale answer
    var engine = NavigationEngine(structure: Social.structure(), selection: .timeline, environment: LayoutFixtures.padSidebar)
    engine.setEnvironment(LayoutFixtures.phoneCollapsed)
    #expect(Self.disagreement(engine, also: []) == nil)
    _ = engine.customize(.hide("profile", in: .tabBar))
    #expect(Self.disagreement(engine, also: []) == nil)
    _ = engine.restoreCustomization(TabCustomization())
    #expect(Self.disagreement(engine, also: []) == nil)
    _ = engine.updateStructure(Social.structure(lists: [SocialList(id: 7, title: "Seven")]))
    #expect(Self.disagreement(engine, also: [.list(id: 1)]) == nil)
    #expect(engine.rootTable?.answers[.list(id: 7)] != nil)
    #expect(engine.rootTable?.answers[.list(id: 1)] == nil)
    // A refused change leaves the table it had.
    _ = engine.customize(.hide("timeline", in: .sidebar))
    #expect(Self.disagreement(engine, also: []) == nil)
  }

  /// A structure with what the example apps lack: a disabled, a hidden and an intercepting tab, a
  /// root two tabs share, a landing that is also a tab, a section with a default child.
  static let edges = AppStructure<SocialDestination> {
    AppTab("timeline", .timeline)
    AppTab("notifications", .notifications).disabled()
    AppTab("profile", .profile).hidden()
    AppTab("post", .post).intercept(.present(.compose, style: .sheet))
    AppTab("explore", .explore)
    AppTab("explore-again", .explore)
    AppTabSection("lists", title: "Lists", landing: .lists, defaultChildID: "list-2") {
      AppTab("list-1", .list(id: 1))
      AppTab("list-2", .list(id: 2))
    }
    AppTabSection("tags", title: "Tags", landing: .tag("swift")) {
      AppTab("tag-swift", .tag("swift"))
      AppTab("tag-ios", .tag("ios"))
    }
  } origin: {
    Social.origin(of: $0)
  }

  @Test func theTableAnswersAsTheRulesWhereTabsAreDisabledHiddenSharedOrLandings() {  // D8
    for (name, environment) in EnginePropertyTests.environments {
      let engine = NavigationEngine(structure: Self.edges, selection: .timeline, environment: environment)
      #expect(Self.disagreement(engine, also: [.compose]) == nil, "\(name)")
    }
  }

  @Test func choosingARootWithTheTableDoesWhatTheRulesDo() {  // D8: the table's branch of step 1
    let roots: [SocialDestination] = [
      .timeline, .notifications, .profile, .post, .explore, .lists, .list(id: 1), .list(id: 2), .tag("swift"), .tag("ios"),
      .compose,
    ]
    for (name, environment) in EnginePropertyTests.environments {
      let table = NavigationEngine(structure: Self.edges, selection: .timeline, environment: environment)
      var rules = table
      rules.rootTable = nil
      for root in roots {
        var withTable = table
        var withRules = rules
        #expect(withTable.send(.select(root)) == withRules.send(.select(root)), "\(name): select \(root)")
        #expect(withTable.state == withRules.state, "\(name): select \(root)")
        var showTable = table
        var showRules = rules
        #expect(showTable.send(.show(root)) == showRules.send(.show(root)), "\(name): show \(root)")
      }
    }
  }

  @Test func anEngineForOneRuleAsksTheRules() {  // D8: no table, the same answers
    let engine = NavigationEngine(
      unchecked: NavigationState(selection: SocialDestination.timeline), structure: Social.structure(),
      environment: LayoutFixtures.phone)
    #expect(engine.rootTable == nil)
    #expect(engine.isDrawn(.timeline))
    #expect(!engine.isDrawn(.lists))
    #expect(engine.drawnChild(ofHiddenLanding: .lists) == .list(id: 1))
  }

  @Test func randomChangesKeepTheTableTrue() {  // D8, over random actions, layouts and customizations
    let structure = Social.structure()
    let actions = RandomActions(structure: structure, destinations: Social.sampleDestinations)
    let tabIDs = structure.allTabs.map(\.id) + structure.sections.map(\.id)
    PropertyCheck.expect(
      count: 300, seed: PropertyCheck.seed(default: 0xA7_0001),
      generate: { generator in
        (0..<20).map { _ -> EnginePropertyTests.Step<SocialDestination> in
          switch Int.random(in: 0..<6, using: &generator) {
          case 0: .environment(Int.random(in: 0..<EnginePropertyTests.environments.count, using: &generator))
          case 1: .customize(EnginePropertyTests.operation(tabIDs, using: &generator))
          default: .send(actions.action(using: &generator))
          }
        }
      },
      property: { steps in
        var engine = NavigationEngine(structure: structure, selection: .timeline)
        for (index, step) in steps.enumerated() {
          switch step {
          case let .send(action): engine.send(action)
          case let .environment(choice): engine.setEnvironment(EnginePropertyTests.environments[choice].environment)
          case let .customize(operation): _ = engine.customize(operation)
          case .signedIn: continue
          }
          if let problem = Self.disagreement(engine, also: []) { return "step \(index) (\(step)): \(problem)" }
        }
        return nil
      }
    )
  }
}
