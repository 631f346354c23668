public import CustomDump
public import Waypoint

// Failure messages print ids as tests write them (`Entry(id: 0, …)`) and styles as their
// static members (`.sheet`), so a diff can be pasted back into an expectation.

extension EntryID: CustomDumpStringConvertible {
  /// The id as a test writes it: its generation, such as `0`.
  ///
  /// ```swift
  /// String(customDumping: Entry(id: 3, destination: ShapesDestination.triangle)) // Entry(id: 3, …)
  /// ```
  public var customDumpDescription: String { "\(rawValue)" }
}

extension ModalStyle: CustomDumpStringConvertible {
  /// The style as a test writes it: `.sheet`, `.sheet(detents: [.medium])`,
  /// `.fullScreenCover`, `.popover` or `.popover(anchor: "share")`.
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
    case .popover:
      popoverAnchor.map { anchor in
        ".popover(anchor: \(String(reflecting: anchor))\(arrowEdge.map { ", arrowEdge: .\($0.rawValue)" } ?? ""))"
      } ?? ".popover"
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

extension NavigationEvent: CustomDumpRepresentable {
  /// The event as a test writes it, `.nothingToDismiss` or `.pushed(Entry(…))`, field by field in
  /// diffs, where its `description` is a sentence for people.
  ///
  /// ```swift
  /// String(customDumping: NavigationEvent<ShapesDestination>.alreadyAtRoot) // ".alreadyAtRoot"
  /// ```
  public var customDumpValue: Any {
    Mirror(reflecting: self).children.isEmpty ? CaseWithoutPayload(name: kind) : CaseWithPayload(event: self)
  }
}

/// An event case without a payload, dumped by its name (a dump would otherwise print the
/// event's sentence).
private struct CaseWithoutPayload: CustomDumpStringConvertible {
  var name: String
  var customDumpDescription: String { ".\(name)" }
}

/// An event case with a payload, dumped as the enum case it is.
private struct CaseWithPayload<D: Destination>: CustomDumpReflectable {
  var event: NavigationEvent<D>
  var customDumpMirror: Mirror { Mirror(reflecting: event) }
}
