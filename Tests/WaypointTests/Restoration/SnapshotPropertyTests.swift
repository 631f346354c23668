import Foundation
import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// I5 as a property, and the decoder fuzzed with random bytes and damaged snapshots (D12, D14).
/// Seeds are fixed (set `WAYPOINT_SEED` to try others); failures print the shrunk input.
@Suite struct SnapshotPropertyTests {
  static let sessions = 100
  static let fuzzCases = 375
}

extension SnapshotPropertyTests {
  @Test func shapesSessionsRoundTripExactly() {  // I5, D4
    roundTrip(Shapes.structure, Shapes.sampleDestinations, seed: 0x15_5A9E)
  }

  @Test func socialSessionsRoundTripExactly() {  // I5, D4
    roundTrip(Social.structure(), Social.sampleDestinations, seed: 0x15_50C1)
  }

  @Test func mediaSessionsRoundTripExactly() {  // I5, D4
    roundTrip(Media.structure(), Media.sampleDestinations, seed: 0x15_3ED1)
  }

  @Test func damagedSnapshotsNeverCrashAndAlwaysRestoreValidStates() {  // D12, D14, I1, I2
    let structure = Shapes.structure
    let sample = Self.sampleSnapshot(structure, Shapes.sampleDestinations)
    let seed = PropertyCheck.seed(default: 0xF0_22ED)
    let failure = PropertyCheck.run(
      count: Self.fuzzCases,
      seed: seed,
      generate: { rng in Fuzz.mutate(sample, using: &rng) },
      shrink: { bytes in PropertyCheck.shrinkArray(bytes).filter { $0.count < bytes.count } },
      property: { Self.restoresSafely(Data($0), in: structure) }
    )
    if let failure {
      Issue.record(
        "\(failure.message)\nseed \(failure.seed), case \(failure.caseIndex):\n\(String(decoding: failure.input, as: UTF8.self))")
    }
  }

  @Test func randomBytesNeverCrashTheDecoder() {  // D12
    let structure = Shapes.structure
    let seed = PropertyCheck.seed(default: 0xB7_7E5)
    let failure = PropertyCheck.run(
      count: Self.fuzzCases,
      seed: seed,
      generate: { rng in (0..<Int.random(in: 0...300, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) } },
      shrink: { PropertyCheck.shrinkArray($0) },
      property: { Self.restoresSafely(Data($0), in: structure) }
    )
    if let failure { Issue.record("\(failure.message)\nseed \(failure.seed), case \(failure.caseIndex): \(failure.input)") }
  }

  @Test func theFuzzCheckCatchesAnUnsafeOutcome() {  // the harness itself can fail
    let data = Data(Self.sampleSnapshot(Shapes.structure, Shapes.sampleDestinations))
    var broken = NavigationState(selection: ShapesDestination.infinity)
    broken.nextEntryID = 0
    let invalid = SessionSnapshot.RestoreOutcome(snapshot: SessionSnapshot(state: broken), adjustments: [], original: data)
    #expect(Self.check(invalid, of: data, in: Shapes.structure)?.contains("restored invalid") == true)
    let changed = SessionSnapshot.RestoreOutcome(
      snapshot: SessionSnapshot(state: NavigationState(selection: ShapesDestination.circle)), adjustments: [], original: Data())
    #expect(Self.check(changed, of: data, in: Shapes.structure) == "the original data changed")
  }
}

extension SnapshotPropertyTests {
  /// `nil` when restoring `data` throws a ``RestorationError`` or gives an outcome that
  /// ``check(_:of:in:)`` accepts; else what went wrong.
  static func restoresSafely(_ data: Data, in structure: AppStructure<ShapesDestination>) -> String? {
    do {
      return check(try SessionSnapshot.restore(from: data, in: structure), of: data, in: structure)
    } catch {
      return nil
    }
  }

  /// What is wrong with an outcome: the original changed, states invalid, or a second restore
  /// of the restored snapshot not exact (restoration is idempotent).
  static func check(
    _ outcome: SessionSnapshot<ShapesDestination>.RestoreOutcome,
    of data: Data,
    in structure: AppStructure<ShapesDestination>
  ) -> String? {
    guard outcome.original == data else { return "the original data changed" }
    guard Set(outcome.windows.map(\.id)).count == outcome.windows.count else { return "two windows share an id" }
    let ids = outcome.windows.flatMap(\.state.allIDs)
    guard Set(ids).count == ids.count else { return "I2: an entry id appears in two places of the session" }
    guard ids.allSatisfy({ $0 < outcome.snapshot.nextEntryID }) else { return "D4: the session's next entry id is not above every id" }
    guard outcome.windows.allSatisfy({ $0.id < outcome.snapshot.nextWindowID }) else {
      return "the next window id is not above every window"
    }
    for window in outcome.windows {
      let problems = window.state.problems(in: structure)
      if !problems.isEmpty { return "window \(window.id) restored invalid: \(problems)" }
    }
    do {
      let again = try SessionSnapshot.restore(from: try outcome.snapshot.jsonData(), in: structure)
      guard again.snapshot == outcome.snapshot else { return "restoring the restored snapshot changed it" }
      guard again.isExact else { return "restoring the restored snapshot adjusted \(again.adjustments)" }
    } catch {
      return "the restored snapshot could not be restored again: \(error)"
    }
    return nil
  }

