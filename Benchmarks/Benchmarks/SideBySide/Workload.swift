/// One side of an operation measured side by side: the operation, and what runs unmeasured
/// around it so that every repetition starts from the same state.
///
/// A run calls `before`, then for each index `operation` (measured) and `reset` (not measured),
/// then `after`.
///
/// ```swift
/// let workload = Workload(before: {}, operation: { router.push(values[$0]) }, after: { router.reset() })
/// ```
@MainActor
public struct Workload {
  /// Runs once before the operations, unmeasured.
  public var before: () -> Void
  /// The measured operation, given its index.
  public var operation: (Int) -> Void
  /// Runs after each operation, unmeasured; `nil` when the operations follow each other (pushes).
  public var reset: ((Int) -> Void)?
  /// Runs once after the operations, unmeasured.
  public var after: () -> Void
  /// What the views that show the changed parts read, one closure a view: measured a second
  /// time with each registered as an observer before every operation (unmeasured), so the
  /// operation pays for telling them. Empty when no view draws the result (a layout is a read).
  public var views: [() -> Void] = []

  /// A workload.
  ///
  /// - Parameters:
  ///   - before: runs once first.
  ///   - operation: the measured operation.
  ///   - reset: runs after each operation.
  ///   - after: runs once last.
  ///   - views: what each view that shows the changed parts reads.
  public init(
    before: @escaping () -> Void = {},
    operation: @escaping (Int) -> Void,
    reset: ((Int) -> Void)? = nil,
    after: @escaping () -> Void = {},
    views: [() -> Void] = []
  ) {
    self.before = before
    self.operation = operation
    self.reset = reset
    self.after = after
    self.views = views
  }
}

/// Who does the work of an operation.
public enum Subject: String, CaseIterable, Sendable {
  /// Waypoint's `Navigator`, called from the app's module.
  case waypoint
  /// The hand-written ``Router``.
  case router
  /// The storage of TCA's `StackState` (``StackStateStorage``), for pushes and pops.
  case stackState = "tca-storage"
}

/// An operation measured for each subject that can do it.
public struct Comparison: Sendable {
  /// A short name, used to pair the measurements (`push`).
  public let name: String
  /// How many operations one run measures.
  public let count: Int
  /// The subjects measured doing it.
  public let subjects: [Subject]
  /// Whether each operation is undone before the next (deep links do), rather than the
  /// operations following each other (pushes do).
  public let isUndoneEachTime: Bool
  /// The workload of a subject, `nil` when that subject does not do this operation.
  public let workload: @MainActor @Sendable (Subject) -> Workload?

  init(
    name: String,
    count: Int,
    subjects: [Subject] = [.waypoint, .router],
    isUndoneEachTime: Bool = false,
    workload: @escaping @MainActor @Sendable (Subject) -> Workload?
  ) {
    self.name = name
    self.count = count
    self.subjects = subjects
    self.isUndoneEachTime = isUndoneEachTime
    self.workload = workload
  }
}
