extension ModalStyle {
  /// This style, dismissed only by the app: the person's swipe down is disabled, and a
  /// dismissal the person asks for is refused (``NavigationError/dismissalLocked(elevation:)``).
  /// For a form that ends only with its own Cancel and Save.
  ///
  /// ```swift
  /// navigator.present(.settings, style: .sheet.interactiveDismissDisabled())
  /// ```
  ///
  /// - Parameter disabled: whether the swipe down is disabled; `true` by default.
  /// - Returns: the style.
  public func interactiveDismissDisabled(_ disabled: Bool = true) -> ModalStyle {
    var copy = self
    copy.isInteractiveDismissDisabled = disabled
    return copy
  }

  /// This style, with the screen under the sheet taking the person's touches while the sheet
  /// rests at `detent` or below: a map under a medium sheet, say.
  ///
  /// ```swift
  /// let style = ModalStyle.sheet(detents: [.medium, .large]).backgroundInteraction(upThrough: .medium)
  /// ```
  ///
  /// - Parameter detent: the largest detent at which the background takes touches.
  /// - Returns: the style.
  public func backgroundInteraction(upThrough detent: ModalStyle.Detent) -> ModalStyle {
    var copy = self
    copy.backgroundInteraction = detent
    return copy
  }
}

extension ModalStyle {
  /// What a style sets beyond its kind and detents.
  final class Options: Hashable, Sendable {
    let isInteractiveDismissDisabled: Bool
    let backgroundInteraction: ModalStyle.Detent?
    let sizing: ModalStyle.Sizing

    init(isInteractiveDismissDisabled: Bool, backgroundInteraction: ModalStyle.Detent?, sizing: ModalStyle.Sizing) {
      self.isInteractiveDismissDisabled = isInteractiveDismissDisabled
      self.backgroundInteraction = backgroundInteraction
      self.sizing = sizing
    }

    /// The options, or `nil` when each is the default, so that a style given the defaults equals
    /// one given none.
    static func make(isInteractiveDismissDisabled: Bool, backgroundInteraction: ModalStyle.Detent?, sizing: ModalStyle.Sizing) -> Options? {
      guard isInteractiveDismissDisabled || backgroundInteraction != nil || sizing != .automatic else { return nil }
      return Options(
        isInteractiveDismissDisabled: isInteractiveDismissDisabled, backgroundInteraction: backgroundInteraction, sizing: sizing)
    }

    static func == (lhs: Options, rhs: Options) -> Bool {
      lhs.isInteractiveDismissDisabled == rhs.isInteractiveDismissDisabled && lhs.backgroundInteraction == rhs.backgroundInteraction
        && lhs.sizing == rhs.sizing
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(isInteractiveDismissDisabled)
      hasher.combine(backgroundInteraction)
      hasher.combine(sizing)
    }
  }
}

extension ModalStyle {
  private enum CodingKeys: String, CodingKey { case kind, detents, interactiveDismissDisabled, backgroundInteraction, sizing }

  /// Decodes a style; one saved before styles had these options keeps the system's behaviour.
  ///
  /// - Parameter decoder: the decoder.
  /// - Throws: `DecodingError` when a field is malformed.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    kind = try container.decode(Kind.self, forKey: .kind)
    detents = try container.decode([ModalStyle.Detent].self, forKey: .detents)
    options = Options.make(
      isInteractiveDismissDisabled: try container.decodeIfPresent(Bool.self, forKey: .interactiveDismissDisabled) ?? false,
      backgroundInteraction: try container.decodeIfPresent(ModalStyle.Detent.self, forKey: .backgroundInteraction),
      sizing: try container.decodeIfPresent(ModalStyle.Sizing.self, forKey: .sizing) ?? .automatic)
  }

  /// Encodes a style; the options at their defaults are left out.
  ///
  /// - Parameter encoder: the encoder.
  /// - Throws: `EncodingError` when a value cannot be encoded.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(detents, forKey: .detents)
    if isInteractiveDismissDisabled { try container.encode(true, forKey: .interactiveDismissDisabled) }
    try container.encodeIfPresent(backgroundInteraction, forKey: .backgroundInteraction)
    if sizing != .automatic { try container.encode(sizing, forKey: .sizing) }
  }
}
