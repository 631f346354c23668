import Foundation
import Testing
import Waypoint

/// A request stamped with the screen it came from is ignored once that screen is no longer on
/// top (issue 27, D24; next-features 3.14).
@Suite struct StaleTapTests {}

extension StaleTapTests {
  private func engine() -> NavigationEngine<RecipeDestination> {
    NavigationEngine(structure: Recipes.structure, selection: .recipes)
  }

  @Test func aDoubleTapOnARowPushesOnce() throws {  // D24; react-navigation #271
    var engine = engine()
    let tap = NavigationAction<RecipeDestination>.push(.recipe(id: 1)).from(.root(.recipes))
    #expect(try engine.send(tap).get().map(\.kind) == ["pushed"])
    let before = engine.state
    #expect(try engine.send(tap).get() == [.ignoredStale(tap)])
    #expect(engine.state == before)
  }

  @Test func goingBackToAScreenAlreadyOnTheStackIsStillPossible() throws {  // D24; react-navigation #5938: A → B → C → A
    var engine = engine()
    _ = try engine.send(NavigationAction.push(.recipe(id: 1)).from(.root(.recipes))).get()
    _ = try engine.send(NavigationAction.push(.recipe(id: 2)).from(.entry(0))).get()
    _ = try engine.send(NavigationAction.push(.recipe(id: 1)).from(.entry(1))).get()
    #expect(engine.state.selectedStack.map(\.destination) == [.recipe(id: 1), .recipe(id: 2), .recipe(id: 1)])
  }

  @Test func aSecondTapOnADismissedSheetsButtonDoesNothing() throws {  // D24
    var engine = engine()
    _ = try engine.send(.present(.editor)).get()
    let save = NavigationAction<RecipeDestination>.finish(returning: .saved(recipeID: 1)).from(.entry(0))
    #expect(try engine.send(save).get().map(\.kind) == ["dismissed", "delivered"])
    #expect(try engine.send(save).get() == [.ignoredStale(save)])
  }

  @Test func aStaleRequestIsIgnoredBeforeItIsChecked() throws {  // D24: one event, no error shown
    var engine = engine()
    _ = try engine.send(.push(.recipe(id: 1))).get()
    // From the root, which the push covered: ignored, not refused for popping past the root.
    let stale = NavigationAction<RecipeDestination>.pop(5).from(.root(.recipes))
    #expect(try engine.send(stale).get() == [.ignoredStale(stale)])
  }

  @Test func anUnstampedRequestActsOnWhateverIsOnTop() throws {  // D24: only a sender makes a request stale
    var engine = engine()
    _ = try engine.send(.push(.recipe(id: 1))).get()
    _ = try engine.send(.push(.recipe(id: 1))).get()
    #expect(engine.state.selectedStack.count == 2)
  }

  @Test func optionsMergeAndSurviveCoding() throws {  // D19: every option is Codable
    let action = NavigationAction<RecipeDestination>.push(.step(2)).from(.entry(4)).by(.person)
    #expect(action == .with(.init(sender: .entry(4), cause: .person), .push(.step(2))))
    #expect(action.name == "push")
    #expect(action.withoutOptions.action == .push(.step(2)))
    let data = try JSONEncoder().encode(action)
    #expect(try JSONDecoder().decode(NavigationAction<RecipeDestination>.self, from: data) == action)
    let finish = NavigationAction<RecipeDestination>.finish(returning: .saved(recipeID: 3))
    #expect(try JSONDecoder().decode(NavigationAction<RecipeDestination>.self, from: JSONEncoder().encode(finish)) == finish)
  }
}

extension StaleTapTests {
  /// The recipes list with a sheet over it that lets the list take touches up through medium.
  private func underALiveSheet() throws -> NavigationEngine<RecipeDestination> {
    var engine = engine()
    let style = ModalStyle.sheet(detents: [.medium, .large]).backgroundInteraction(upThrough: .medium)
    _ = try engine.send(.present(.editor, style: style)).get()
    return engine
  }

  @Test func aTapUnderASheetThatLetsTouchesThroughIsPerformed() throws {  // D24, issue 27: the screens that take touches
    var engine = try underALiveSheet()
    #expect(engine.state.screensTakingTouches == [.entry(0), .root(.recipes)])
    let tap = NavigationAction<RecipeDestination>.push(.recipe(id: 1)).from(.root(.recipes))
    // Performed as the app's own push: onto the visible stack, the sheet's.
    #expect(try engine.send(tap).get().map(\.kind) == ["pushed"])
    #expect(engine.state.modals[0].stack.map(\.destination) == [.recipe(id: 1)])
  }

  @Test func aTapUnderTheSheetAtATallerDetentIsStale() throws {  // D24: the background takes touches only up through its detent
    var engine = try underALiveSheet()
    _ = try engine.send(.setDetent(.large, elevation: 0)).get()
    #expect(engine.state.screensTakingTouches == [.entry(0)])
    let tap = NavigationAction<RecipeDestination>.push(.recipe(id: 1)).from(.root(.recipes))
    #expect(try engine.send(tap).get() == [.ignoredStale(tap)])
  }

  @Test func onlyTheTopScreenFinishes() throws {  // D24: finish ends the screen that sends it
    var engine = try underALiveSheet()
    _ = try engine.send(.push(.recipe(id: 1))).get()
    let finish = NavigationAction<RecipeDestination>.finish(returning: nil).from(.entry(0))
    #expect(try engine.send(finish).get() == [.ignoredStale(finish)], "the sheet's root is under its pushed screen")
  }

  @Test func detentsCompareByHeightOrByTheOrderTheStyleLists() {  // D24: which detent is taller
    #expect(ModalStyle.Detent.medium.isAtOrBelow(.large, offered: []))
    #expect(!ModalStyle.Detent.large.isAtOrBelow(.fraction(0.6), offered: []))
    #expect(ModalStyle.Detent.height(200).isAtOrBelow(.height(300), offered: []))
    // A fixed height and a fraction: by the style's order, shortest first.
    #expect(ModalStyle.Detent.height(200).isAtOrBelow(.medium, offered: [.height(200), .medium]))
    #expect(!ModalStyle.Detent.medium.isAtOrBelow(.height(200), offered: [.height(200), .medium]))
  }
}
