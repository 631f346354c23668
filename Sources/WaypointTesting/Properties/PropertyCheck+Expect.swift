extension PropertyCheck {
  /// Runs a property like ``run(count:seed:generate:shrink:property:)`` and, on failure, records
  /// one test issue with the message, the seed, the case and the shrunk input, one element a line,
  /// so that the failing sequence can be replayed (`WAYPOINT_SEED`).
  ///
  /// ```swift
  /// let actions = RandomActions(structure: structure, destinations: Shapes.sampleDestinations)
  /// PropertyCheck.expect(
  ///   count: 10_000, seed: PropertyCheck.seed(default: 7), context: "Shapes",
  ///   generate: { actions.sequence(length: 24, using: &$0) },
  ///   property: { NavigationInvariants.firstViolation(applying: $0, to: state, in: structure) }
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - count: how many inputs, before `WAYPOINT_PROPERTY_SCALE`.
  ///   - seed: the seed.
  ///   - context: words printed before the seed, such as the app or policy under test.
  ///   - generate: makes one input, a sequence of steps.
  ///   - shrink: smaller candidates for a failing input; halves and single removals by default.
  ///   - property: `nil` when the input passes, else what went wrong.
  ///   - fileID: the file of the assertion, where a failure is reported.
  ///   - filePath: the file's path.
  ///   - line: the line.
  ///   - column: the column.
  public static func expect<Element>(
    count: Int,
    seed: UInt64,
    context: String = "",
    generate: (inout SeededGenerator) -> [Element],
    shrink: ([Element]) -> [[Element]] = shrinkArray,
    property: ([Element]) -> String?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    guard let failure = run(count: count, seed: seed, generate: generate, shrink: shrink, property: property) else { return }
    let prefix = context.isEmpty ? "" : "\(context), "
    IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column).fail(
      """
      \(failure.message)
      \(prefix)seed \(failure.seed), case \(failure.caseIndex); shrunk sequence:
      \(failure.input.map { "  \($0)" }.joined(separator: "\n"))
      """)
  }
}
