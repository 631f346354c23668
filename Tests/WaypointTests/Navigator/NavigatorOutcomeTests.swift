import Testing
import Waypoint
import WaypointExamples

/// The navigator's forms of issue 27: waiting for a screen's outcome, finishing, and the dry
/// run (D21, I13).
@MainActor
@Suite struct NavigatorOutcomeTests {
  private func navigator() -> Navigator<RecipeDestination> {
    Navigator(structure: Recipes.structure, selection: .recipes)
  }
}

extension NavigatorOutcomeTests {
  @Test func presentingWaitsForTheOutcome() async {  // D21: an async form, no closure stored
    let navigator = navigator()
    async let saved = navigator.outcome(presenting: .editor)
    await Task.yield()
    while navigator.state.modals.isEmpty { await Task.yield() }
    navigator.finish(returning: .saved(recipeID: 5))
    #expect(await saved == .saved(recipeID: 5))
  }

  @Test func anyOtherDismissalResumesWithNothing() async {  // D21: resumes on any dismissal
    let navigator = navigator()
    async let swiped = navigator.outcome(presenting: .editor)
    while navigator.state.modals.isEmpty { await Task.yield() }
    navigator.send(NavigationAction.dismissTo(elevation: 0).by(.person))
    #expect(await swiped == nil)
  }

  @Test func aPushedScreenReturnsItsOutcomeToo() async throws {  // D21
    let navigator = navigator()
    async let cooked = navigator.outcome(pushing: .step(1))
    while navigator.state.selectedStack.isEmpty { await Task.yield() }
    let id = try #require(navigator.state.selectedStack.last?.id)
    navigator.finish(id, returning: .cooked)
    #expect(await cooked == .cooked)
  }

  @Test func aReplacedStateResumesWithNothing() async {  // D21: left without an event of its own
    let navigator = navigator()
    async let outcome = navigator.outcome(presenting: .editor)
    while navigator.state.modals.isEmpty { await Task.yield() }
    navigator.replace(NavigationState(selection: .shopping))
    #expect(await outcome == nil)
  }

  @Test func aScreenNotOnScreenHasNoOutcome() async {  // D21
    #expect(await navigator().outcome(of: 42) == nil)
  }

  @Test func aCancelledWaitResumesWithNothing() async {  // no continuation is left behind
    let navigator = navigator()
    navigator.present(.editor)
    let task = Task { await navigator.outcome(of: 0) }
    await Task.yield()
    task.cancel()
    #expect(await task.value == nil)
    #expect(navigator.state.modals.count == 1)
  }

  @Test func canAndCheckChangeNothing() {  // I13
    let navigator = navigator()
    #expect(!navigator.can(.pop(1)))
    #expect(!navigator.can(.dismiss))
    #expect(navigator.can(.present(.editor)))
    #expect(navigator.check(.push(.recipe(id: 1))).map { $0.map(\.kind) } == .success(["pushed"]))
    #expect(navigator.check(.pop(2)) == .failure(.popPastRoot(requested: 2, available: 0)))
    #expect(navigator.state == NavigationState(selection: .recipes))
    navigator.push(.recipe(id: 1))
    #expect(navigator.can(.pop(1)))
    #expect(!navigator.can(NavigationAction.pop(1).from(.root(.recipes))))
  }

  @Test func aDryRunInASessionWindowLeavesTheSharedCounter() throws {  // I13: not the session's ids
    let windows = SessionNavigator(
      session: Session(main: NavigationState(selection: .library)), structure: Media.structure(), routes: Media.routes)
    let main = try #require(windows.navigator(for: 0))
    let before = windows.session.nextEntryID
    #expect(main.can(.push(.video(id: 1))))
    #expect(main.can(.show(.player(id: 2))))
    #expect(windows.session.nextEntryID == before)
    main.push(.video(id: 1))
    #expect(windows.session.nextEntryID > before)
  }

  @Test func aScreensNavigatorStampsWhatItSends() {  // D24: a double tap pushes once
    let navigator = navigator()
    let root = navigator.screenNavigator(for: .root(.recipes))
    #expect(root === navigator.screenNavigator(for: .root(.recipes)))
    #expect(root.isOnTop)
    root.push(.recipe(id: 1))
    #expect(!root.isOnTop)
    let second = root.push(.recipe(id: 1))
    #expect(second.map { $0.map(\.kind) } == .success(["ignoredStale"]))
    #expect(navigator.state.selectedStack.count == 1)
  }

  @Test func anOutcomeWaitsInItsCallersInboxUntilTaken() throws {  // D21: delivered to the caller only
    let navigator = navigator()
    let recipe = navigator.screenNavigator(for: .root(.recipes))
    recipe.present(.editor)
    let editor = navigator.screenNavigator(for: .entry(try #require(navigator.state.modals.first?.id)))
    editor.finish(returning: .saved(recipeID: 3))
    editor.finish(returning: .saved(recipeID: 4))  // late: the editor is gone
    #expect(recipe.outcomes == [.saved(recipeID: 3)])
    #expect(navigator.outcomes(for: .root(.shopping)).isEmpty)
    #expect(recipe.takeOutcomes() == [.saved(recipeID: 3)])
    #expect(recipe.outcomes.isEmpty)
  }

  @Test func anInboxGoesWithItsScreen() throws {  // D21: nothing is kept for a screen that left
    let navigator = navigator()
    navigator.push(.recipe(id: 1))
    let recipe = navigator.screenNavigator(for: .entry(0))
    recipe.push(.step(1))
    navigator.finish(returning: .cooked)
    #expect(recipe.outcomes == [.cooked])
    navigator.pop()
    #expect(navigator.outcomes(for: .entry(0)).isEmpty)
  }
}

extension NavigatorOutcomeTests {
  @Test func stackEditsAreOneCallEach() {  // issue 27 item 5, in the navigator
    let navigator = navigator()
    navigator.push(.step(1), onto: .shopping)
    #expect(navigator.stack(for: .shopping).map(\.destination) == [.step(1)])
    #expect(navigator.state.selection == .recipes)
    navigator.push(.step(2), onto: .shopping)
    #expect(navigator.stack(for: .shopping).map(\.id) == [0, 1])
    navigator.setStack([.recipe(id: 1), .recipe(id: 2)], for: .recipes)
    navigator.replaceTop(with: .recipe(id: 3))
    #expect(navigator.state.selectedStack.map(\.destination) == [.recipe(id: 1), .recipe(id: 3)])
    navigator.popToOrPush(.recipe(id: 1))
    #expect(navigator.state.selectedStack.map(\.destination) == [.recipe(id: 1)])
    navigator.remove(2)
    #expect(navigator.state.selectedStack.isEmpty)
    #expect(navigator.remove(42) == .failure(.entryNotFound(42)))
  }
}

extension NavigatorOutcomeTests {
  @Test func aFlowReturnsToItsMarkThroughTheNavigator() async {  // issue 27 item 4
    let navigator = navigator()
    navigator.mark("start", on: .root(.recipes))
    async let outcome = navigator.outcome(presenting: .editor)
    while navigator.state.modals.isEmpty { await Task.yield() }
    navigator.push(.step(1))
    navigator.returnTo("start", returning: .saved(recipeID: 8))
    // The editor left without finishing itself: whoever waited for it gets nothing; the mark's
    // screen gets the outcome.
    #expect(await outcome == nil)
    #expect(navigator.takeOutcomes(for: .root(.recipes)) == [.saved(recipeID: 8)])
  }
}
