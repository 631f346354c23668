import Testing
import Waypoint

/// A declared push policy for pushes no screen sends, a notification tapped twice say (issue 27
/// item 7; react-navigation's "navigate is less pushy" as a declared rule).
@Suite struct PushPolicyTests {}

extension PushPolicyTests {
  private func engine(_ policy: @escaping @Sendable (RecipeDestination) -> AppStructure<RecipeDestination>.PushPolicy)
    -> NavigationEngine<RecipeDestination>
  {
    NavigationEngine(structure: Recipes.structure.pushPolicy(policy), selection: .recipes)
  }

  @Test func aScreenAlreadyOnTopIsNotPushedTwice() throws {  // D15 for pushes
    var engine = engine { if case .recipe = $0 { .ignoreIfOnTop } else { .allowDuplicates } }
    _ = try engine.send(.push(.recipe(id: 1))).get()
    #expect(try engine.send(.push(.recipe(id: 1))).get() == [.alreadyOnTop(.recipe(id: 1))])
    _ = try engine.send(.push(.step(1))).get()
    _ = try engine.send(.push(.step(1))).get()  // steps allow duplicates
    _ = try engine.send(.push(.recipe(id: 1))).get()  // not on top: A → B → B → A is fine
    #expect(engine.state.selectedStack.map(\.destination) == [.recipe(id: 1), .step(1), .step(1), .recipe(id: 1)])
  }

  @Test func aPushGoesBackToTheCopyAlreadyThere() throws {  // LinkNavigator's backOrNext as a rule
    var engine = engine { _ in .popToExisting }
    _ = try engine.send(.push(.recipe(id: 1))).get()
    _ = try engine.send(.push(.step(1))).get()
    let events = try engine.send(.push(.recipe(id: 1))).get()
    #expect(events == [.popped([Entry(id: 1, destination: .step(1))])])
    #expect(engine.state.selectedStack.map(\.id) == [0])
  }

  @Test func withoutAPolicyEveryPushPushes() throws {  // the default
    var engine = NavigationEngine(structure: Recipes.structure, selection: .recipes)
    _ = try engine.send(.push(.recipe(id: 1))).get()
    _ = try engine.send(.push(.recipe(id: 1))).get()
    #expect(engine.state.selectedStack.count == 2)
    #expect(Recipes.structure.pushPolicy(for: .recipe(id: 1)) == .allowDuplicates)
  }

  @Test func otherLimitsKeepThePolicy() {
    let structure = Recipes.structure.pushPolicy { _ in .ignoreIfOnTop }.withLimits(NavigationLimits(maxStackDepth: 5))
    #expect(structure.pushPolicy(for: .step(1)) == .ignoreIfOnTop)
  }
}
