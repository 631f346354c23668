import Foundation
import Synchronization
import Testing
import Waypoint
import WaypointExamples

/// The migration and guard hooks, strict `Codable` decoding and the compact string.
@Suite struct RestorationHookTests {
  typealias Shape = ShapesDestination
  typealias Fixtures = SnapshotFixtures
}

extension RestorationHookTests {
  @Test func aMigrationMapsAnOldDestinationEncodingBeforeDecoding() throws {  // D12: renamed destinations survive
    let state = try Fixtures.shapes()
    let old = try Fixtures.replacing(#""pentagon""#, with: #""fivegon""#, in: try Fixtures.text(state))
    let seen = Seen()
    var options = RestorationOptions<Shape>()
    options.migrateDestination = { json, schemaVersion in
      seen.record(schemaVersion)
      return json == Data(#"{"feature":{"_0":"fivegon"}}"#.utf8) ? Data(#"{"feature":{"_0":"pentagon"}}"#.utf8) : json
    }
    let outcome = try Fixtures.restore(old, options: options)
    #expect(outcome.isExact)
    #expect(outcome.windows.first?.state == state)
    #expect(outcome.original == old, "the caller keeps the old bytes")
    #expect(seen.versions == [0])
  }

  @Test func aMigrationCanDropADestination() throws {  // D12
    let state = try Fixtures.shapes()
    var options = RestorationOptions<Shape>()
    options.migrateDestination = { json, _ in json == Data(#"{"infinity":{}}"#.utf8) ? nil : json }
    let outcome = try Fixtures.restore(try SessionSnapshot(state: state).jsonData(), options: options)
    #expect(outcome.windows.first?.state.stack(for: .triangle).isEmpty == true)
    #expect(
      outcome.adjustments == [
        .stackCut(window: "main", tab: .triangle, index: 0, removed: 3, reason: .undecodable("the migration dropped it"))
      ])
  }

  @Test func theMigrationIsToldTheSchemaVersionTheDataWasWrittenWith() throws {  // D12
    let data = try SessionSnapshot(state: NavigationState(selection: Shape.circle), schemaVersion: 3).jsonData()
    let seen = Seen()
    var options = RestorationOptions<Shape>()
    options.migrateDestination = { json, version in
      seen.record(version)
      return json
    }
    let outcome = try Fixtures.restore(data, options: options)
    #expect(outcome.snapshot.schemaVersion == 3)
    #expect(seen.versions == [3])
  }

  @Test func theGuardRunsOnEveryRestoredState() throws {  // I9
    let state = try Fixtures.shapes()
    var options = RestorationOptions<Shape>()
    options.guardState = { state in
      var allowed = state
      allowed.modals.removeAll { $0.destination == .rectangleItem(level: 6) }
      return allowed
    }
    let outcome = try Fixtures.restore(try SessionSnapshot(state: state).jsonData(), options: options)
    #expect(outcome.windows.first?.state.modals.map(\.id) == [5])
    #expect(outcome.adjustments == [.guarded(window: "main")])
  }

  @Test func aGuardThatAllowsEverythingIsNotAnAdjustment() throws {  // I9
    var options = RestorationOptions<Shape>()
    options.guardState = { $0 }
    let outcome = try Fixtures.restore(try SessionSnapshot(state: try Fixtures.shapes()).jsonData(), options: options)
    #expect(outcome.isExact)
  }

  @Test func aGuardThatReturnsAnInvalidStateIsReplacedByAFreshOne() throws {  // I1, I9
    var options = RestorationOptions<Shape>()
    options.guardState = { state in
      var broken = state
      broken.selection = .infinity
      return broken
    }
    let state = try Fixtures.shapes()
    let outcome = try Fixtures.restore(try SessionSnapshot(state: state).jsonData(), options: options)
    #expect(outcome.windows.first?.state == NavigationState(selection: .rectangle, nextEntryID: state.nextEntryID))
    #expect(outcome.adjustments == [.guardResultReplaced(window: "main", selection: .rectangle)])
  }

  @Test func strictDecodingGivesBackExactlyWhatWasSaved() throws {  // I5
    let snapshot = SessionSnapshot(state: try Fixtures.shapes())
    let decoded = try JSONDecoder().decode(SessionSnapshot<Shape>.self, from: try JSONEncoder().encode(snapshot))
    #expect(decoded == snapshot)
  }

  @Test func strictDecodingThrowsWhereRestoreWouldAdjust() throws {  // D12: nothing is lost silently
    let damaged = try Fixtures.replacing(#""pentagon""#, with: #""heptagon""#, in: try Fixtures.text(try Fixtures.shapes()))
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(SessionSnapshot<Shape>.self, from: damaged) }
    let newer = try Fixtures.replacing(#""version":1"#, with: #""version":9"#, in: try Fixtures.text(try Fixtures.shapes()))
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(SessionSnapshot<Shape>.self, from: newer) }
  }

  @Test func theCompactStringIsBase64OfTheJSON() throws {  // @SceneStorage
    let snapshot = SessionSnapshot(state: try Fixtures.shapes())
    let string = try snapshot.compactString()
    #expect(Data(base64Encoded: string) == (try snapshot.jsonData()))
    let outcome = try SessionSnapshot<Shape>.restore(fromCompactString: string, in: Shapes.structure)
    #expect(outcome.snapshot == snapshot)
    #expect(outcome.isExact)
  }

  @Test func theJSONIsStableAndKeepsIDs() throws {  // D4, I5; TCA-14 mints new ids instead
    var state = NavigationState(selection: Shape.circle)
    try state.apply(.push(.infinity), in: Shapes.structure)
    let text = String(decoding: try SessionSnapshot(state: state).jsonData(), as: UTF8.self)
    #expect(
      text == """
        {"format":"waypoint.session","schema":0,"version":1,"windows":[{"id":"main","modals":[],"nextEntryID":1,\
        "selection":{"circle":{}},"stacks":[{"entries":[{"destination":{"infinity":{}},"id":0}],"tab":{"circle":{}}}]}]}
        """)
  }

  @Test func theCustomizationTravelsAsJSON() throws {  // issue 5: the snapshot holds the customization
    let customization = Data(#"{"hidden":["circle"],"order":["triangle","rectangle"]}"#.utf8)
    let snapshot = SessionSnapshot(
      windows: [WindowSnapshot(id: "main", state: NavigationState(selection: Shape.circle))], customization: customization)
    let outcome = try Fixtures.restore(try snapshot.jsonData())
    let restored = try #require(outcome.snapshot.customization)
    #expect(
      try JSONSerialization.jsonObject(with: restored) as? NSDictionary == JSONSerialization.jsonObject(with: customization)
        as? NSDictionary)
    let notJSON = SessionSnapshot<Shape>(windows: [], customization: Data([0xFF]))
    let error = #expect(throws: RestorationError.self) { try notJSON.jsonData() }
    #expect(error?.code == "encodingFailed")
  }

  @Test func stateOfWindowFindsAWindowByID() {
    let snapshot = SessionSnapshot(windows: [
      WindowSnapshot(id: "a", state: NavigationState(selection: Shape.circle)),
      WindowSnapshot(id: "b", state: NavigationState(selection: Shape.triangle)),
    ])
    #expect(snapshot.state(ofWindow: "b")?.selection == .triangle)
    #expect(snapshot.state(ofWindow: "c") == nil)
  }
}

/// Records what a `@Sendable` hook saw.
final class Seen: Sendable {
  private let storage = Mutex<Set<Int>>([])

  func record(_ version: Int) { storage.withLock { _ = $0.insert(version) } }
  var versions: Set<Int> { storage.withLock { $0 } }
}
