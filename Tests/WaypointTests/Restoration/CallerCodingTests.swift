import Foundation
import Testing
import Waypoint
import WaypointExamples

/// A caller is stored as one value (issue 27's callers, kept small for restoration: I4, D12).
@Suite struct CallerCodingTests {
  typealias Caller = NavigationState<ShapesDestination>.Caller

  @Test(arguments: [Caller.screenBelow, .nobody, .tabRoot, .entry(42)])
  func aCallerRoundTripsAsOneValue(caller: Caller) throws {
    let data = try JSONEncoder().encode(caller)
    #expect(try JSONDecoder().decode(Caller.self, from: data) == caller)
  }

  @Test func anEntryIsItsIdAndACaseItsName() throws {
    #expect(String(decoding: try JSONEncoder().encode(Caller.entry(42)), as: UTF8.self) == "42")
    #expect(String(decoding: try JSONEncoder().encode(Caller.nobody), as: UTF8.self) == "\"nobody\"")
  }

  @Test func anUnknownNameIsATypedError() {  // bad input gets a typed error
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Caller.self, from: Data("\"somebody\"".utf8)) }
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Caller.self, from: Data("[1]".utf8)) }
  }

  @MainActor
  @Test func aRestoredDeepLinkKeepsItsCallers() throws {  // D12: restoration keeps callers
    let navigator = Navigator(structure: Shapes.structure, selection: .triangle)
    navigator.show(.rectangleItem(level: 6))
    #expect(navigator.state.modals.first?.caller == .nobody)
    let data = try JSONEncoder().encode(SessionSnapshot(state: navigator.state))
    let restored = try SessionSnapshot.restore(from: data, in: Shapes.structure)
    #expect(restored.snapshot.windows.first?.state == navigator.state)
  }
}
