extension RestorationError {
  /// Why a part of saved data was not restored as it was.
  ///
  /// ```swift
  /// var migrationNeeded = false
  /// for case let .windowsDropped(_, _, issue) in outcome.adjustments {
  ///   if case .undecodable = issue { migrationNeeded = true }
  /// }
  /// ```
  public enum Issue: Error, Hashable, Sendable, CustomStringConvertible {
    /// The value could not be decoded (a removed or renamed destination, corrupt bytes).
    case undecodable(String)
    /// The value is missing.
    case missing(String)
    /// The destination is not a tab of the structure (any more).
    case notATab
    /// Another part of the snapshot already uses this id.
    case duplicateID(EntryID)
    /// Another window or stack of the snapshot already has this key.
    case duplicate(String)
    /// Beyond a limit of the structure or the options.
    case limit(Int)
    /// The screen it was presented from was not restored.
    case presenterNotRestored
    /// No tab of the structure can be selected.
    case noSelectableTab
    /// The guard allows no tab at all.
    case refusedByGuard(DenialReason)
    /// A tab or a section's landing screen saved as a pushed or presented screen; it is selected,
    /// never pushed or presented.
    case rootAsEntry
    /// The alert cannot be presented (the reason says why).
    case invalidAlert(String)

    /// A phrase that says why.
    public var description: String {
      switch self {
      case let .undecodable(detail): "cannot be decoded (\(detail))"
      case let .missing(what): "\(what) is missing"
      case .notATab: "not a tab"
      case let .duplicateID(id): "the id \(id) appears twice"
      case let .duplicate(key): "\(key) appears twice"
      case let .limit(limit): "beyond the limit of \(limit)"
      case .presenterNotRestored: "the screen it was presented from was not restored"
      case .noSelectableTab: "no tab can be selected"
      case let .refusedByGuard(reason): "the guard allows no tab: \(reason)"
      case .rootAsEntry: "a tab or a section's landing screen cannot be pushed or presented"
      case let .invalidAlert(reason): "invalid alert: \(reason)"
      }
    }
  }
}
