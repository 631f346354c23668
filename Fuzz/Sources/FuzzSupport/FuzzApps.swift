package import Waypoint
package import WaypointExamples

/// The example apps a fuzz target runs on, chosen by the input's first byte.
package enum FuzzApp: CaseIterable {
  case shapes, social, media

  package static func pick(_ input: inout FuzzInput) -> FuzzApp { allCases[input.choice(allCases.count)] }
}

/// The layout environments fuzz targets switch between: phones, iPads (sidebar, tab bar,
/// compact, sections collapsed), a Mac, visionOS and a single stack.
package let fuzzEnvironments: [LayoutEnvironment] = [
  LayoutEnvironment(style: .automatic, sizeClass: .compact, idiom: .phone),
  LayoutEnvironment(style: .automatic, sizeClass: .compact, idiom: .phone, sectionPolicy: .collapse),
  LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .pad),
  LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .pad, sectionPolicy: .collapse),
  LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .pad, isSidebarShown: false),
  LayoutEnvironment(style: .automatic, sizeClass: .compact, idiom: .pad),
  LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .mac),
  LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .vision),
  LayoutEnvironment(style: .single, sizeClass: .compact, idiom: .phone),
  LayoutEnvironment(style: .automatic, sizeClass: .compact, idiom: .phone, compactTabBarLimit: 3),
  LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .pad, searchActivation: .searchTabSelection),
]

/// One example app as the fuzz targets drive it: its structure and the structures it may switch
/// to (new data), its routes, screens of every kind, the tab it starts on, and its guard.
package struct FuzzModel<D: Destination>: Sendable {
  /// The app's structure.
  package var structure: AppStructure<D>
  /// Other structures of the same app (its data changed), for `updateStructure`.
  package var variants: [AppStructure<D>]
  /// The app's routes.
  package var routes: RouteTable<D>
  /// Screens of every kind: tabs, landings, pushed and presented screens.
  package var destinations: [D]
  /// The tab the app starts on.
  package var start: D
  /// The app's own guard, if it has one.
  package var signIn: NavigationGuard<D, SocialAccount>?
}

extension FuzzModel where D == ShapesDestination {
  /// Shapes: three loose tabs, deep stacks, sheets every third level.
  package static var shapes: FuzzModel {
    let smaller = Shapes.structure.withLimits(NavigationLimits(maxStackDepth: 4, maxModalDepth: 2))
    let circleDisabled = AppStructure<ShapesDestination>(
      content: Shapes.structure.content.map { item in
        guard case let .tab(tab) = item, tab.id == "circle" else { return item }
        return .tab(tab.disabled())
      },
      origin: Shapes.origin(of:))
    // Lower limits than a window's state already reaches: `updateStructure` keeps that state.
    let variants = FuzzSkip.has("lower-limits") ? [circleDisabled] : [smaller, circleDisabled]
    return FuzzModel(
      structure: Shapes.structure, variants: variants, routes: Shapes.routes,
      destinations: Shapes.sampleDestinations, start: .triangle, signIn: nil)
  }
}

extension FuzzModel where D == SocialDestination {
  /// Social: a fixed tab, an intercepting tab, a search tab, two sections with landings, and a
  /// sign-in guard.
  package static var social: FuzzModel {
    FuzzModel(
      structure: Social.structure(),
      variants: [
        Social.structure(lists: [SocialList(id: 2, title: "Design"), SocialList(id: 3, title: "Art")], tags: ["ios"]),
        Social.structure(lists: [], tags: [], unreadNotifications: 0),
      ],
      routes: Social.routes, destinations: Social.sampleDestinations, start: .timeline, signIn: Social.signInGuard)
  }
}

extension FuzzModel where D == MediaDestination {
  /// Media: fixed, optional and sidebar-only tabs, a search tab, two sections with landings.
  package static var media: FuzzModel {
    FuzzModel(
      structure: Media.structure(),
      variants: [Media.structure(collections: [1, 2, 3], animations: []), Media.structure(collections: [2], animations: [1])],
      routes: Media.routes, destinations: Media.sampleDestinations, start: .watchNow, signIn: nil)
  }
}

