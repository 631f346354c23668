import Testing
import Waypoint

/// Remove one screen anywhere, replace the top, back-or-next and a whole tab's stack (issue 27
/// item 5), each reporting what left and what came; the peers' stack tests, ported.
@Suite struct StackEditTests {}

extension StackEditTests {
  private func engine(pushing ids: [Int] = []) throws -> NavigationEngine<RecipeDestination> {
    var engine = NavigationEngine(structure: Recipes.structure, selection: .recipes)
    for id in ids { _ = try engine.send(.push(.recipe(id: id))).get() }
    return engine
  }

  // swift-navigation NavigationStackTests.testManualPopMiddle: the middle screen goes, the
  // screens around it stay with their ids.
  @Test func removingTheMiddleScreenKeepsTheOthers() throws {
    var engine = try engine(pushing: [1, 2, 3])
    let events = try engine.send(.remove(1)).get()
    #expect(events == [.popped([Entry(id: 1, destination: .recipe(id: 2))], cause: .removed)])
    #expect(engine.state.selectedStack.map(\.id) == [0, 2])
    // The screen above lost the screen that pushed it: its outcome now reaches nobody (D21).
    #expect(engine.state.selectedStack.last?.caller == .nobody)
    let finished = try engine.send(.finish(returning: .cooked)).get()
    #expect(finished.last == .delivered(.cooked, to: nil, from: .entry(2)))
  }

