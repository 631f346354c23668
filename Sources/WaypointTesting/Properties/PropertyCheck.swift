import Foundation

/// Runs a property over many random inputs from a fixed seed, and shrinks the first failure.
///
/// The seed comes from the `WAYPOINT_SEED` environment variable when it is set, else from the
/// caller, so CI is deterministic and a failure can be replayed. `WAYPOINT_PROPERTY_SCALE`, when
/// set to a positive number, multiplies every count (rounded up), so that a slow build, such as
/// one under a sanitizer, can run a smaller share of the same cases: `0.05` runs the first 5%.
///
/// ```swift
/// let failure = PropertyCheck.run(
///   count: 1_000, seed: 1,
///   generate: { rng in Int.random(in: 0..<100, using: &rng) },
///   shrink: { $0 > 0 ? [$0 / 2, $0 - 1] : [] },
///   property: { $0 < 100 ? nil : "too big" }
/// )
/// ```
public enum PropertyCheck {
  /// A failing input, after shrinking, with the message the property returned.
  ///
  /// ```swift
  /// if let failure = PropertyCheck.run(count: 100, seed: 1, generate: { _ in 0 }, shrink: { _ in [] }, property: { _ in "fails" }) {
  ///   Issue.record("seed \(failure.seed), case \(failure.caseIndex): \(failure.input): \(failure.message)")
  /// }
  /// ```
  public struct Failure<Input> {
    /// The seed of the run.
    ///
    /// ```swift
    /// print("replay with WAYPOINT_SEED=\(failure.seed)")
    /// ```
    public var seed: UInt64
    /// The index of the first failing case.
    ///
    /// ```swift
    /// print("case \(failure.caseIndex) failed first")
    /// ```
    public var caseIndex: Int
    /// The smallest failing input found.
    ///
    /// ```swift
    /// print("smallest failing input: \(failure.input)")
    /// ```
    public var input: Input
    /// What the property said was wrong.
    ///
    /// ```swift
    /// Issue.record(Comment(rawValue: failure.message))
    /// ```
    public var message: String
  }

  /// The seed to use: `WAYPOINT_SEED` if set and numeric, else `fallback`.
  ///
  /// ```swift
  /// let seed = PropertyCheck.seed(default: 20_241_122)
  /// ```
  ///
  /// - Parameter fallback: the fixed seed used in CI.
  /// - Returns: the seed.
  public static func seed(default fallback: UInt64) -> UInt64 {
    ProcessInfo.processInfo.environment["WAYPOINT_SEED"].flatMap(UInt64.init) ?? fallback
  }

  /// Checks `property` on `count` generated inputs, or on `count` times `WAYPOINT_PROPERTY_SCALE`
  /// when that is set.
  ///
  /// ```swift
  /// let actions = RandomActions(structure: structure, destinations: Shapes.sampleDestinations)
  /// let failure = PropertyCheck.run(
  ///   count: 500, seed: PropertyCheck.seed(default: 7),
  ///   generate: { rng in actions.sequence(length: 30, using: &rng) },
  ///   shrink: PropertyCheck.shrinkArray,
  ///   property: { NavigationInvariants.firstViolation(applying: $0, to: state, in: structure) }
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - count: how many inputs, before `WAYPOINT_PROPERTY_SCALE`.
  ///   - seed: the seed.
  ///   - generate: makes one input.
  ///   - shrink: smaller candidates for a failing input, most promising first.
  ///   - property: `nil` when the input passes, else what went wrong.
  /// - Returns: `nil` when every input passes, else the shrunk first failure.
  public static func run<Input>(
    count: Int,
    seed: UInt64,
    generate: (inout SeededGenerator) -> Input,
    shrink: (Input) -> [Input],
    property: (Input) -> String?
  ) -> Failure<Input>? {
    var generator = SeededGenerator(seed: seed)
    let count = scaled(count, by: ProcessInfo.processInfo.environment["WAYPOINT_PROPERTY_SCALE"])
    for index in 0..<count {
      let input = generate(&generator)
      guard var message = property(input) else { continue }
      var smallest = input
      var improved = true
      var budget = 2_000
      while improved && budget > 0 {
        improved = false
        for candidate in shrink(smallest) {
          budget -= 1
          if let candidateMessage = property(candidate) {
            smallest = candidate
            message = candidateMessage
            improved = true
            break
          }
          if budget <= 0 { break }
        }
      }
      return Failure(seed: seed, caseIndex: index, input: smallest, message: message)
    }
    return nil
  }

  /// `count` times `scale` (the value of `WAYPOINT_PROPERTY_SCALE`), rounded up; `count` when
  /// `scale` is not a positive number.
  package static func scaled(_ count: Int, by scale: String?) -> Int {
    guard count > 0, let scale = scale.flatMap(Double.init), scale > 0, scale.isFinite else { return count }
    return Int(min((Double(count) * scale).rounded(.up), Double(Int.max / 2)))
  }

  /// Smaller versions of an array: halves first, then each element removed.
  ///
  /// ```swift
  /// PropertyCheck.shrinkArray([1, 2, 3]) // [[1], [2, 3], [1, 2], [1, 3], [2, 3]]
  /// ```
  ///
  /// - Parameter array: a failing array.
  /// - Returns: candidates, most promising first.
  public static func shrinkArray<Element>(_ array: [Element]) -> [[Element]] {
    guard !array.isEmpty else { return [] }
    var candidates: [[Element]] = []
    if array.count > 1 {
      candidates.append(Array(array.prefix(array.count / 2)))
      candidates.append(Array(array.suffix(array.count - array.count / 2)))
    }
    for index in array.indices.reversed() {
      var copy = array
      copy.remove(at: index)
      candidates.append(copy)
    }
    return candidates
  }
}
