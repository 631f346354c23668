extension ModalStyle {
  /// The edge of the anchor view a popover's arrow points from.
  public enum ArrowEdge: String, Hashable, Sendable, Codable, CaseIterable {
    /// The anchor's top edge: the popover opens above it.
    case top
    /// The anchor's leading edge.
    case leading
    /// The anchor's bottom edge: the popover opens below it.
    case bottom
    /// The anchor's trailing edge.
    case trailing
  }

  /// A popover that points at the view the app marks as `anchor` on the screen it is presented
  /// over.
  ///
  /// Where the screen is wide (an iPad in full width, a Mac, Apple Vision) it floats beside that
  /// view with an arrow; where it is narrow (an iPhone, an iPad in Slide Over) the system shows it
  /// as a sheet. When the anchor is not on the screen under it as it comes up (a link that opened
  /// the screen and the popover together, a restored window), or the device has no popovers
  /// (Apple TV), it is presented as a sheet.
  ///
  /// ```swift
  /// navigator.present(.settings, style: .popover(anchor: "settings", arrowEdge: .top))
  /// ```
  ///
  /// - Parameters:
  ///   - anchor: the id the anchor view is marked with.
  ///   - arrowEdge: the anchor's edge the arrow points from; the system's choice by default.
  /// - Returns: the style.
  public static func popover(anchor: String, arrowEdge: ModalStyle.ArrowEdge? = nil) -> ModalStyle {
    var style = ModalStyle(kind: .popover)
    style.changeOptions {
      $0.popoverAnchor = anchor
      $0.arrowEdge = arrowEdge
    }
    return style
  }

  /// The id of the view a popover points at; `nil` for another style, or a popover that names
  /// none (presented as a sheet).
  public var popoverAnchor: String? { options?.fields.popoverAnchor }

  /// The edge of the anchor a popover's arrow points from; `nil` for the system's choice.
  public var arrowEdge: ModalStyle.ArrowEdge? { options?.fields.arrowEdge }
}

extension LayoutEnvironment.Idiom {
  /// Whether the device presents popovers: every one but Apple TV.
  package var presentsPopovers: Bool { kind != .tv }
}

extension LayoutEnvironment {
  /// Whether a popover presented here is shown as a sheet: on an iPhone, whose screen is compact
  /// in width or height whichever way it is held, and where the width is compact.
  package var showsPopoversAsSheets: Bool {
    idiom == .phone || (idiom == .pad && sizeClass == .compact)
  }
}
