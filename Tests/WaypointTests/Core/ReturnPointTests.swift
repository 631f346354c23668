import Foundation
import Testing
import Waypoint

/// Named return points: mark a screen, return to it across stacks and modals with an outcome
/// (issue 27 item 4; next-features 3.2).
@Suite struct ReturnPointTests {}

extension ReturnPointTests {
  private func engine() -> NavigationEngine<RecipeDestination> {
    NavigationEngine(structure: Recipes.structure, selection: .recipes)
  }

  @Test func aFlowReturnsToItsMarkWithAnOutcome() throws {  // D21: a multi-step flow is a mark and an outcome
    var engine = engine()
    _ = try engine.send(.push(.recipe(id: 1))).get()
    _ = try engine.send(NavigationAction.present(.cooking(recipeID: 1)).marking("cooking")).get()
    #expect(engine.state.marks == [.entry(1): "cooking"])
    for step in 1...3 { _ = try engine.send(.push(.step(step))).get() }
    let events = try engine.send(.returnTo(.marked("cooking"), outcome: .cooked)).get()
    #expect(
      events == [
        .popped((2...4).map { Entry(id: EntryID(UInt64($0)), destination: .step($0 - 1)) }, cause: .finished),
        .delivered(.cooked, to: .entry(1), from: .entry(4)),
      ])
    #expect(engine.state.modals.map(\.id) == [1])
  }

  // hmlongco/Navigator #84: back from a sheet presented from a sheet to a mark on the tab's root,
  // in one step: the sheets above it go, lowest first, once each.
  @Test func returningToATabRootMarkDismissesEverySheet() throws {
    var engine = engine()
    _ = try engine.send(.mark("home", on: .root(.recipes))).get()
    _ = try engine.send(.present(.editor)).get()
    _ = try engine.send(.push(.recipe(id: 2))).get()
    _ = try engine.send(.present(.cooking(recipeID: 2))).get()
    let sheets = engine.state.modals
    let events = try engine.send(.returnTo(.marked("home"), outcome: .saved(recipeID: 2))).get()
    #expect(events.map(\.kind) == ["dismissed", "delivered"])
    #expect(events.first == .dismissed(sheets, cause: .finished))
    #expect(events.last == .delivered(.saved(recipeID: 2), to: .root(.recipes), from: .entry(2)))
    #expect(engine.state.modals.isEmpty)
  }

  @Test func theTopMostScreenWithARepeatedMarkWins() throws {  // next-features 3.2, edge 1
    var engine = engine()
    _ = try engine.send(NavigationAction.push(.recipe(id: 1)).marking("flow")).get()
    _ = try engine.send(NavigationAction.push(.recipe(id: 2)).marking("flow")).get()
    _ = try engine.send(.push(.step(1))).get()
    _ = try engine.send(.returnTo(.marked("flow"), outcome: nil)).get()
    #expect(engine.state.selectedStack.map(\.id) == [0, 1])
  }

  @Test func aFlowReturnsToWhereItBegan() throws {  // PopTarget.caller(of:)
    var engine = engine()
    _ = try engine.send(.push(.recipe(id: 1))).get()
    _ = try engine.send(.present(.cooking(recipeID: 1))).get()
    _ = try engine.send(.push(.step(1))).get()
    let events = try engine.send(.returnTo(.caller(of: 1), outcome: .cooked)).get()
    #expect(events.last == .delivered(.cooked, to: .entry(0), from: .entry(2)))
    #expect(engine.state.modals.isEmpty)
    #expect(engine.state.selectedStack.map(\.id) == [0])
  }

  @Test func aMarkGoesWithItsScreen() throws {  // D21: nothing names a screen that left
    var engine = engine()
    _ = try engine.send(NavigationAction.push(.recipe(id: 1)).marking("r")).get()
    _ = try engine.send(.pop(1)).get()
    #expect(engine.state.marks.isEmpty)
    _ = try engine.send(NavigationAction.show(.recipe(id: 1)).marking("linked")).get()
    _ = try engine.send(.show(.cooking(recipeID: 1))).get()
    #expect(engine.state.marks == [.entry(1): "linked"])  // the link kept the screen it reused
    _ = try engine.send(.mark(nil, on: .entry(1))).get()
    #expect(engine.state.marks.isEmpty)
  }

  @Test func wrongMarksAreTypedErrors() throws {  // D3
    var engine = engine()
    #expect(engine.send(.returnTo(.marked("nowhere"), outcome: nil)) == .failure(.popTargetNotFound(.marked("nowhere"))))
    #expect(engine.send(.mark("x", on: .entry(5))) == .failure(.entryNotFound(5)))
    #expect(engine.send(.mark("x", on: .root(.step(1)))) == .failure(.notATab(.step(1))))
    #expect(engine.send(.returnTo(.caller(of: 9), outcome: nil)) == .failure(.popTargetNotFound(.caller(of: 9))))
    _ = try engine.send(.mark("top", on: .root(.recipes))).get()
    #expect(try engine.send(.returnTo(.marked("top"), outcome: .cooked)).get() == [.alreadyOnTop(.recipes)])
  }

  @Test func marksAreSavedAndRestored() throws {  // I5; an old snapshot has none
    var engine = engine()
    _ = try engine.send(NavigationAction.push(.recipe(id: 1)).marking("r")).get()
    _ = try engine.send(.mark("home", on: .root(.recipes))).get()
    let data = try JSONEncoder().encode(SessionSnapshot(state: engine.state))
    let outcome = try SessionSnapshot.restore(from: data, in: Recipes.structure)
    #expect(outcome.windows.first?.state == engine.state)
    #expect(outcome.adjustments.isEmpty)
    let decoded = try JSONDecoder().decode(NavigationState<RecipeDestination>.self, from: JSONEncoder().encode(engine.state))
    #expect(decoded == engine.state)
  }
}
