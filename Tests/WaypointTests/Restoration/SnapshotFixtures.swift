import Foundation
import Waypoint
import WaypointExamples

/// Saved data for the restoration tests, written by the real encoder and then damaged by text
/// edits, as an app update or a corrupt disk would.
enum SnapshotFixtures {
  typealias Shape = ShapesDestination

  /// Triangle: [infinity #0, pentagon #1, infinity #2]; Rectangle (selected): [1 #3, 2 #4],
  /// sheet 3 #5 + [4 #6, 5 #7], sheet 6 #8 + [7 #9].
  static func shapes() throws -> NavigationState<Shape> {
    var state = NavigationState(selection: Shape.triangle)
    for destination in [Shape.infinity, .feature(.pentagon), .infinity] { try state.apply(.push(destination), in: Shapes.structure) }
    try state.apply(.show(.rectangleItem(level: 7)), in: Shapes.structure)
    return state
  }

  static func text(_ state: NavigationState<Shape>) throws -> String {
    String(decoding: try SessionSnapshot(state: state).jsonData(), as: UTF8.self)
  }

  struct FixtureError: Error, CustomStringConvertible {
    var description: String
  }

  /// `text` with the one occurrence of `old` replaced; throws unless it occurs exactly once.
  static func replacing(_ old: String, with new: String, in text: String) throws -> Data {
    guard text.components(separatedBy: old).count == 2 else { throw FixtureError(description: "\(old) must occur once in \(text)") }
    return Data(text.replacingOccurrences(of: old, with: new).utf8)
  }

  static func restore(
    _ data: Data,
    in structure: AppStructure<Shape> = Shapes.structure,
    options: SessionSnapshot<Shape>.RestoreOptions = SessionSnapshot.RestoreOptions()
  ) throws -> SessionSnapshot<Shape>.RestoreOutcome {
    try SessionSnapshot<Shape>.restore(from: data, in: structure, options: options)
  }

  static func level(_ n: Int) -> String { #"{"rectangleItem":{"level":\#(n)}}"# }
}
