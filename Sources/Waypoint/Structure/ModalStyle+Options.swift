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
    /// The options' values.
    struct Fields: Hashable, Sendable {
      var isInteractiveDismissDisabled = false
      var backgroundInteraction: ModalStyle.Detent?
      var sizing = ModalStyle.Sizing.automatic
      var popoverAnchor: String?
      var arrowEdge: ModalStyle.ArrowEdge?

      /// Whether every option is at its default.
      var isDefault: Bool { self == Fields() }
    }

    let fields: Fields

    init(_ fields: Fields) { self.fields = fields }

    /// The options, or `nil` when each is the default, so that a style given the defaults equals
    /// one given none.
    static func make(_ fields: Fields) -> Options? {
      fields.isDefault ? nil : Options(fields)
    }

    static func == (lhs: Options, rhs: Options) -> Bool { lhs.fields == rhs.fields }

    func hash(into hasher: inout Hasher) { hasher.combine(fields) }
  }

  /// Changes the options' values; a style whose options all return to their defaults holds none.
  mutating func changeOptions(_ change: (inout Options.Fields) -> Void) {
    var fields = options?.fields ?? Options.Fields()
    change(&fields)
    options = Options.make(fields)
  }
}

extension ModalStyle {
  private enum CodingKeys: String, CodingKey {
    case kind, detents, interactiveDismissDisabled, backgroundInteraction, sizing, popoverAnchor, arrowEdge
  }

  /// Decodes a style; one saved before styles had these options keeps the system's behaviour,
  /// and only a popover keeps the view it points at.
  ///
  /// - Parameter decoder: the decoder.
  /// - Throws: `DecodingError` when a field is malformed.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    kind = try container.decode(Kind.self, forKey: .kind)
    detents = try container.decode([ModalStyle.Detent].self, forKey: .detents)
    var fields = Options.Fields()
    fields.isInteractiveDismissDisabled = try container.decodeIfPresent(Bool.self, forKey: .interactiveDismissDisabled) ?? false
    fields.backgroundInteraction = try container.decodeIfPresent(ModalStyle.Detent.self, forKey: .backgroundInteraction)
    fields.sizing = try container.decodeIfPresent(ModalStyle.Sizing.self, forKey: .sizing) ?? .automatic
    // Only a popover points at a view.
    if kind == .popover {
      fields.popoverAnchor = try container.decodeIfPresent(String.self, forKey: .popoverAnchor)
      fields.arrowEdge = try container.decodeIfPresent(ModalStyle.ArrowEdge.self, forKey: .arrowEdge)
    }
    options = Options.make(fields)
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
    try container.encodeIfPresent(popoverAnchor, forKey: .popoverAnchor)
    try container.encodeIfPresent(arrowEdge, forKey: .arrowEdge)
  }
}
