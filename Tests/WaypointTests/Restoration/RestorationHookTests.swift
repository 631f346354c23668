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
  @Test func aMigrationReadsAnOldDestinationFromTheDecoder() throws {  // D12: renamed destinations survive
    let state = try Fixtures.shapes()
    let current = String(decoding: try SessionSnapshot(state: state, schemaVersion: 1).jsonData(), as: UTF8.self)
    let old = Data(current.replacingOccurrences(of: #"{"infinity":{}}"#, with: #"{"loop":{}}"#).utf8)
    #expect(old != Data(current.utf8))
    let seen = Seen()
    var options = SessionSnapshot<Shape>.RestoreOptions()
    options.migrateDestination = { decoder, schemaVersion in
      seen.record(schemaVersion)
      return schemaVersion < 2 ? try ShapesV1(from: decoder).current : try Shape(from: decoder)
    }
    let outcome = try Fixtures.restore(old, options: options)
    #expect(outcome.isExact)
    #expect(outcome.windows.first?.state == state)
    #expect(outcome.original == old, "the caller keeps the old bytes")
    #expect(seen.versions == [1])
    let gone = Data(
      String(decoding: old, as: UTF8.self).replacingOccurrences(of: #"{"rectangleItem":{"level":7}}"#, with: #"{"hexagon":{}}"#).utf8)
    let cut = try Fixtures.restore(gone, options: options)
    #expect(
      cut.adjustments.first
        == .modalStackCut(window: 0, elevation: 1, index: 0, removed: 1, reason: .undecodable("the migration dropped it")))
  }

  @Test func aMigrationCanDropADestination() throws {  // D12
    let state = try Fixtures.shapes()
    var options = SessionSnapshot<Shape>.RestoreOptions()
    options.migrateDestination = { decoder, _ in
      let destination = try Shape(from: decoder)
      return destination == .infinity ? nil : destination
    }
    let outcome = try Fixtures.restore(try SessionSnapshot(state: state).jsonData(), options: options)
    #expect(outcome.windows.first?.state.stack(for: .triangle).isEmpty == true)
    #expect(
      outcome.adjustments == [
        .stackCut(window: 0, tab: .triangle, index: 0, removed: 3, reason: .undecodable("the migration dropped it"))
      ])
  }

  @Test func aMigrationThatThrowsCutsThereAndSaysWhy() throws {  // D12: nothing is lost silently
    let state = try Fixtures.shapes()
    var options = SessionSnapshot<Shape>.RestoreOptions()
    options.migrateDestination = { decoder, _ in
      let destination = try Shape(from: decoder)
      guard destination != .infinity else {
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "infinity is gone"))
      }
      return destination
    }
    let outcome = try Fixtures.restore(try SessionSnapshot(state: state).jsonData(), options: options)
    guard case let .stackCut(window: 0, tab: .triangle, index: 0, removed: 3, reason: .undecodable(detail)) = outcome.adjustments.first
    else {
      Issue.record("unexpected \(outcome.adjustments)")
      return
    }
    #expect(detail.hasPrefix("infinity is gone at windows.0.stacks."), "\(detail)")
    #expect(outcome.adjustments.count == 1)
  }

  @Test func theMigrationIsToldTheSchemaVersionTheDataWasWrittenWith() throws {  // D12
    let data = try SessionSnapshot(state: NavigationState(selection: Shape.circle), schemaVersion: 3).jsonData()
    let seen = Seen()
    var options = SessionSnapshot<Shape>.RestoreOptions()
    options.migrateDestination = { decoder, version in
      seen.record(version)
      return try Shape(from: decoder)
    }
    let outcome = try Fixtures.restore(data, options: options)
    #expect(outcome.snapshot.schemaVersion == 3)
    #expect(seen.versions == [3])
  }

  @Test func theGuardRemovesWhatItRefusesFromEveryRestoredWindow() throws {  // I9
    let structure = Social.structure()
    var state = NavigationState(selection: SocialDestination.timeline)
    try state.apply(.push(.status(id: 1)), in: structure)
    try state.apply(.select(.profile), in: structure)
    try state.apply(.push(.user(id: 2)), in: structure)
    var options = SessionSnapshot<SocialDestination>.RestoreOptions()
    options.policy = Social.signInGuard.policy(context: SocialAccount(isSignedIn: false))
    let data = try SessionSnapshot(state: state).jsonData()
    let outcome = try SessionSnapshot.restore(from: data, in: structure, options: options)
    let restored = try #require(outcome.windows.first?.state)
    #expect(restored.selection == .timeline)
    #expect(restored.heldDestinations.allSatisfy { options.policy.allows($0, restored) })
    guard case .guarded(window: 0, events: _) = outcome.adjustments.first else {
      Issue.record("unexpected \(outcome.adjustments)")
      return
    }
    #expect(outcome.adjustments.count == 1)
  }

  @Test func aGuardThatAllowsEverythingIsNotAnAdjustment() throws {  // I9
    let structure = Social.structure()
    var state = NavigationState(selection: SocialDestination.profile)
    try state.apply(.push(.user(id: 2)), in: structure)
    var options = SessionSnapshot<SocialDestination>.RestoreOptions()
    options.policy = Social.signInGuard.policy(context: SocialAccount(isSignedIn: true))
    let outcome = try SessionSnapshot.restore(from: try SessionSnapshot(state: state).jsonData(), in: structure, options: options)
    #expect(outcome.isExact)
  }

  @Test func aWindowWhereTheGuardAllowsNoTabIsDropped() throws {  // I9
    let structure = Social.structure()
    var options = SessionSnapshot<SocialDestination>.RestoreOptions()
    options.policy = GuardPolicy { _, _ in .deny("closed") }
    let data = try SessionSnapshot(state: NavigationState(selection: SocialDestination.timeline)).jsonData()
    let outcome = try SessionSnapshot.restore(from: data, in: structure, options: options)
    #expect(outcome.windows.isEmpty)
    #expect(outcome.adjustments == [.windowsDropped(index: 0, count: 1, reason: .refusedByGuard("closed"))])
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
        {"format":"waypoint.session","nextEntryID":1,"nextWindowID":1,"schema":0,"version":1,"windows":[{"id":0,"modals":[],"nextEntryID":1,\
        "selection":{"circle":{}},"stacks":[{"entries":[{"destination":{"infinity":{}},"id":0}],"tab":{"circle":{}}}]}]}
        """)
  }

  @Test func theCustomizationTravelsWithTheSession() throws {  // issue 5, D10, I5
    let structure = Social.structure()
    var customization = TabCustomization()
    try customization.apply(.hide("profile", in: .tabBar), in: structure)
    try customization.apply(.moveInTabBar("notifications", to: 0), in: structure)
    let snapshot = SessionSnapshot(
      windows: [SessionSnapshot.Window(id: 0, state: NavigationState(selection: SocialDestination.timeline))], customization: customization)
    let outcome = try SessionSnapshot.restore(from: try snapshot.jsonData(), in: structure)
    #expect(outcome.isExact)
    #expect(outcome.snapshot.customization == customization)
  }

  @Test func aCustomizationIsFittedToTheCurrentStructure() throws {  // D10, R59
    var customization = TabCustomization()
    try customization.apply(.hide("list-2", in: .sidebar), in: Social.structure())
    let snapshot = SessionSnapshot(
      windows: [SessionSnapshot.Window(id: 0, state: NavigationState(selection: SocialDestination.timeline))], customization: customization)
    let smaller = Social.structure(lists: [SocialList(id: 1, title: "Swift")])
    let outcome = try SessionSnapshot.restore(from: try snapshot.jsonData(), in: smaller)
    #expect(outcome.adjustments == [.customizationAdjusted(.unknownIDDropped("list-2"))])
    #expect(outcome.snapshot.customization?.isEmpty == true)
  }

  @Test func aCustomizationFromANewerVersionIsDroppedAndReported() throws {  // D12
    let snapshot = SessionSnapshot(
      windows: [SessionSnapshot.Window(id: 0, state: NavigationState(selection: Shape.circle))], customization: TabCustomization())
    let data = try Fixtures.replacing(
      #"{"sectionOrders""#, with: #"{"version":99,"sectionOrders""#, in: String(decoding: try snapshot.jsonData(), as: UTF8.self))
    let text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: #","version":1}"#, with: "}")
    let outcome = try Fixtures.restore(Data(text.utf8))
    #expect(outcome.snapshot.customization == nil)
    guard case .customizationDropped(reason: .undecodable) = outcome.adjustments.first else {
      Issue.record("unexpected \(outcome.adjustments)")
      return
    }
  }

  @Test func aSelectionTheCustomizationHidesIsRepaired() throws {  // D8, I1, R53
    let structure = Social.structure()
    var customization = TabCustomization()
    try customization.apply(.hide("profile", in: .sidebar), in: structure)
    var state = NavigationState(selection: SocialDestination.timeline)
    try state.apply(.select(.profile), in: structure)
    let snapshot = SessionSnapshot(windows: [SessionSnapshot.Window(id: 0, state: state)], customization: customization)
    let outcome = try SessionSnapshot.restore(from: try snapshot.jsonData(), in: structure)
    #expect(outcome.windows.first?.state.selection == .timeline)
    #expect(outcome.adjustments == [.selectionRepaired(window: 0, from: .profile, to: .timeline)])
  }

  @Test func stateOfWindowFindsAWindowByID() {
    let snapshot = SessionSnapshot(windows: [
      SessionSnapshot.Window(id: 0, state: NavigationState(selection: Shape.circle)),
      SessionSnapshot.Window(id: 2, state: NavigationState(selection: Shape.triangle)),
    ])
    #expect(snapshot.state(ofWindow: 2)?.selection == .triangle)
    #expect(snapshot.state(ofWindow: 1) == nil)
  }
}

/// The Shapes destinations as schema 1 wrote them: the infinity screen was called "loop", and a
/// hexagon screen has gone since. What an app keeps to migrate saved sessions.
private enum ShapesV1: Decodable {
  case triangle, rectangle, circle, loop, settings, hexagon
  case rectangleItem(level: Int), circleItem(level: Int)
  case feature(ShapesFeatureDestination)

  /// The destination it is now, if it still exists.
  var current: ShapesDestination? {
    switch self {
    case .triangle: .triangle
    case .rectangle: .rectangle
    case .circle: .circle
    case .loop: .infinity
    case .settings: .settings
    case .hexagon: nil
    case let .rectangleItem(level): .rectangleItem(level: level)
    case let .circleItem(level): .circleItem(level: level)
    case let .feature(feature): .feature(feature)
    }
  }
}

/// Records what a `@Sendable` hook saw.
final class Seen: Sendable {
  private let storage = Mutex<Set<Int>>([])

  func record(_ version: Int) { storage.withLock { _ = $0.insert(version) } }
  var versions: Set<Int> { storage.withLock { $0 } }
}
