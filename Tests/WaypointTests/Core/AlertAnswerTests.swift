import Foundation
import Testing
import Waypoint

/// An alert's button carries what it means to the app: its outcome goes to the screen the alert
/// is over, after the button's navigation action (issue 27 item 8).
@Suite struct AlertAnswerTests {}

extension AlertAnswerTests {
  private func confirmation(action: NavigationAction<RecipeDestination>? = nil) -> AlertState<RecipeDestination> {
    AlertState(
      kind: .confirmationDialog, title: "Archive?",
      buttons: [
        .init("archive", title: "Archive", role: .destructive, action: action, outcome: .deleted(recipeID: 7)),
        .init("cancel", title: "Cancel", role: .cancel),
      ])
  }

  @Test func theAnswerReachesTheScreenUnderTheAlert() throws {  // D21: data, not a button id
    var engine = NavigationEngine(structure: Recipes.structure, selection: .recipes)
    _ = try engine.send(.push(.recipe(id: 7))).get()
    _ = try engine.send(.presentAlert(confirmation())).get()
    let events = try engine.send(.chooseAlertButton(id: "archive")).get()
    #expect(events == [.alertDismissed(buttonID: "archive"), .delivered(.deleted(recipeID: 7), to: .entry(0), from: .entry(0))])
    #expect(engine.state.selectedStack.map(\.id) == [0])
  }

  @Test func anAnswerWhoseActionClosedTheScreenReachesNobody() throws {  // D21: never to the screen that took its place
    var engine = NavigationEngine(structure: Recipes.structure, selection: .recipes)
    _ = try engine.send(.push(.recipe(id: 7))).get()
    _ = try engine.send(.presentAlert(confirmation(action: .pop(1)))).get()
    let events = try engine.send(.chooseAlertButton(id: "archive")).get()
    #expect(events.last == .delivered(.deleted(recipeID: 7), to: nil, from: .entry(0)))
  }

  @Test func aLateChoiceAndAGuardedOneAnswerToo() throws {  // the system's close before the choice; a guard
    var late = NavigationEngine(structure: Recipes.structure, selection: .recipes)
    let alert = confirmation()
    _ = try late.send(.presentAlert(alert)).get()
    _ = try late.send(.closeAlert(alert)).get()
    #expect(
      try late.send(.chooseAlertButton(id: "archive")).get().last
        == .delivered(.deleted(recipeID: 7), to: .root(.recipes), from: .root(.recipes)))

    var guarded = NavigationEngine(structure: Recipes.structure, selection: .recipes)
    _ = try guarded.setPolicy(GuardPolicy { _, _ in .allow }).get()
    _ = try guarded.send(.presentAlert(confirmation(action: .push(.step(1))))).get()
    let events = try guarded.send(.chooseAlertButton(id: "archive")).get()
    #expect(events.map(\.kind) == ["alertDismissed", "pushed", "delivered"])
  }

  @MainActor
  @Test func theScreenFindsTheAnswerInItsInbox() {  // the screen that asked, as .onOutcome reads it
    let navigator = Navigator(structure: Recipes.structure, selection: .recipes)
    navigator.send(.presentAlert(confirmation()))
    navigator.send(.chooseAlertButton(id: "archive"))
    #expect(navigator.takeOutcomes(for: .root(.recipes)) == [.deleted(recipeID: 7)])
  }

  @Test func aButtonWithAnOutcomeIsSavedAndCompared() throws {  // D19: Codable like the rest
    let alert = confirmation(action: .pop(1))
    let decoded = try JSONDecoder().decode(AlertState<RecipeDestination>.self, from: JSONEncoder().encode(alert))
    #expect(decoded == alert)
    #expect(decoded.buttons.first?.outcome == .deleted(recipeID: 7))
    #expect(decoded.buttons.last?.outcome == nil)
    var other = alert
    other.buttons[0].outcome = .cooked
    #expect(other != alert)
  }
}
