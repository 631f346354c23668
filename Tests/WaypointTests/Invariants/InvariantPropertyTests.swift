import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// I1, I2 and I3 over random action sequences on each example app. The seed is fixed (set
/// `WAYPOINT_SEED` to try others); a failure prints the seed and the shrunk sequence.
@Suite struct InvariantPropertyTests {
  static let sequences = 2_500
  static let length = 24
}

extension InvariantPropertyTests {
  @Test func shapesKeepsItsInvariants() {  // I1, I2, I3
    check(Shapes.structure, destinations: Shapes.sampleDestinations, seed: 0x5A_A9E5)
  }

  @Test func socialKeepsItsInvariants() {  // I1, I2, I3
    check(Social.structure(), destinations: Social.sampleDestinations, seed: 0x50_C1A1)
  }

  @Test func mediaKeepsItsInvariants() {  // I1, I2, I3
    check(Media.structure(), destinations: Media.sampleDestinations, seed: 0x3E_D1A0)
  }

  @Test func aLargeGeneratedAppKeepsItsInvariants() {  // I1, I2, I3: 100 tabs in sections, deep stacks
    check(LargeApp.structure, destinations: LargeApp.sampleDestinations, seed: 0x1A_5CE1)
  }

  @Test func theCheckerCatchesABrokenInvariant() {  // the harness itself can fail
    var broken = NavigationState(selection: ShapesDestination.triangle)
    broken.stacks[.triangle] = [Entry(id: 5, destination: .infinity), Entry(id: 5, destination: .infinity)]
    let message = NavigationInvariants.firstViolation(applying: [.push(.infinity)], to: broken, in: Shapes.structure)
    #expect(message?.contains("ids: the id #5 appears twice") == true)  // I2
  }

  private func check<D>(_ structure: AppStructure<D>, destinations: [D], seed defaultSeed: UInt64) {
    guard let start = structure.initialState else {
      Issue.record("no initial state")
      return
    }
    let actions = RandomActions(structure: structure, destinations: destinations)
    let seed = PropertyCheck.seed(default: defaultSeed)
    PropertyCheck.expect(
      count: Self.sequences,
      seed: seed,
      generate: { actions.sequence(length: Self.length, using: &$0) },
      property: { NavigationInvariants.firstViolation(applying: $0, to: start, in: structure) }
    )
  }
}
