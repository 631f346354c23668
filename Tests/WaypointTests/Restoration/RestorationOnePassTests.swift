import Foundation
import Synchronization
import Testing
import WaypointExamples
import WaypointTesting

@testable import Waypoint

/// Restoring decodes every destination in one `JSONDecoder` pass and reads them one by one only
/// when that fails; the outcome (snapshot, adjustments, original bytes) or the error must be the
/// one the element-by-element reading gives, for valid and damaged snapshots alike (D12, D14, I9).
@Suite struct RestorationOnePassTests {
  static let count = 300
}

extension RestorationOnePassTests {
  @Test func validSnapshotsOfTheExampleAppsRestoreAlike() {  // D12, I5
    check(Shapes.structure, Shapes.sampleDestinations, seed: 0x19_01) { _ in SessionSnapshot.RestoreOptions() }
    check(Social.structure(), Social.sampleDestinations, seed: 0x19_02) { _ in SessionSnapshot.RestoreOptions() }
    check(Media.structure(), Media.sampleDestinations, seed: 0x19_03) { _ in SessionSnapshot.RestoreOptions() }
  }

  @Test func aGuardAndTheWindowLimitAdjustAlike() {  // I9, D14
    check(Social.structure(), Social.sampleDestinations, seed: 0x19_04) { _ in
      var options = SessionSnapshot<SocialDestination>.RestoreOptions()
      options.policy = Social.signInGuard.policy(context: SocialAccount(isSignedIn: false))
      options.maxWindows = 2
      return options
    }
  }

  @Test func damagedSnapshotsRestoreAlike() {  // D12, D14
    let sample = SnapshotPropertyTests.sampleSnapshot(Shapes.structure, Shapes.sampleDestinations)
    let failure = PropertyCheck.run(
      count: 2_000,
      seed: PropertyCheck.seed(default: 0x19_05),
      generate: { rng in Fuzz.mutate(sample, using: &rng) },
      shrink: PropertyCheck.shrinkArray,
      property: { bytes in Self.compare(Data(bytes), Shapes.structure, SessionSnapshot.RestoreOptions()) }
    )
    if let failure {
      Issue.record("seed \(failure.seed), case \(failure.caseIndex): \(String(decoding: failure.input, as: UTF8.self)): \(failure.message)")
    }
  }

  @Test func anUndecodableDestinationFallsBackToReadingOneByOne() throws {  // D12
    let structure = Shapes.structure
    var state = NavigationState(selection: ShapesDestination.rectangle)
    try state.apply(.push(.rectangleItem(level: 1)), in: structure)
    try state.apply(.push(.rectangleItem(level: 2)), in: structure)
    let text = String(decoding: try SessionSnapshot(state: state).jsonData(), as: UTF8.self)
    let damaged = Data(text.replacingOccurrences(of: #"{"rectangleItem":{"level":2}}"#, with: #"{"rhombus":{}}"#).utf8)
    #expect(Self.compare(damaged, structure, SessionSnapshot.RestoreOptions()) == nil)
    let outcome = try SessionSnapshot.restore(from: damaged, in: structure)
    #expect(outcome.windows.first?.state.stack(for: .rectangle).map(\.destination) == [.rectangleItem(level: 1)])
    #expect(outcome.adjustments.count == 1)
  }

  @Test func aMigrationRunsForTheSameDestinationsOnBothPaths() {  // D12: the migration is never skipped
    let structure = Shapes.structure
    let data = Data(SnapshotPropertyTests.sampleSnapshot(structure, Shapes.sampleDestinations))
    let calls = (onePass: Calls(), oneByOne: Calls())
    func options(_ calls: Calls) -> SessionSnapshot<ShapesDestination>.RestoreOptions {
      var options = SessionSnapshot<ShapesDestination>.RestoreOptions()
      options.migrateDestination = { json, _ in
        calls.record(json)
        return json == Data(#""circle""#.utf8) ? Data(#""triangle""#.utf8) : json
      }
      return options
    }
    let onePass = try? SessionSnapshot.restore(from: data, in: structure, options: options(calls.onePass), decodesInOnePass: true)
    let oneByOne = try? SessionSnapshot.restore(from: data, in: structure, options: options(calls.oneByOne), decodesInOnePass: false)
    #expect(onePass != nil)
    #expect(onePass == oneByOne)
    #expect(!calls.onePass.values.isEmpty)
    #expect(calls.onePass.values == calls.oneByOne.values)
  }
}

extension RestorationOnePassTests {
  /// `nil` when both readings give the same outcome or the same error, else what differs.
  static func compare<D>(_ data: Data, _ structure: AppStructure<D>, _ options: SessionSnapshot<D>.RestoreOptions) -> String? {
    let onePass = Result { () throws(RestorationError) in
      try SessionSnapshot<D>.restore(from: data, in: structure, options: options, decodesInOnePass: true)
    }
    let oneByOne = Result { () throws(RestorationError) in
      try SessionSnapshot<D>.restore(from: data, in: structure, options: options, decodesInOnePass: false)
    }
    switch (onePass, oneByOne) {
    case let (.success(fast), .success(slow)):
      return fast == slow ? nil : "one pass \(fast.adjustments) vs one by one \(slow.adjustments)"
    case let (.failure(fast), .failure(slow)):
      return fast.description == slow.description ? nil : "one pass threw \(fast), one by one \(slow)"
    default:
      return "one pass \(onePass), one by one \(oneByOne)"
    }
  }

  private func check<D>(
    _ structure: AppStructure<D>,
    _ destinations: [D],
    seed: UInt64,
    options: (AppStructure<D>) -> SessionSnapshot<D>.RestoreOptions
  ) {
    let actions = RandomActions(structure: structure, destinations: destinations)
    let options = options(structure)
    let failure = PropertyCheck.run(
      count: Self.count,
      seed: PropertyCheck.seed(default: seed),
      generate: { rng in
        (0..<Int.random(in: 1...3, using: &rng)).map { _ in actions.sequence(length: Int.random(in: 0...40, using: &rng), using: &rng) }
      },
      shrink: PropertyCheck.shrinkArray,
      property: { windows in
        let snapshot = SessionSnapshot(windows: SnapshotPropertyTests.windows(windows, structure))
        guard let data = try? snapshot.jsonData() else { return "the snapshot could not be written" }
        return Self.compare(data, structure, options)
      }
    )
    if let failure { Issue.record("seed \(failure.seed), case \(failure.caseIndex), actions \(failure.input): \(failure.message)") }
  }
}

/// Records the JSON a migration was called with, in order.
final class Calls: Sendable {
  private let storage = Mutex<[Data]>([])

  func record(_ json: Data) { storage.withLock { $0.append(json) } }
  var values: [Data] { storage.withLock { $0 } }
}
