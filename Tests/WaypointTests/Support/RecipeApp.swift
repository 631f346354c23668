import Waypoint

/// A recipe app, the flows issue 27 was written from: an editor sheet that returns the new
/// recipe's id, a delete confirmation, a multi-step cooking flow in a cover.
enum RecipeDestination: Destination {
  typealias Outcome = RecipeOutcome

  case recipes
  case shopping
  case recipe(id: Int)
  case editor
  case cooking(recipeID: Int)
  case step(Int)

  var title: String { "\(self)" }
  var symbolName: String { "fork.knife" }
}

/// What the recipe app's screens finish with.
enum RecipeOutcome: Hashable, Codable, Sendable {
  case saved(recipeID: Int)
  case deleted(recipeID: Int)
  case cooked
}

enum Recipes {
  static let structure = AppStructure<RecipeDestination> {
    AppTab("recipes", .recipes)
    AppTab("shopping", .shopping)
  } origin: { destination in
    switch destination {
    case .recipes, .shopping: .root
    case .recipe: .pushed(from: .recipes)
    case .editor: .anywhere(.present(.sheet))
    case let .cooking(id): .presented(from: .recipe(id: id), style: .fullScreenCover)
    case .step: .anywhere(.push)
    }
  }
}
