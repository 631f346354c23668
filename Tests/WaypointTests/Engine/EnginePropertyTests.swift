import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// The engine's invariants over random sequences of everything that can change a window:
/// actions, layout environments, customizations and sign-in or sign-out. After every step the
/// selection is drawn and allowed (I1, I9), nothing held is refused by the guard (I9), the
/// state is valid with unique ids (I2, I3), and a refused step changed nothing (I3). 3,750
/// sequences per app here and 2,500 per app in `InvariantPropertyTests`: 25,000 in a quick
/// `swift test -q`, and four times as many, 100,000, in CI (`WAYPOINT_PROPERTY_SCALE=4`).
@Suite struct EnginePropertyTests {
  static let sequences = 3_750
  static let length = 20

  enum Step<D: Destination>: CustomStringConvertible {
    case send(NavigationAction<D>)
    case environment(Int)
    case customize(TabCustomization.Operation)
    case signedIn(Bool)

    var description: String {
      switch self {
      case let .send(action): "send(\(action))"
      case let .environment(index): "environment(\(EnginePropertyTests.environments[index].name))"
      case let .customize(operation): "customize(\(operation))"
      case let .signedIn(flag): "signedIn(\(flag))"
      }
    }
  }

  static let environments: [(name: String, environment: LayoutEnvironment)] =
    LayoutFixtures.snapshotEnvironments
    + [("pad-sidebar-collapse", LayoutFixtures.padSidebarCollapse)]
}

extension EnginePropertyTests {
  @Test func shapesKeepsEveryInvariantThroughTheEngine() {  // I1, I2, I3, I9
    check(Shapes.structure, Shapes.sampleDestinations, start: .triangle, guard: nil, seed: 0xE1_0001)
  }

  @Test func socialKeepsEveryInvariantThroughTheEngine() {  // I1, I2, I3, I9
    check(Social.structure(), Social.sampleDestinations, start: .timeline, guard: Social.signInGuard, seed: 0xE1_0002)
  }

  @Test func mediaKeepsEveryInvariantThroughTheEngine() {  // I1, I2, I3, I9
    check(Media.structure(), Media.sampleDestinations, start: .watchNow, guard: nil, seed: 0xE1_0003)
  }

  @Test func aLargeGeneratedAppKeepsEveryInvariantThroughTheEngine() {  // I1, I2, I3: 100 tabs, deep stacks
    check(LargeApp.structure, LargeApp.sampleDestinations, start: .tab(0), guard: nil, seed: 0xE1_0004)
  }

  @Test func theCheckerSeesWhatTheEngineMustNeverLeave() {  // the harness itself can fail
    let media = Media.structure()
    let settings = NavigationState(selection: MediaDestination.settings)
    #expect(
      Self.violation(settings, media, TabCustomization(), LayoutFixtures.phone, allows: nil)?.contains("not drawn") == true)
    #expect(Self.violation(settings, media, TabCustomization(), LayoutFixtures.padSidebar, allows: nil) == nil)
    let refused = Self.violation(
      NavigationState(selection: SocialDestination.notifications), Social.structure(), TabCustomization(), LayoutFixtures.phone,
      allows: { destination, _ in destination != .notifications })
    #expect(refused?.contains("the guard refuses notifications") == true)
  }

  private func check<D>(
    _ structure: AppStructure<D>,
    _ destinations: [D],
    start: D,
    guard signInGuard: NavigationGuard<D, SocialAccount>?,
    seed defaultSeed: UInt64
  ) {
    let actions = RandomActions(structure: structure, destinations: destinations)
    let tabIDs = structure.allTabs.map(\.id) + structure.sections.map(\.id)
    PropertyCheck.expect(
      count: Self.sequences,
      seed: PropertyCheck.seed(default: defaultSeed),
      generate: { generator in
        (0..<Self.length).map { _ -> Step<D> in
          switch Int.random(in: 0..<10, using: &generator) {
          case 0: .environment(Int.random(in: 0..<Self.environments.count, using: &generator))
          case 1: .customize(Self.operation(tabIDs, using: &generator))
          case 2 where signInGuard != nil: .signedIn(Bool.random(using: &generator))
          default: .send(actions.action(using: &generator))
          }
        }
      },
      property: { steps in Self.firstViolation(steps, structure, start: start, guard: signInGuard) }
    )
  }

  private static func firstViolation<D>(
    _ steps: [Step<D>],
    _ structure: AppStructure<D>,
    start: D,
    guard signInGuard: NavigationGuard<D, SocialAccount>?
  ) -> String? {
    var engine = NavigationEngine(structure: structure, selection: start)
    var policy: (NavigationGuard<D, SocialAccount>, SocialAccount)?
    for (index, step) in steps.enumerated() {
      let before = engine.state
      let customizationBefore = engine.customization
      let pendingBefore = engine.pendingNavigation
      switch step {
      case let .send(action):
        if case let .failure(error) = engine.send(action),
          engine.state != before || engine.customization != customizationBefore || engine.pendingNavigation != pendingBefore
        {
          return "step \(index): \(action) failed with \(error) but changed the engine"
        }
      case let .environment(choice):
        engine.setEnvironment(environments[choice].environment)
      case let .customize(operation):
        if case .failure = engine.customize(operation), engine.state != before || engine.customization != customizationBefore {
          return "step \(index): a refused customization changed the engine"
        }
      case let .signedIn(flag):
        guard let signInGuard else { continue }
        policy = (signInGuard, SocialAccount(isSignedIn: flag))
        engine.setGuard(signInGuard, context: SocialAccount(isSignedIn: flag))
      }
      let allows = policy.map { guardAndContext in
        { (destination: D, state: NavigationState<D>) in guardAndContext.0.decide(destination, state, guardAndContext.1) == .allow }
      }
      if let problem = violation(engine.state, engine.structure, engine.customization, engine.environment, allows: allows) {
        return "step \(index) (\(step)): \(problem)"
      }
    }
    return nil
  }

  /// What is wrong with the engine's live state, if anything.
  static func violation<D>(
    _ state: NavigationState<D>,
    _ structure: AppStructure<D>,
    _ customization: TabCustomization,
    _ environment: LayoutEnvironment,
    allows: ((D, NavigationState<D>) -> Bool)?
  ) -> String? {
    let problems = state.problems(in: structure)
    if !problems.isEmpty { return "invalid state: \(problems)" }
    if !structure.isAvailable(state.selection, customization: customization, environment: environment) {
      return "the selection \(state.selection) is not drawn in \(environment.presentation)"
    }
    if let allows, let refused = state.heldDestinations.first(where: { !allows($0, state) }) {
      return "the guard refuses \(refused), which the state holds"
    }
    let ids = state.allIDs.filter { !$0.isReserved }
    if Set(ids).count != ids.count { return "an id appears twice" }
    return nil
  }

  static func operation(_ ids: [String], using generator: inout SeededGenerator) -> TabCustomization.Operation {
    let id = ids.randomElement(using: &generator) ?? ""
    let area: TabCustomization.Area = Bool.random(using: &generator) ? .sidebar : .tabBar
    switch Int.random(in: 0..<6, using: &generator) {
    case 0: return .hide(id, in: area)
    case 1: return .show(id, in: area)
    case 2: return .moveInTabBar(id, to: Int.random(in: 0..<6, using: &generator))
    case 3: return .moveInSection(id, to: Int.random(in: 0..<3, using: &generator))
    case 4: return .resetVisibility
    default: return .resetOrder(section: nil)
    }
  }
}
