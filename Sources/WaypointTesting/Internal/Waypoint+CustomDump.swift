public import CustomDump
public import Waypoint

// Failure messages print ids as tests write them (`Entry(id: 0, …)`) and styles as their
// static members (`.sheet`), so a diff can be pasted back into an expectation.

extension EntryID: CustomDumpStringConvertible {
  /// The id as a test writes it: its generation, such as `0`.
  ///
  /// ```swift
  /// String(customDumping: Entry(id: 3, destination: Shapes.triangle)) // Entry(id: 3, …)
  /// ```
  public var customDumpDescription: String { "\(rawValue)" }
}

extension ModalStyle: CustomDumpStringConvertible {
  /// The style as a test writes it: `.sheet`, `.sheet(detents: [.medium])`,
  /// `.fullScreenCover` or `.popover`.
  ///
  /// ```swift
  /// String(customDumping: ModalStyle.fullScreenCover) // ".fullScreenCover"
  /// ```
  public var customDumpDescription: String {
    switch kind {
    case .sheet:
      detents.isEmpty
        ? ".sheet" : ".sheet(detents: [\(detents.map(\.customDumpDescription).joined(separator: ", "))])"
    case .fullScreenCover: ".fullScreenCover"
    case .popover: ".popover"
    }
  }
}

extension ModalStyle.Detent: CustomDumpStringConvertible {
  /// The detent as a test writes it: `.medium`, `.large`, `.fraction(0.5)` or `.height(200.0)`.
  ///
  /// ```swift
  /// String(customDumping: ModalStyle.Detent.medium) // ".medium"
  /// ```
  public var customDumpDescription: String {
    switch kind {
    case .medium: ".medium"
    case .large: ".large"
    case let .fraction(value): ".fraction(\(value))"
    case let .height(value): ".height(\(value))"
    }
  }
}
