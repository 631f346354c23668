import Testing
import Waypoint

/// Every screen that leaves the state ends exactly once, with its cause (issue 27, D21, I12 as
/// examples); the peers' dismissal tests, ported.
@Suite struct EndingTests {}

extension EndingTests {
  private func engine() -> NavigationEngine<RecipeDestination> {
    NavigationEngine(structure: Recipes.structure, selection: .recipes)
  }

  /// The ids the events end, each with its cause, in order.
  private func endings(_ events: [NavigationEvent<RecipeDestination>]) -> [(EntryID, NavigationAction<RecipeDestination>.Cause)] {
    events.flatMap { event -> [(EntryID, NavigationAction<RecipeDestination>.Cause)] in
      switch event {
      case let .popped(entries, cause): entries.map { ($0.id, cause) }
      case let .dismissed(modals, cause): modals.map { ($0.id, cause) }
      default: []
      }
    }
  }

  // swift-navigation PresentationTests.testOnDismissCalledForInteractiveDismissal: the person's
  // swipe ends the sheet once, and says it was the person.
  @Test func anInteractiveDismissalEndsTheSheetOnceByThePerson() throws {
    var engine = engine()
    _ = try engine.send(.present(.editor)).get()
    let events = try engine.send(NavigationAction.dismissTo(elevation: 0).by(.person)).get()
    #expect(endings(events).map(\.0) == [0])
    #expect(endings(events).map(\.1) == [.person])
  }

  // swift-navigation PresentationTests.testOnDismissNotCalledForUnrelatedDismissal: dismissing
  // the sheet on top never ends the one under it; dismissing the lower one ends both, lowest first.
  @Test func dismissingTheUpperSheetNeverEndsTheLowerOne() throws {
    var engine = engine()
    _ = try engine.send(.present(.editor)).get()
    _ = try engine.send(.push(.recipe(id: 1))).get()
    _ = try engine.send(.present(.cooking(recipeID: 1))).get()
    #expect(endings(try engine.send(.dismissTo(elevation: 1)).get()).map(\.0) == [2])
    _ = try engine.send(.present(.cooking(recipeID: 1))).get()
    let both = try engine.send(.dismissTo(elevation: 0)).get()
    #expect(endings(both).map(\.0) == [0, 3])
    #expect(both.count == 1)  // one event: the modal at 0 carries its pushed entry with it
  }

  // swift-navigation PresentationTests.testRepresentWhileDismissing_StillCallsOnDismiss: three
  // presentations, each replaced by the next, end three times in all, each once.
  @Test func aModalReplacedByAnotherEndsOnceEachTime() throws {
    var engine = engine()
    var all: [(EntryID, NavigationAction<RecipeDestination>.Cause)] = []
    for id in 1...3 { all += endings(try engine.send(.show(.cooking(recipeID: id))).get()) }
    all += endings(try engine.send(.dismissAll).get())
    let ids = all.map(\.0)
    #expect(Set(ids).count == ids.count)
    #expect(all.filter { $0.1 == .deepLink }.count == 4)  // two covers and two recipe screens the links replaced
    #expect(all.last?.1 == .app)
  }

  // TCA PresentationReducerTests.testPresentation_childDismissal: the child ends itself.
  @Test func theChildDismissesItself() throws {
    var engine = engine()
    _ = try engine.send(.present(.editor)).get()
    #expect(endings(try engine.send(.finish).get()).map(\.1) == [.finished])
    #expect(engine.state.modals.isEmpty)
  }

  // TCA PresentationReducerTests.testPresentation_parentDismissal: the parent ends the child.
  @Test func theParentDismissesTheChild() throws {
    var engine = engine()
    _ = try engine.send(.present(.editor)).get()
    #expect(endings(try engine.send(.dismiss).get()).map(\.1) == [.app])
  }

  // TCA StackReducerTests.testDismissFromIntermediateChild: B, under C, leaves with everything
  // above it; its caller A stays.
  @Test func anIntermediateScreenLeavesWithEverythingAboveIt() throws {
    var engine = engine()
    for id in 1...3 { _ = try engine.send(.push(.recipe(id: id))).get() }
    let events = try engine.send(.popTo(.entry(0))).get()
    #expect(endings(events).map(\.0) == [1, 2])
    #expect(engine.state.selectedStack.map(\.id) == [0])
  }

  // D21: a replaced state ends what it no longer holds, once, before saying it was replaced.
  @Test func aReplacementEndsWhatItNoLongerHolds() throws {
    var engine = engine()
    _ = try engine.send(.push(.recipe(id: 1))).get()
    _ = try engine.send(.push(.recipe(id: 2))).get()
    _ = try engine.send(.present(.editor)).get()
    var next = engine.state
    next.stacks[.recipes] = [Entry(id: 0, destination: .recipe(id: 1))]
    next.modals = []
    let events = try engine.send(.replace(next)).get()
    #expect(
      events == [
        .dismissed([Modal(id: 2, destination: .editor, style: .sheet)], cause: .replaced),
        .popped([Entry(id: 1, destination: .recipe(id: 2))], cause: .replaced), .replaced,
      ])
  }

  // D21: the guard's cut and the redirect's are the guard's.
  @Test func aSignOutEndsWhatTheGuardNoLongerAllowsByTheGuard() throws {
    var engine = engine()
    _ = try engine.send(.push(.recipe(id: 1))).get()
    let guarded = GuardPolicy<RecipeDestination> { destination, _ in
      if case .recipe = destination { return .deny(DenialReason(code: "signedOut", message: "sign in")) }
      return .allow
    }
    let events = try engine.setPolicy(guarded).get()
    #expect(endings(events).map(\.1) == [.guarded])
  }
}
