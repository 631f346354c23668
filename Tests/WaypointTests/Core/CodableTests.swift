import Foundation
import Testing
import Waypoint
import WaypointExamples

@Suite struct CodableTests {}

extension CodableTests {
  @Test func aStateRoundTripsWithItsIDs() throws {  // I5, D4; TCA-14 differs
    var state = NavigationState(selection: ShapesDestination.triangle)
    try state.apply(.show(.rectangleItem(level: 7)), in: Shapes.structure)
    try state.apply(
      .presentAlert(AlertState(title: "Hi", buttons: [AlertState.Button("ok", title: "OK", action: .dismiss)])), in: Shapes.structure)
    let data = try JSONEncoder().encode(state)
    let decoded = try JSONDecoder().decode(NavigationState<ShapesDestination>.self, from: data)
    #expect(decoded == state)
  }

  @Test func entryIDsEncodeAsPlainNumbers() throws {
    let data = try JSONEncoder().encode([EntryID(3)])
    #expect(String(decoding: data, as: UTF8.self) == "[3]")
  }
}
