import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// I10 over random sequences of actions and environment changes on each example app: after every
/// step, each public reading of the navigator was notified exactly when its value changed. The
/// seed is fixed (set `WAYPOINT_SEED` to try others); a failure prints the seed and the shrunk
/// sequence.
@MainActor
@Suite struct ObservationPropertyTests {
  static let sequences = 150
  static let length = 20

  /// One step: an action, a new environment (an index into ``environments``), or the app's
  /// bottom accessory shown or hidden.
  enum Step<D: Destination>: CustomStringConvertible {
    case action(NavigationAction<D>)
    case environment(Int)
    case accessory(Bool)

    var description: String {
      switch self {
      case let .action(action): "\(action)"
      case let .environment(index): "setEnvironment(\(ObservationPropertyTests.environments[index].name))"
      case let .accessory(shown): "setBottomAccessory(shown: \(shown))"
      }
    }
  }

  nonisolated static let environments = LayoutFixtures.snapshotEnvironments
}

extension ObservationPropertyTests {
  @Test func shapesNotifiesExactlyWhatChanged() {  // I10
    check(Shapes.structure, destinations: Shapes.sampleDestinations, start: .triangle, seed: 0x10_5A)
  }

  @Test func socialNotifiesExactlyWhatChanged() {  // I10, D7: sections collapse and expand
    check(Social.structure(), destinations: Social.sampleDestinations, start: .timeline, seed: 0x10_50C1)
  }

  @Test func mediaNotifiesExactlyWhatChanged() {  // I10: a video hides the tab bar and the accessory
    check(Media.structure(), destinations: Media.sampleDestinations, start: .watchNow, seed: 0x10_3ED1)
  }

  private func check<D: Destination>(_ structure: AppStructure<D>, destinations: [D], start: D, seed: UInt64) {
    let actions = RandomActions(structure: structure, destinations: destinations)
    let roots = structure.allTabs.map(\.destination) + structure.sections.compactMap(\.landing)
    PropertyCheck.expect(
      count: Self.sequences,
      seed: PropertyCheck.seed(default: seed),
      generate: { generator in
        actions.sequence(length: Self.length, using: &generator).map { action -> Step<D> in
          switch Int.random(in: 0..<7, using: &generator) {
          case 0: .environment(Int.random(in: 0..<Self.environments.count, using: &generator))
          case 1: .accessory(Bool.random(using: &generator))
          default: .action(action)
          }
        }
      },
      property: { steps in
        let navigator = Navigator(structure: structure, selection: start)
        for (index, step) in steps.enumerated() {
          let change: () -> Void
          switch step {
          case let .action(action): change = { navigator.send(action) }
          case let .environment(environment): change = { navigator.setEnvironment(Self.environments[environment].environment) }
          case let .accessory(shown): change = { navigator.setBottomAccessory(shown: shown) }
          }
          if let problem = ObservationExactnessTests.inexactReaders(of: change, on: navigator, roots: roots) {
            return "step \(index) (\(step)): \(problem)"
          }
        }
        return nil
      })
  }
}
