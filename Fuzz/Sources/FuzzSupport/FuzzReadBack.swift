package import Waypoint

/// The round trip between the core's customization and the system's (SwiftUI's
/// `TabViewCustomization`), both ways.
package enum FuzzReadBack {
  /// What is wrong once `customization` has taken the operations that match `reading`, if
  /// anything: operations still left to match it; or, after the changes the core writes into
  /// the system's customization (``TabCustomization/systemEdits(from:in:)``), anything to read
  /// back or to write again.
  package static func violation<D>(
    _ customization: TabCustomization,
    reading: SystemTabCustomization,
    in structure: AppStructure<D>
  ) -> String? {
    let left = customization.operations(toMatch: reading, in: structure)
    if !left.isEmpty { return "after the read-back of \(reading), \(left) are left to match (\(customization))" }
    var written = reading
    for edit in customization.systemEdits(from: reading, in: structure) { written.apply(edit) }
    let readAgain = customization.operations(toMatch: written, in: structure)
    if !readAgain.isEmpty { return "what the core wrote into \(reading) reads back as \(readAgain) (\(customization))" }
    let writeAgain = customization.systemEdits(from: written, in: structure)
    if !writeAgain.isEmpty { return "after writing into \(reading), \(writeAgain) are still to write (\(customization))" }
    return nil
  }
}