/// The context of the guard fuzz targets install: a rule decoded from the input, or an app's own
/// guard with its context, with the decision kept so an invariant can ask it (I9).
package struct FuzzGuardContext<D: Destination>: Sendable, CustomStringConvertible {
  /// What the guard decides for a destination in a state.
  package let decide: @Sendable (D, NavigationState<D>) -> GuardDecision<D>
  /// What the guard decides when a screen is about to leave.
  package let leave: @Sendable (LeaveDecision<D>.Departure, NavigationState<D>) -> LeaveDecision<D>
  package let description: String

  package init(
    decide: @escaping @Sendable (D, NavigationState<D>) -> GuardDecision<D>,
    leave: @escaping @Sendable (LeaveDecision<D>.Departure, NavigationState<D>) -> LeaveDecision<D> = { _, _ in .allow },
    description: String
  ) {
    self.decide = decide
    self.leave = leave
    self.description = description
  }

  /// The guard every target installs; its context carries the decisions.
  package static var navigationGuard: NavigationGuard<D, FuzzGuardContext<D>> {
    NavigationGuard(
      { destination, state, context in context.decide(destination, state) },
      leaving: { departure, state, context in context.leave(departure, state) })
  }

  /// Whether the guard allows every screen `state` holds.
  package func refusal(in state: NavigationState<D>) -> D? {
    state.heldDestinations.first { !GuardPolicy(decide).allows($0, state) }
  }
}

extension FuzzInput {
  /// A guard: the app's own with a signed-in or signed-out account, or a rule that refuses a few
  /// screens, by denying them or by redirecting to another screen (which may be refused too).
  package mutating func guardContext<D>(_ model: FuzzModel<D>) -> FuzzGuardContext<D> {
    if let signIn = model.signIn, flag() {
      let account = SocialAccount(isSignedIn: flag(), hasUnsavedDraft: flag())
      return FuzzGuardContext(
        decide: { signIn.decide($0, $1, account) }, leave: { signIn.decideLeaving($0, $1, account) },
        description: "sign-in, signed in: \(account.isSignedIn), unsaved draft: \(account.hasUnsavedDraft)")
    }
    // A few screens that ask before they leave, or refuse to; none half of the time.
    var asking: Set<D> = []
    var refusing: Set<D> = []
    if flag() {
      for _ in 0..<(1 + choice(3)) { asking.insert(pick(model.destinations)) }
      if flag() { refusing.insert(pick(model.destinations)) }
    }
    let askingList = asking
    let refusingList = refusing
    // A few screens looked up before they appear, half of the time.
    var lookedUp: Set<D> = []
    if flag() { for _ in 0..<(1 + choice(2)) { lookedUp.insert(pick(model.destinations)) } }
    let lookedUpList = lookedUp
    let leave: @Sendable (LeaveDecision<D>.Departure, NavigationState<D>) -> LeaveDecision<D> = { departure, _ in
      if refusingList.contains(departure.destination) { return .deny(DenialReason(code: "fuzzStays")) }
      return askingList.contains(departure.destination) ? .confirm(LeaveDecision.Confirmation("Discard?")) : .allow
    }
    var refused: Set<D> = []
    for _ in 0..<(1 + choice(3)) { refused.insert(pick(model.destinations)) }
    let target: D? = flag() ? pick(model.destinations) : nil
    let redirect = FuzzSkip.has("redirects") ? nil : target
    let refusedList = refused
    return FuzzGuardContext(
      decide: { destination, _ in
        guard refusedList.contains(destination) else { return lookedUpList.contains(destination) ? .resolve : .allow }
        return redirect.map { .redirect(to: $0) } ?? .deny(DenialReason(code: "fuzz"))
      },
      leave: leave,
      description: "refuses \(refused.map { "\($0)" }.sorted()), redirect: \(redirect.map { "\($0)" } ?? "none"), "
        + "asks before leaving \(asking.map { "\($0)" }.sorted()), refuses to leave \(refusing.map { "\($0)" }.sorted()), "
        + "looks up \(lookedUp.map { "\($0)" }.sorted())")
  }
}

/// The guard contexts a run installed, by number: the recorded context is the number (an `Int`
/// is `Codable`), so that a replay of the run's recording binds the guard to the same decisions.
package final class FuzzGuardTable<D: Destination>: @unchecked Sendable {
  // Unchecked: libFuzzer runs one input at a time, on the main thread.
  private var contexts: [FuzzGuardContext<D>] = []

  package init() {}

  /// Keeps `context` and returns its number.
  package func add(_ context: FuzzGuardContext<D>) -> Int {
    contexts.append(context)
    return contexts.count - 1
  }

  /// The guard bound to a context by its number.
  package var navigationGuard: NavigationGuard<D, Int> {
    NavigationGuard(
      { destination, state, number in self.contexts[number].decide(destination, state) },
      leaving: { departure, state, number in self.contexts[number].leave(departure, state) })
  }
}
