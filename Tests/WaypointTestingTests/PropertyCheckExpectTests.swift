import Testing
import WaypointTesting

@Suite struct PropertyCheckExpectTests {}

extension PropertyCheckExpectTests {
  @Test func aFailingPropertyRecordsTheSeedAndTheShrunkSequence() {  // invariants' harness: fixed seed, shrunk sequence printed
    withExpectedIssues {
      PropertyCheck.expect(
        count: 100, seed: 42, context: "demo",
        generate: { rng in (0..<8).map { _ in Int.random(in: 0..<10, using: &rng) } },
        property: { $0.contains(where: { $0 > 5 }) ? "has a big number" : nil }
      )
    } matching: { issue in
      let text = message(of: issue)
      return text.contains("has a big number") && text.contains("demo, seed 42, case 0") && text.contains("shrunk sequence")
    }
  }

  @Test func aPassingPropertyRecordsNothing() {
    PropertyCheck.expect(
      count: 100, seed: 42,
      generate: { rng in (0..<8).map { _ in Int.random(in: 0..<5, using: &rng) } },
      property: { $0.allSatisfy { $0 < 5 } ? nil : "out of range" }
    )
  }
}

extension PropertyCheckExpectTests {
  @Test func theScaleMultipliesTheCountRoundingUp() {  // reliability audit §4: a reduced run under the sanitizers
    #expect(PropertyCheck.scaled(600, by: "0.25") == 150)
    #expect(PropertyCheck.scaled(10, by: "0.01") == 1, "never down to no case at all")
    #expect(PropertyCheck.scaled(100, by: "2") == 200)
    #expect(PropertyCheck.scaled(0, by: "0.5") == 0)
  }

  @Test func aMissingOrMeaninglessScaleLeavesTheCount() {  // reliability audit §4
    for scale in [nil, "", "0", "-1", "a quarter", "inf", "nan"] {
      #expect(PropertyCheck.scaled(600, by: scale) == 600, "\(scale ?? "nil")")
    }
  }
}
