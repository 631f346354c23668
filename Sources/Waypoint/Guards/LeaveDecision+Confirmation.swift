extension LeaveDecision {
  /// The question asked before a screen with unsaved changes is left: an alert, or a confirmation
  /// dialog, with a button that leaves and one that stays.
  ///
  /// ```swift
  /// let question = LeaveDecision<SocialDestination>.Confirmation(
  ///   "Discard this draft?", message: "Your post will be lost.", leaveTitle: "Discard", stayTitle: "Keep Editing")
  /// ```
  public struct Confirmation: Hashable, Sendable, Codable {
    /// The id of the button that leaves: send ``NavigationAction/chooseAlertButton(id:)`` with it
    /// to confirm.
    public static var leaveButtonID: String { "leave" }
    /// The id of the button that stays: send ``NavigationAction/chooseAlertButton(id:)`` with it
    /// to keep the screen.
    public static var stayButtonID: String { "stay" }

    /// An alert, or a confirmation dialog.
    public var kind: AlertState<D>.Kind
    /// The question.
    public var title: String
    /// A sentence under the question, if any.
    public var message: String?
    /// The title of the button that leaves (destructive).
    public var leaveTitle: String
    /// The title of the button that stays (cancel).
    public var stayTitle: String
    /// Whether a confirmation dialog shows the question; the platform decides by default.
    public var titleVisibility: AlertState<D>.TitleVisibility
    /// How much care leaving asks for; the platform decides by default.
    public var severity: AlertState<D>.Severity

    /// Creates a question.
    ///
    /// - Parameters:
    ///   - title: the question.
    ///   - message: a sentence under it; none by default.
    ///   - leaveTitle: the leave button's title; "Discard" by default.
    ///   - stayTitle: the stay button's title; "Keep Editing" by default.
    ///   - kind: an alert (the default) or a confirmation dialog.
    ///   - titleVisibility: whether a confirmation dialog shows the question; the platform decides
    ///     by default.
    ///   - severity: how much care leaving asks for (`.critical` where leaving loses data); the
    ///     platform decides by default.
    public init(
      _ title: String, message: String? = nil, leaveTitle: String = "Discard", stayTitle: String = "Keep Editing",
      kind: AlertState<D>.Kind = .alert, titleVisibility: AlertState<D>.TitleVisibility = .automatic,
      severity: AlertState<D>.Severity = .automatic
    ) {
      self.kind = kind
      self.title = title
      self.message = message
      self.leaveTitle = leaveTitle
      self.stayTitle = stayTitle
      self.titleVisibility = titleVisibility
      self.severity = severity
    }

    private enum CodingKeys: String, CodingKey {
      case kind, title, message, leaveTitle, stayTitle, titleVisibility, severity
    }

    /// Reads a question; one stored before it had a title visibility or a severity takes the
    /// platform's.
    ///
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError` when a field is missing or malformed.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      kind = try container.decode(AlertState<D>.Kind.self, forKey: .kind)
      title = try container.decode(String.self, forKey: .title)
      message = try container.decodeIfPresent(String.self, forKey: .message)
      leaveTitle = try container.decode(String.self, forKey: .leaveTitle)
      stayTitle = try container.decode(String.self, forKey: .stayTitle)
      titleVisibility = try container.decodeIfPresent(AlertState<D>.TitleVisibility.self, forKey: .titleVisibility) ?? .automatic
      severity = try container.decodeIfPresent(AlertState<D>.Severity.self, forKey: .severity) ?? .automatic
    }

    /// Writes a question; the title visibility and the severity only when not the platform's, so
    /// a question without them is written as before.
    ///
    /// - Parameter encoder: the encoder.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(kind, forKey: .kind)
      try container.encode(title, forKey: .title)
      try container.encodeIfPresent(message, forKey: .message)
      try container.encode(leaveTitle, forKey: .leaveTitle)
      try container.encode(stayTitle, forKey: .stayTitle)
      if titleVisibility != .automatic { try container.encode(titleVisibility, forKey: .titleVisibility) }
      if severity != .automatic { try container.encode(severity, forKey: .severity) }
    }

    /// The alert that asks the question: the leave button (destructive), then the stay button
    /// (cancel). Neither carries an action: the engine performs or drops what it held back.
    public var alert: AlertState<D> {
      AlertState(
        kind: kind, title: title, message: message, titleVisibility: titleVisibility, severity: severity,
        buttons: [
          AlertState.Button(Self.leaveButtonID, title: leaveTitle, role: .destructive),
          AlertState.Button(Self.stayButtonID, title: stayTitle, role: .cancel),
        ])
    }
  }
}
