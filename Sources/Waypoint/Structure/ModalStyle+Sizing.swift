extension ModalStyle {
  /// How big a sheet is where the screen leaves room around it: on an iPad, a Mac and Apple
  /// Vision. A phone's sheet fills the width whatever its sizing.
  public enum Sizing: String, Hashable, Sendable, Codable, CaseIterable {
    /// The system's size for a sheet.
    case automatic
    /// A form's size: a little narrower than a page (settings, a sign-in).
    case form
    /// About a page of paper: for reading or writing (a composer, an article).
    case page
    /// The content's own ideal size.
    case fitted
  }

  /// This style, with the sheet sized as `sizing` says where the screen leaves room around it.
  ///
  /// ```swift
  /// navigator.present(.settings, style: .sheet.sizing(.form))
  /// ```
  ///
  /// - Parameter sizing: the sheet's size.
  /// - Returns: the style.
  public func sizing(_ sizing: ModalStyle.Sizing) -> ModalStyle {
    var copy = self
    copy.sizing = sizing
    return copy
  }
}

extension ModalStyle {
  /// The sizing the modal is drawn with: a full-screen cover, drawn as a sheet or not, always has
  /// the system's.
  package var drawnSizing: ModalStyle.Sizing { kind == .fullScreenCover ? .automatic : sizing }
}
