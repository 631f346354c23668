public import Foundation

extension SessionSnapshot {
  /// What ``SessionSnapshot/restore(from:in:options:)`` made of saved data: a valid snapshot, every
  /// adjustment it needed, and the original bytes, unmodified.
  ///
  /// ```swift
  /// let outcome = try SessionSnapshot.restore(from: data, in: structure)
  /// for adjustment in outcome.adjustments { print(adjustment) }
  /// if !outcome.isExact { try outcome.original.write(to: URL(fileURLWithPath: "navigation.backup")) }  // nothing is lost
  /// ```
  public struct RestoreOutcome: Hashable, Sendable {
    /// The restored snapshot; every window's state is valid for the structure it was restored in.
    public var snapshot: SessionSnapshot<D>
    /// Every change made to the saved data, in the order they were found.
    public var adjustments: [SessionSnapshot<D>.RestoreOutcome.Adjustment]
    /// The bytes that were read, exactly as given.
    public var original: Data

    /// Creates an outcome.
    ///
    /// ```swift
    /// let outcome = SessionSnapshot.RestoreOutcome(snapshot: snapshot, adjustments: [], original: data)
    /// ```
    ///
    /// - Parameters:
    ///   - snapshot: the restored snapshot.
    ///   - adjustments: what was changed.
    ///   - original: the input, unmodified.
    public init(snapshot: SessionSnapshot<D>, adjustments: [SessionSnapshot<D>.RestoreOutcome.Adjustment], original: Data) {
      self.snapshot = snapshot
      self.adjustments = adjustments
      self.original = original
    }

    /// Whether the saved data was restored as it was, with no adjustment.
    public var isExact: Bool { adjustments.isEmpty }

    /// The restored windows.
    public var windows: [SessionSnapshot<D>.Window] { snapshot.windows }
  }
}
