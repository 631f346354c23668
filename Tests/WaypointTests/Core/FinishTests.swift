import Testing
import Waypoint

/// A screen finishes with an outcome, delivered to the screen that asked for it (issue 27,
/// D21; I12 as examples).
@Suite struct FinishTests {}

extension FinishTests {
  private func engine() -> NavigationEngine<RecipeDestination> {
    NavigationEngine(structure: Recipes.structure, selection: .recipes)
  }

  @Test func anEditorReturnsTheNewRecipesIDToTheScreenThatPresentedIt() throws {  // D21
    var engine = engine()
    _ = try engine.send(.push(.recipe(id: 1))).get()
    _ = try engine.send(.present(.editor)).get()
    let editor = try #require(engine.state.modals.first)
    #expect(editor.caller == .screenBelow)
    let events = try engine.send(.finish(returning: .saved(recipeID: 9))).get()
    #expect(events == [.dismissed([editor], cause: .finished), .delivered(.saved(recipeID: 9), to: .entry(0), from: .entry(editor.id))])
    #expect(engine.state.modals.isEmpty)
  }

  @Test func aRootsOutcomeGoesToTheTab() throws {  // D21
    var engine = engine()
    _ = try engine.send(.present(.editor)).get()
    let events = try engine.send(.finish(returning: .saved(recipeID: 2))).get()
    #expect(events.last == .delivered(.saved(recipeID: 2), to: .root(.recipes), from: .entry(0)))
  }

  @Test func finishingWithoutAnOutcomeEndsTheScreenAndDeliversNothing() throws {  // D21
    var engine = engine()
    _ = try engine.send(.push(.recipe(id: 1))).get()
    let events = try engine.send(.finish).get()
    #expect(events == [.popped([Entry(id: 0, destination: .recipe(id: 1))], cause: .finished)])
  }

  @Test func aPushedScreenInsideASheetFinishesItselfNotTheSheet() throws {  // next-features 3.1, edge 5
    var engine = engine()
    _ = try engine.send(.present(.editor)).get()
    _ = try engine.send(.push(.step(1))).get()
    let events = try engine.send(.finish(returning: .cooked)).get()
    #expect(
      events == [.popped([Entry(id: 1, destination: .step(1))], cause: .finished), .delivered(.cooked, to: .entry(0), from: .entry(1))])
    #expect(engine.state.modals.map(\.id) == [0])
  }

  @Test func aTabRootCannotFinish() {  // D3: a typed error, nothing changed
    var engine = engine()
    let before = engine.state
    #expect(engine.send(.finish(returning: .cooked)) == .failure(.nothingToFinish(.recipes)))
    #expect(engine.state == before)
  }

  @Test func aModalAskedForByItsTabsRootReturnsThereWhateverWasPushedSince() throws {  // D21
    var engine = engine()
    var state = NavigationState(selection: RecipeDestination.recipes)
    state.stacks[.recipes] = [Entry(id: 1, destination: .recipe(id: 1))]
    state.modals = [Modal(id: 5, destination: .editor, style: .sheet, caller: .tabRoot)]
    _ = try engine.send(.replace(state)).get()
    let events = try engine.send(.finish(returning: .saved(recipeID: 1))).get()
    #expect(events.last == .delivered(.saved(recipeID: 1), to: .root(.recipes), from: .entry(5)))
  }

  @Test func whatADeepLinkBuiltReturnsItsOutcomeToNobody() throws {  // D21: no screen asked
    var engine = engine()
    _ = try engine.send(.show(.cooking(recipeID: 4))).get()
    let cooking = try #require(engine.state.modals.first)
    #expect(cooking.caller == .nobody)
    #expect(engine.state.selectedStack.map(\.caller) == [.nobody])
    let events = try engine.send(.finish(returning: .cooked)).get()
    #expect(events.last == .delivered(.cooked, to: nil, from: .entry(cooking.id)))
  }

  @Test func aRecordedCallerThatIsGoneReceivesNothing() throws {  // next-features 3.1, edge 3
    var engine = engine()
    var state = NavigationState(selection: RecipeDestination.recipes)
    state.modals = [Modal(id: 5, destination: .editor, style: .sheet, caller: .entry(3))]
    _ = try engine.send(.replace(state)).get()
    let events = try engine.send(.finish(returning: .saved(recipeID: 1))).get()
    #expect(events.last == .delivered(.saved(recipeID: 1), to: nil, from: .entry(5)))
  }

  @Test func aRecordedCallerStillThereReceivesTheOutcome() throws {  // D21
    var engine = engine()
    var state = NavigationState(selection: RecipeDestination.recipes)
    state.stacks[.recipes] = [Entry(id: 1, destination: .recipe(id: 1)), Entry(id: 2, destination: .step(1))]
    state.modals = [Modal(id: 5, destination: .editor, style: .sheet, caller: .entry(1))]
    _ = try engine.send(.replace(state)).get()
    let events = try engine.send(.finish(returning: .saved(recipeID: 1))).get()
    #expect(events.last == .delivered(.saved(recipeID: 1), to: .entry(1), from: .entry(5)))
  }

  @Test func aFinishAfterThePersonSwipedTheSheetAwayChangesNothing() throws {  // next-features 3.1, edge 2; D24
    var engine = engine()
    _ = try engine.send(.push(.recipe(id: 1))).get()
    _ = try engine.send(.present(.editor)).get()
    let swiped = try engine.send(NavigationAction.dismissTo(elevation: 0).by(.person)).get()
    #expect(swiped.map(\.kind) == ["dismissed"])
    #expect(swiped.first == .dismissed([Modal(id: 1, destination: .editor, style: .sheet)], cause: .person))
    let before = engine.state
    let late = NavigationAction<RecipeDestination>.finish(returning: .saved(recipeID: 3)).from(.entry(1))
    #expect(try engine.send(late).get() == [.ignoredStale(late)])
    #expect(engine.state == before)
  }

  @Test func anAlertButtonThatFinishesDeliversAfterTheAlertCloses() throws {  // next-features 3.1, edge 7; issue 27 item 8
    var engine = engine()
    _ = try engine.send(.push(.recipe(id: 7))).get()
    let confirm = AlertState<RecipeDestination>(
      kind: .confirmationDialog, title: "Delete?",
      buttons: [.init("delete", title: "Delete", role: .destructive, action: .finish(returning: .deleted(recipeID: 7)))])
    _ = try engine.send(.presentAlert(confirm)).get()
    let events = try engine.send(.chooseAlertButton(id: "delete")).get()
    #expect(
      events == [
        .alertDismissed(buttonID: "delete"), .popped([Entry(id: 0, destination: .recipe(id: 7))], cause: .finished),
        .delivered(.deleted(recipeID: 7), to: .root(.recipes), from: .entry(0)),
      ])
  }
}
