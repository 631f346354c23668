/// How a modal is presented: a sheet (with optional detents), a full-screen cover or a popover.
///
/// A struct over a hidden enum, so that styles can be added without breaking clients.
///
/// ```swift
/// navigator.present(.compose, style: .sheet(detents: [.medium, .large]))
/// ```
public struct ModalStyle: Hashable, Sendable, Codable {
  /// The kinds of modal presentation, for the SwiftUI layer to switch over.
  package enum Kind: String, Hashable, Sendable, Codable {
    case sheet
    case fullScreenCover
    case popover
  }

  package var kind: Kind

  /// The heights a sheet may rest at; empty means the system default.
  public var detents: [ModalStyle.Detent]
  /// Whether only the app dismisses it, with a button of its own: the person's swipe down is
  /// disabled (see ``interactiveDismissDisabled(_:)``).
  public var isInteractiveDismissDisabled: Bool {
    get { options?.fields.isInteractiveDismissDisabled ?? false }
    set { changeOptions { $0.isInteractiveDismissDisabled = newValue } }
  }
  /// The largest detent at which the screen under the sheet still takes the person's touches;
  /// `nil` for the system's default (see ``backgroundInteraction(upThrough:)``).
  public var backgroundInteraction: ModalStyle.Detent? {
    get { options?.fields.backgroundInteraction }
    set { changeOptions { $0.backgroundInteraction = newValue } }
  }
  /// How big a sheet is where the screen leaves room around it (an iPad, a Mac, Apple Vision);
  /// the system's by default (see ``sizing(_:)``).
  public var sizing: ModalStyle.Sizing {
    get { options?.fields.sizing ?? .automatic }
    set { changeOptions { $0.sizing = newValue } }
  }
  /// The options most styles do not set, boxed: a modal is copied and compared on every change,
  /// and `nil` costs nothing there.
  var options: ModalStyle.Options?

  package init(kind: Kind, detents: [ModalStyle.Detent] = []) {
    self.kind = kind
    self.detents = detents
  }

  /// A sheet at the system's default height.
  public static let sheet = ModalStyle(kind: .sheet)

  /// A sheet that rests at the given detents.
  ///
  /// - Parameter detents: the heights the sheet may rest at, smallest first.
  /// - Returns: a sheet style.
  public static func sheet(detents: [ModalStyle.Detent]) -> ModalStyle {
    ModalStyle(kind: .sheet, detents: detents)
  }

  /// A cover that fills the screen. Shown as a sheet where the platform has no covers (macOS).
  public static let fullScreenCover = ModalStyle(kind: .fullScreenCover)

  /// A popover with no view to point at: presented as a sheet. Name the view it points at with
  /// ``popover(anchor:arrowEdge:)``.
  public static let popover = ModalStyle(kind: .popover)

  /// The style's name as used in URLs, text output and JSON: `sheet`, `cover` or `popover`.
  public var name: String {
    switch kind {
    case .sheet: "sheet"
    case .fullScreenCover: "cover"
    case .popover: "popover"
    }
  }

  /// Whether the style is a full-screen cover.
  public var isFullScreenCover: Bool { kind == .fullScreenCover }

  /// The heights a modal of this style can rest at: a sheet's detents (the full height when it
  /// declares none); none for a cover or a popover.
  ///
  /// ```swift
  /// ModalStyle.sheet(detents: [.medium, .large]).offeredDetents  // [.medium, .large]
  /// ModalStyle.sheet.offeredDetents                              // [.large]
  /// ```
  public var offeredDetents: [ModalStyle.Detent] {
    guard kind == .sheet else { return [] }
    return detents.isEmpty ? [.large] : detents
  }
}

extension ModalStyle {
  /// A height a sheet can rest at.
  ///
  /// ```swift
  /// let style = ModalStyle.sheet(detents: [.medium, .large])
  /// ```
  public struct Detent: Hashable, Sendable, Codable {
    package enum Kind: Hashable, Sendable, Codable {
      case medium
      case large
      case fraction(Double)
      case height(Double)
    }

    package var kind: Kind

    /// Half the screen's height.
    public static let medium = ModalStyle.Detent(kind: .medium)
    /// The full height.
    public static let large = ModalStyle.Detent(kind: .large)

    /// A fraction of the full height.
    ///
    /// - Parameter value: a number between 0 and 1.
    /// - Returns: the detent.
    public static func fraction(_ value: Double) -> ModalStyle.Detent { ModalStyle.Detent(kind: .fraction(value)) }

    /// A fixed height in points.
    ///
    /// - Parameter value: the height in points.
    /// - Returns: the detent.
    public static func height(_ value: Double) -> ModalStyle.Detent { ModalStyle.Detent(kind: .height(value)) }
  }
}
