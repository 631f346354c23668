// The names the documentation's examples take from the text around them, from the recipe app of
// the "Flows and Results" article: screens that finish with an outcome (Scripts/check-doc-examples).
import Foundation
import Testing
import Waypoint
import WaypointTesting

enum RecipeDestination: Destination {
  typealias Outcome = RecipeOutcome
  case recipes, shopping, recipe(id: Int), editor, cooking(recipeID: Int), step(Int)
  var title: String { "\(self)" }
  var symbolName: String { "fork.knife" }
}

enum RecipeOutcome: Hashable, Codable, Sendable {
  case saved(recipeID: Int)
  case deleted(recipeID: Int)
  case cooked
}

typealias AppDestination = RecipeDestination
let structure = AppStructure<RecipeDestination> {
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
let routes = RouteTable<AppDestination>()
let start: AppDestination = .recipes
