extension ModalStyle: CustomStringConvertible {
  /// How the modal is presented, with the heights a sheet rests at.
  ///
  /// ```swift
  /// print(ModalStyle.sheet(detents: [.medium, .fraction(0.3)])) // "sheet at medium and 30%"
  /// print(ModalStyle.fullScreenCover)                            // "cover"
  /// print(ModalStyle.popover(anchor: "share", arrowEdge: .top))   // "popover from share, arrow on top"
  /// ```
  public var description: String {
    var text = name
    if let popoverAnchor { text += " from \(popoverAnchor)" }
    if let arrowEdge { text += ", arrow on \(arrowEdge.rawValue)" }
    if !detents.isEmpty {
      let heights = detents.map { $0.description }
      text += " at " + (heights.count == 1 ? heights[0] : heights.dropLast().joined(separator: ", ") + " and " + (heights.last ?? ""))
    }
    if let backgroundInteraction { text += ", background live up through \(backgroundInteraction)" }
    if sizing != .automatic { text += ", \(sizing.rawValue) size" }
    if isInteractiveDismissDisabled { text += ", dismissed only by the app" }
    return text
  }
}

extension ModalStyle.Detent: CustomStringConvertible {
  /// The height: `medium`, `large`, a percentage of the full height, or points.
  ///
  /// ```swift
  /// print(ModalStyle.Detent.fraction(0.25)) // "25%"
  /// print(ModalStyle.Detent.height(300))    // "300 pt"
  /// ```
  public var description: String {
    switch kind {
    case .medium: "medium"
    case .large: "large"
    case let .fraction(value): "\(Self.number((value * 10_000).rounded() / 100))%"
    case let .height(value): "\(Self.number(value)) pt"
    }
  }

  /// A whole number without a decimal point; any other value (a decoded one may be anything) as
  /// Swift prints it.
  private static func number(_ value: Double) -> String {
    guard value.isFinite, value.magnitude < 1e15, value.rounded() == value else { return "\(value)" }
    return "\(Int(value))"
  }
}
