import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// I4 and I8 over random sequences of navigation actions, customization operations and
/// environment changes (style, size class, idiom, sidebar shown) on each example app, under each
/// section policy. The seed is fixed (set `WAYPOINT_SEED` to try others); a failure prints the
/// seed and the shrunk sequence.
@Suite struct LayoutPropertyTests {
  static let sequences = 38
  static let length = 20
}

/// One step of a random session.
enum LayoutStep<D: Destination>: CustomStringConvertible {
  case navigate(NavigationAction<D>)
  case customize(TabCustomization.Operation)
  case environment(LayoutEnvironment)

  var description: String {
    switch self {
    case let .navigate(action): "navigate \(action)"
    case let .customize(operation): "customize \(operation)"
    case let .environment(environment):
      "environment \(environment.style) \(environment.sizeClass) \(environment.idiom) "
        + "sidebar \(environment.isSidebarShown ? "shown" : "hidden") → \(environment.presentation)"
    }
  }
}

extension LayoutPropertyTests {
  @Test(arguments: LayoutEnvironment.SectionPolicy.all)
  func shapesKeepsI4AndI8(policy: LayoutEnvironment.SectionPolicy) {  // I4, I8, D7, D8
    check(Shapes.structure, destinations: Shapes.sampleDestinations, policy: policy, seed: 0x4A_0001)
  }

  @Test(arguments: LayoutEnvironment.SectionPolicy.all)
  func socialKeepsI4AndI8(policy: LayoutEnvironment.SectionPolicy) {  // I4, I8, D7, D8
    check(Social.structure(), destinations: Social.sampleDestinations, policy: policy, seed: 0x4A_0002)
  }

  @Test(arguments: LayoutEnvironment.SectionPolicy.all)
  func mediaKeepsI4AndI8(policy: LayoutEnvironment.SectionPolicy) {  // I4, I8, D7, D8
    check(Media.structure(), destinations: Media.sampleDestinations, policy: policy, seed: 0x4A_0003)
  }

  @Test func theCheckerCatchesABrokenRoundTrip() {  // the harness itself can fail
    let structure = Social.structure()
    var state = NavigationState(selection: SocialDestination.list(id: 1))
    state.nextEntryID = 3
    let message = LayoutInvariantChecker(structure: structure, policy: .collapse).i4Violation(
      of: state, in: LayoutFixtures.padSidebarCollapse,
      adapt: { state, _, _ in
        var changed = state
        changed.nextEntryID = changed.nextEntryID.next
        return changed
      })
    #expect(message?.contains("I4") == true)
  }

  private func check<D>(_ structure: AppStructure<D>, destinations: [D], policy: LayoutEnvironment.SectionPolicy, seed defaultSeed: UInt64)
  {
    guard let start = structure.initialState else {
      Issue.record("no initial state")
      return
    }
    let checker = LayoutInvariantChecker(structure: structure, policy: policy)
    let actions = RandomActions(structure: structure, destinations: destinations)
    let seed = PropertyCheck.seed(default: defaultSeed)
    PropertyCheck.expect(
      count: Self.sequences,
      seed: seed,
      context: "policy \(policy)",
      generate: { rng in
        (0..<Int.random(in: 1...Self.length, using: &rng)).map { _ in checker.step(actions, using: &rng) }
      },
      property: { checker.firstViolation(of: $0, from: start) }
    )
  }
}

/// Runs steps the way ``Navigator`` does and checks I4, I8 and D8 after each.
struct LayoutInvariantChecker<D: Destination> {
  let structure: AppStructure<D>
  let policy: LayoutEnvironment.SectionPolicy