  // swift-navigation NavigationStackTests.testRemoveMultipleValuesAtOnce, as a whole stack set
  // at once.
  @Test func settingAStackRemovesSeveralScreensAtOnce() throws {
    var engine = try engine(pushing: [1, 2, 3])
    let events = try engine.send(.setStack([.recipe(id: 1)], tab: .recipes)).get()
    #expect(
      events == [.popped([Entry(id: 1, destination: .recipe(id: 2)), Entry(id: 2, destination: .recipe(id: 3))], cause: .replaced)])
    #expect(engine.state.selectedStack.map(\.id) == [0])
  }

  // swift-navigation NavigationStackTests.testReorderStack: Waypoint keeps the ids of the common
  // prefix only, so a reordered stack is new from the first screen that moved.
  @Test func aReorderedStackIsNewFromTheFirstMovedScreen() throws {
    var engine = try engine(pushing: [1, 2, 3])
    let events = try engine.send(.setStack([.recipe(id: 1), .recipe(id: 3), .recipe(id: 2)], tab: .recipes)).get()
    #expect(events.map(\.kind) == ["popped", "pushed", "pushed"])
    #expect(engine.state.selectedStack.map(\.destination) == [.recipe(id: 1), .recipe(id: 3), .recipe(id: 2)])
    #expect(engine.state.selectedStack.map(\.id) == [0, 3, 4])
  }

  // Routing ArrayRoutingTests "Replace stack with new destinations" and "…empty destinations".
  @Test func aStackIsReplacedOrEmptied() throws {
    var engine = try engine(pushing: [1])
    _ = try engine.send(.setStack([.recipe(id: 5), .step(1)], tab: .recipes)).get()
    #expect(engine.state.selectedStack.map(\.destination) == [.recipe(id: 5), .step(1)])
    _ = try engine.send(.setStack([], tab: .recipes)).get()
    #expect(engine.state.selectedStack.isEmpty)
    #expect(engine.state.stacks[.recipes] == nil)
  }

  @Test func aTabThatIsNotSelectedGetsItsStackSet() throws {  // AppRouter's navigateTo(_:for:)
    var engine = try engine()
    let events = try engine.send(.setStack([.step(1)], tab: .shopping)).get()
    #expect(events == [.pushed(Entry(id: 0, destination: .step(1)))])
    #expect(engine.state.selection == .recipes)
    #expect(engine.state.stack(for: .shopping).map(\.destination) == [.step(1)])
  }

  // FlowStacks PR #112, popAndPush: the top is replaced in a stack of several screens and of one.
  @Test func theTopIsReplacedInALongAndAShortStack() throws {
    var engine = try engine(pushing: [1, 2])
    let events = try engine.send(.replaceTop(.recipe(id: 9))).get()
    #expect(
      events == [
        .popped([Entry(id: 1, destination: .recipe(id: 2))], cause: .replaced), .pushed(Entry(id: 2, destination: .recipe(id: 9))),
      ])
    #expect(engine.state.selectedStack.map(\.destination) == [.recipe(id: 1), .recipe(id: 9)])
    var single = try self.engine(pushing: [1])
    _ = try single.send(.replaceTop(.recipe(id: 9))).get()
    #expect(single.state.selectedStack.map(\.destination) == [.recipe(id: 9)])
    var empty = try self.engine()
    #expect(empty.send(.replaceTop(.recipe(id: 9))) == .failure(.popPastRoot(requested: 1, available: 0)))
  }

  // LinkNavigator's backOrNext: back to the screen when it is on the stack, else a push.
  @Test func backOrNextGoesBackOrPushes() throws {
    var engine = try engine(pushing: [1, 2, 3])
    #expect(try engine.send(.popToOrPush(.recipe(id: 1))).get().map(\.kind) == ["popped"])
    #expect(engine.state.selectedStack.map(\.id) == [0])
    #expect(try engine.send(.popToOrPush(.recipe(id: 1))).get() == [.alreadyOnTop(.recipe(id: 1))])
    #expect(try engine.send(.popToOrPush(.step(4))).get().map(\.kind) == ["pushed"])
    #expect(try engine.send(.popToOrPush(.recipes)).get().map(\.kind) == ["popped"])
    #expect(engine.state.selectedStack.isEmpty)
  }

  // FlowStacks ConvenienceMethodsTests.testGoBackToInstance: back to a screen on the stack; one
  // that is not there changes nothing (FlowStacks returns false, Waypoint says why).
  @Test func goingBackToAScreenThatIsNotThereChangesNothing() throws {
    var engine = try engine(pushing: [1, 2, 3])
    _ = try engine.send(.popTo(.destination(.recipe(id: 2)))).get()
    #expect(engine.state.selectedStack.map(\.id) == [0, 1])
    let before = engine.state
    #expect(engine.send(.popTo(.destination(.recipe(id: 7)))) == .failure(.popTargetNotFound(.destination(.recipe(id: 7)))))
    #expect(engine.state == before)
  }

  @Test func whatCannotBeRemovedIsATypedError() throws {  // D3
    var engine = try engine(pushing: [1])
    _ = try engine.send(.present(.editor)).get()
    let before = engine.state
    #expect(engine.send(.remove(9)) == .failure(.entryNotFound(9)))
    #expect(engine.send(.remove(1)) == .failure(.notRemovable(1)))  // the editor: dismiss it instead
    #expect(engine.send(.remove(EntryID(UInt64.max - 1))) == .failure(.notRemovable(EntryID(UInt64.max - 1))))
    #expect(engine.state == before)
  }

  @Test func aModalKeepsItsCallerWhenTheStackUnderItChanges() throws {  // D21
    var engine = try engine(pushing: [1])
    _ = try engine.send(.present(.editor)).get()
    _ = try engine.send(.setStack([.recipe(id: 1), .recipe(id: 2)], tab: .recipes)).get()
    #expect(engine.state.modals.first?.caller == .entry(0))
    let events = try engine.send(.finish(returning: .saved(recipeID: 1))).get()
    #expect(events.last == .delivered(.saved(recipeID: 1), to: .entry(0), from: .entry(1)))
  }

  @Test func aModalWhoseCallerWasRemovedReturnsToNobody() throws {  // D21
    var engine = try engine(pushing: [1, 2])
    _ = try engine.send(.present(.editor)).get()
    _ = try engine.send(.remove(1)).get()
    #expect(engine.state.modals.first?.caller == .nobody)
    _ = try engine.send(.setStack([.step(3)], tab: .recipes)).get()
    #expect(engine.state.modals.first?.caller == .nobody)
  }

  @Test func aModalPresentedFromTheRootKeepsTheRoot() throws {  // D21
    var engine = try engine()
    _ = try engine.send(.present(.editor)).get()
    _ = try engine.send(.setStack([.recipe(id: 1)], tab: .recipes)).get()
    #expect(engine.state.modals.first?.caller == .tabRoot)
  }

  @Test func aStackEditIsCheckedLikeAPush() throws {  // D3
    var engine = try engine()
    #expect(engine.send(.setStack([.shopping], tab: .recipes)) == .failure(.rootAsEntry(.shopping)))
    #expect(engine.send(.setStack([], tab: .step(1))) == .failure(.notATab(.step(1))))
    #expect(engine.send(.replaceTop(.recipes)) == .failure(.rootAsEntry(.recipes)))
  }

  @Test func aStackSetOnATabTheGuardRefusesIsRefused() throws {  // I9: the tab comes with its stack
    var engine = try engine()
    let guarded = GuardPolicy<RecipeDestination> { destination, _ in
      destination == .shopping ? .deny(DenialReason(code: "signedOut")) : .allow
    }
    _ = try engine.setPolicy(guarded).get()
    let before = engine.state
    #expect(engine.send(.setStack([.step(1)], tab: .shopping)) == .failure(.denied(.shopping, reason: DenialReason(code: "signedOut"))))
    #expect(engine.state == before)
  }
}

extension StackEditTests {
  // FlowStacks ConvenienceMethodsTests.testGoBackToType: back to the top-most screen of a kind;
  // no screen of that kind changes nothing.
  @Test @MainActor func goingBackToTheTopMostScreenOfAKind() {
    let navigator = Navigator(structure: Recipes.structure, selection: .recipes)
    for destination in [RecipeDestination.recipe(id: 1), .step(1), .recipe(id: 2), .step(2)] { navigator.push(destination) }
    let isRecipe = { (destination: RecipeDestination) in if case .recipe = destination { true } else { false } }
    #expect(navigator.state.topMostScreen(where: isRecipe) == .entry(2))
    navigator.popTo(where: isRecipe)
    #expect(navigator.state.selectedStack.map(\.destination) == [.recipe(id: 1), .step(1), .recipe(id: 2)])
    let before = navigator.state
    #expect(navigator.popTo(where: { if case .cooking = $0 { true } else { false } }) == nil)
    #expect(navigator.state == before)
    navigator.popTo(where: { $0 == .recipes })
    #expect(navigator.state.selectedStack.isEmpty)
  }
}