  /// A snapshot of a few windows reached by random actions, as JSON bytes.
  static func sampleSnapshot<D>(_ structure: AppStructure<D>, _ destinations: [D]) -> [UInt8] {
    var rng = SeededGenerator(seed: 99)
    let actions = RandomActions(structure: structure, destinations: destinations)
    let windows = Self.windows((0..<3).map { _ in actions.sequence(length: 30, using: &rng) }, structure)
    var customization = TabCustomization()
    _ = try? customization.apply(.moveInTabBar("circle", to: 0), in: structure)
    let snapshot = SessionSnapshot(windows: windows, customization: customization)
    return (try? Array(snapshot.jsonData())) ?? []
  }

  /// Windows of one session, each reached by its actions; one id counter runs through them all,
  /// as a ``Session`` threads it (I2).
  static func windows<D>(_ actions: [[NavigationAction<D>]], _ structure: AppStructure<D>) -> [SessionSnapshot<D>.Window] {
    var next: EntryID = 0
    return actions.enumerated().map { index, actions in
      let first = structure.firstSelectableTab?.destination ?? structure.allTabs[0].destination
      let state = actions.reduce(into: NavigationState(selection: first, nextEntryID: next)) { state, action in
        _ = try? state.apply(action, in: structure)
      }
      next = state.nextEntryID
      return SessionSnapshot.Window(id: WindowID(UInt64(index) * 2), state: state, style: index == 1 ? .singleScreen : .fullRoute)
    }
  }

  private func roundTrip<D>(_ structure: AppStructure<D>, _ destinations: [D], seed defaultSeed: UInt64) {
    let actions = RandomActions(structure: structure, destinations: destinations)
    let seed = PropertyCheck.seed(default: defaultSeed)
    let failure = PropertyCheck.run(
      count: Self.sessions,
      seed: seed,
      generate: { rng in (0..<Int.random(in: 1...3, using: &rng)).map { _ in actions.sequence(length: 24, using: &rng) } },
      shrink: { windows in
        PropertyCheck.shrinkArray(windows)
          + windows.indices.flatMap { index in
            PropertyCheck.shrinkArray(windows[index]).map { smaller in
              var copy = windows
              copy[index] = smaller
              return copy
            }
          }
      },
      property: { windows in
        let snapshot = SessionSnapshot(
          windows: Self.windows(windows, structure), customization: TabCustomization(), schemaVersion: windows.count)
        do {
          let fromData = try SessionSnapshot.restore(from: try snapshot.jsonData(), in: structure)
          let fromString = try SessionSnapshot.restore(fromCompactString: try snapshot.compactString(), in: structure)
          if !fromData.isExact { return "adjusted: \(fromData.adjustments)" }
          if fromData.windows != snapshot.windows { return "restored \(fromData.windows)\ninstead of \(snapshot.windows)" }
          if fromString.snapshot != fromData.snapshot { return "the compact string restored something else" }
          return nil
        } catch {
          return "\(error)"
        }
      }
    )
    if let failure {
      Issue.record(
        """
        \(failure.message)
        seed \(failure.seed), case \(failure.caseIndex); shrunk windows:
        \(failure.input.map { $0.map { "  \($0)" }.joined(separator: "\n") }.joined(separator: "\n  --\n"))
        """)
    }
  }
}

/// Damages JSON the way storage and app updates do: flipped and lost bytes, truncation, and
/// values swapped for others that are valid JSON but wrong.
enum Fuzz {
  static let snippets = [
    "{}", "[]", "null", "true", "-1", "0", "18446744073709551615", "1e308", "\"\"", #"{"rhombus":{}}"#,
    #"{"rectangleItem":{"level":-3}}"#, #""cover""#, #"{"kind":"drawer"}"#, "[[[[[[[[]]]]]]]]", #""main""#, "7",
  ]

  static func mutate(_ bytes: [UInt8], using rng: inout SeededGenerator) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
      guard !bytes.isEmpty else { return bytes }
      let position = Int.random(in: 0..<bytes.count, using: &rng)
      switch Int.random(in: 0..<10, using: &rng) {
      case 0:
        bytes[position] = UInt8.random(in: 0...255, using: &rng)
      case 1:
        bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...8, using: &rng)))
      case 2:
        bytes = Array(bytes.prefix(position))
      default:
        bytes = replaceValue(in: bytes, using: &rng)
      }
    }
    return bytes
  }

  /// Replaces one JSON scalar (a number, string, `{}` or `[]`) with a snippet.
  private static func replaceValue(in bytes: [UInt8], using rng: inout SeededGenerator) -> [UInt8] {
    let starts = bytes.indices.filter { index in
      let byte = bytes[index]
      let previous = index > 0 ? bytes[index - 1] : 0
      return (previous == UInt8(ascii: ":") || previous == UInt8(ascii: "[") || previous == UInt8(ascii: ","))
        && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte))
    }
    guard let start = starts.randomElement(using: &rng) else { return bytes }
    var end = start + 1
    switch bytes[start] {
    case UInt8(ascii: "\""):
      while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
      end = min(end + 1, bytes.count)
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      var depth = 1
      while end < bytes.count, depth > 0 {
        if bytes[end] == UInt8(ascii: "{") || bytes[end] == UInt8(ascii: "[") { depth += 1 }
        if bytes[end] == UInt8(ascii: "}") || bytes[end] == UInt8(ascii: "]") { depth -= 1 }
        end += 1
      }
    default:
      while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
    }
    let snippet = snippets.randomElement(using: &rng) ?? "null"
    return Array(bytes[..<start]) + Array(snippet.utf8) + Array(bytes[end...])
  }
}