  /// The environments every state is round-tripped through.
  var probes: [LayoutEnvironment] {
    [
      LayoutEnvironment(style: .automatic, sizeClass: .compact, idiom: .phone),
      LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .pad),
      LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .pad, isSidebarShown: false),
      LayoutEnvironment(style: .sidebarAdaptable, sizeClass: .compact, idiom: .pad),
      LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .mac),
      LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .vision),
      LayoutEnvironment(style: .single, sizeClass: .compact, idiom: .phone),
      LayoutEnvironment(style: .tabBar, sizeClass: .regular, idiom: .pad),
    ].map { environment in
      var environment = environment
      environment.sectionPolicy = policy
      return environment
    }
  }

  func step(_ actions: RandomActions<D>, using rng: inout SeededGenerator) -> LayoutStep<D> {
    let ids = structure.allTabs.map(\.id) + structure.sections.map(\.id) + ["ghost"]
    let id = ids.randomElement(using: &rng) ?? "ghost"
    let area: TabCustomization.Area = Bool.random(using: &rng) ? .sidebar : .tabBar
    switch Int.random(in: 0..<10, using: &rng) {
    case 0..<4:
      return .navigate(actions.action(using: &rng))
    case 4:
      return .customize(Bool.random(using: &rng) ? .hide(id, in: area) : .show(id, in: area))
    case 5:
      let index = Int.random(in: -1...8, using: &rng)
      return .customize(Bool.random(using: &rng) ? .moveInTabBar(id, to: index) : .moveInSection(id, to: index / 2))
    case 6:
      let section = ([nil, "ghost"] + structure.sections.map(\.id)).randomElement(using: &rng) ?? nil
      return .customize(Bool.random(using: &rng) ? .resetVisibility : .resetOrder(section: section))
    default:
      var environment = LayoutEnvironment(
        style: LayoutEnvironment.Style.all.randomElement(using: &rng) ?? .automatic,
        sizeClass: LayoutEnvironment.SizeClass.all.randomElement(using: &rng) ?? .compact,
        idiom: LayoutEnvironment.Idiom.all.randomElement(using: &rng) ?? .phone,
        isSidebarShown: Bool.random(using: &rng),
        sectionPolicy: policy,
        compactTabBarLimit: [3, 5, 6].randomElement(using: &rng) ?? 5)
      environment.searchActivation = Bool.random(using: &rng) ? .automatic : .searchTabSelection
      return .environment(environment)
    }
  }

  /// Applies `steps` from `start` and returns the first broken invariant, with its step.
  func firstViolation(of steps: [LayoutStep<D>], from start: NavigationState<D>) -> String? {
    var state = start
    var customization = TabCustomization()
    var environment = probes[0]
    for (index, step) in steps.enumerated() {
      var repairs = false
      switch step {
      case let .navigate(action):
        _ = try? state.apply(action, in: structure)
      case let .customize(operation):
        guard case let .success(changed) = customization.applying(operation, in: structure, sectionPolicy: policy) else {
          continue
        }
        customization = changed
        repairs = true
      case let .environment(new):
        state = state.adapted(from: environment, to: new, in: structure)
        environment = new
        repairs = true
      }
      if repairs {
        state = state.repairingSelection(in: structure, customization: customization, environment: environment).state
        let available = structure.availableRoots(customization: customization, environment: environment)
        if !available.isEmpty,
          !structure.isAvailable(state.selection, customization: customization, environment: environment)
        {
          return "D8: step \(index): the selection \(state.selection) is not available after repair"
        }
      }
      let problems = state.problems(in: structure)
      if !problems.isEmpty { return "I1/I2: step \(index): \(problems)" }
      for probe in probes {
        if let message = i4Violation(of: state, in: environment, to: probe) { return "step \(index): \(message)" }
        if let message = i8Violation(customization, in: probe) { return "step \(index): \(message)" }
      }
    }
    return nil
  }

  /// I4: adapting to `probe` and back restores an equal state; with selection repair on both
  /// sides, no entry or modal is lost.
  func i4Violation(
    of state: NavigationState<D>,
    in environment: LayoutEnvironment,
    to probe: LayoutEnvironment? = nil,
    adapt: (NavigationState<D>, LayoutEnvironment, LayoutEnvironment) -> NavigationState<D> = { state, old, new in
      state
    }
  ) -> String? {
    let probe = probe ?? environment
    // The state as reached is checked, not a normalized copy: a state in the form its
    // environment shows must round-trip as it is, and putting one in that form issues no id.
    let start = state.normalized(for: environment, in: structure)
    if start.nextEntryID != state.nextEntryID || !Set(issued(start)).isSubset(of: Set(issued(state))) {
      return "I4: normalizing \(state) for \(environment.presentation) issued an id: \(start)"
    }
    let there = adapt(start.adapted(from: environment, to: probe, in: structure), environment, probe)
    let back = there.adapted(from: probe, to: environment, in: structure)
    if back != start {
      return "I4: \(environment.presentation) → \(probe.presentation) → back changed \(start) into \(back)"
    }
    let repaired = there.repairingSelection(in: structure, environment: probe).state
    let returned = repaired.adapted(from: probe, to: environment, in: structure)
    // A reserved landing entry is layout only: when repair selects its landing, the child is selected.
    // Every pushed entry survives a repair; modals presented over a tab that had to go go with it (D8).
    let pushed = start.stacks.values.flatMap { $0.map(\.id) }.filter { !$0.isReserved }
    let modalsKept = repaired.selection == there.selection ? returned.modals == start.modals : returned.modals.isEmpty
    if !Set(pushed).isSubset(of: Set(returned.allIDs)) || !modalsKept {
      return "I4: \(environment.presentation) → \(probe.presentation) lost entries: \(start) became \(returned)"
    }
    return nil
  }

  /// The ids a state holds that were issued by its counter (not reserved landing ids).
  func issued(_ state: NavigationState<D>) -> [EntryID] { state.allIDs.filter { !$0.isReserved } }

  /// I8: no fixed tab hidden, pinned tabs at the trailing edge, no sidebar-only tab in a tab bar.
  func i8Violation(_ customization: TabCustomization, in environment: LayoutEnvironment) -> String? {
    let layout = NavigationLayout(
      state: NavigationState(selection: structure.allTabs[0].destination), structure: structure,
      customization: customization, environment: environment)
    let visible = structure.allTabs.filter { !$0.isHidden }
    func placement(_ tab: AppTab<D>) -> TabCustomization.Placement { tab.placement.resolved(isRootLevel: true) }
    let fixed = visible.filter { placement($0) == .fixed }.map(\.id)
    let pinned = visible.filter { placement($0) == .pinned }.map(\.id)
    let sidebarOnly = Set(structure.allTabs.filter { placement($0) == .sidebarOnly }.map(\.id))
    if let sidebar = layout.sidebar, environment.presentation == .sidebar {
      let shown = Set(sidebar.tabs.map(\.id) + sidebar.sections.flatMap(\.items).map(\.id))
      if let missing = (fixed + pinned).first(where: { !shown.contains($0) }) {
        return "I8: \(missing) is missing from the sidebar with \(customization)"
      }
    }
    guard environment.presentation == .tabBar, let bar = layout.tabBar else { return nil }
    let ids = bar.items.map(\.id)
    if let missing = (fixed + pinned).first(where: { !ids.contains($0) }) {
      return "I8: \(missing) is missing from the tab bar with \(customization)"
    }
    if let leaked = (bar.items + bar.more).first(where: { sidebarOnly.contains($0.id) }) {
      return "I8: sidebar-only \(leaked.id) is in the tab bar"
    }
    if ids.suffix(pinned.count) != ArraySlice(pinned) || ids.prefix(fixed.count) != ArraySlice(fixed) {
      return "I8: regions out of order: \(ids)"
    }
    return nil
  }
}
