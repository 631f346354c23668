/// An alert or confirmation dialog as navigation state (TCA's `AlertState`).
///
/// Each button carries a navigation action; choosing a button dismisses the alert, then runs
/// its action.
///
/// ```swift
/// let alert = AlertState<AppDestination>(
///   title: "Discard draft?",
///   buttons: [
///     AlertState.Button("discard", title: "Discard", role: .destructive, action: .dismiss),
///     AlertState.Button("keep", title: "Keep Editing", role: .cancel),
///   ]
/// )
/// navigator.send(.presentAlert(alert))
/// ```
public struct AlertState<D: Destination>: Hashable, Sendable, Codable {
  /// Whether the value is an alert or a confirmation dialog.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// A centred alert.
    case alert
    /// An action sheet / confirmation dialog.
    case confirmationDialog
  }

  /// Whether a confirmation dialog shows its title.
  public enum TitleVisibility: String, Hashable, Sendable, Codable {
    /// The platform decides (an iPhone's action sheet shows the title only beside a message).
    case automatic
    /// The title is shown.
    case visible
    /// The title is not shown; the buttons speak for themselves.
    case hidden
  }

  /// How much care choosing a button asks for.
  public enum Severity: String, Hashable, Sendable, Codable {
    /// The platform decides.
    case automatic
    /// The alert informs.
    case standard
    /// A choice may lose data: on a Mac, the alert shows a caution symbol over the app's icon.
    case critical
  }

  /// Alert or confirmation dialog.
  public var kind: Kind
  /// The title.
  public var title: String
  /// The optional message under the title.
  public var message: String?
  /// The buttons, in order.
  public var buttons: [AlertState<D>.Button]
  /// Whether a confirmation dialog shows its title; an alert always does.
  public var titleVisibility: TitleVisibility
  /// How much care choosing a button asks for (drawn on a Mac; other platforms ignore it).
  public var severity: Severity

  /// Creates an alert.
  ///
  /// ```swift
  /// let dialog = AlertState<AppDestination>(
  ///   kind: .confirmationDialog, title: "Delete this draft?", titleVisibility: .visible, severity: .critical,
  ///   buttons: [AlertState.Button("delete", title: "Delete", role: .destructive, action: .dismiss)]
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - kind: alert (default) or confirmation dialog.
  ///   - title: the title.
  ///   - message: an optional message.
  ///   - titleVisibility: whether a confirmation dialog shows its title; the platform decides by
  ///     default.
  ///   - severity: how much care choosing a button asks for; the platform decides by default.
  ///   - buttons: the buttons; an alert with none shows a system OK button.
  public init(
    kind: Kind = .alert,
    title: String,
    message: String? = nil,
    titleVisibility: TitleVisibility = .automatic,
    severity: Severity = .automatic,
    buttons: [AlertState<D>.Button] = []
  ) {
    self.kind = kind
    self.title = title
    self.message = message
    self.titleVisibility = titleVisibility
    self.severity = severity
    self.buttons = buttons
  }
}

extension AlertState {
  private enum CodingKeys: String, CodingKey {
    case kind, title, message, buttons, titleVisibility, severity
  }

  /// Reads an alert; one stored before it had a title visibility or a severity takes the
  /// platform's.
  ///
  /// - Parameter decoder: the decoder.
  /// - Throws: `DecodingError` when a field is missing or malformed.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    kind = try container.decode(Kind.self, forKey: .kind)
    title = try container.decode(String.self, forKey: .title)
    message = try container.decodeIfPresent(String.self, forKey: .message)
    buttons = try container.decode([AlertState<D>.Button].self, forKey: .buttons)
    titleVisibility = try container.decodeIfPresent(TitleVisibility.self, forKey: .titleVisibility) ?? .automatic
    severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? .automatic
  }

  /// Writes an alert. The title visibility and the severity are written only when not the
  /// platform's, so an alert without them is stored as before (and a recording's digests match).
  ///
  /// - Parameter encoder: the encoder.
  /// - Throws: what the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(title, forKey: .title)
    try container.encodeIfPresent(message, forKey: .message)
    try container.encode(buttons, forKey: .buttons)
    if titleVisibility != .automatic { try container.encode(titleVisibility, forKey: .titleVisibility) }
    if severity != .automatic { try container.encode(severity, forKey: .severity) }
  }
}

extension AlertState {
  /// A button of an ``AlertState``.
  ///
  /// ```swift
  /// AlertState<AppDestination>.Button("sign-in", title: "Sign In", action: .present(.signIn, style: .sheet))
  /// ```
  public struct Button: Hashable, Sendable, Codable, Identifiable {
    /// The button's role.
    public enum Role: String, Hashable, Sendable, Codable {
      /// A cancel button.
      case cancel
      /// A destructive button.
      case destructive
    }

    /// A stable id, used to choose the button.
    public var id: String
    /// The title.
    public var title: String
    /// The role, if any.
    public var role: Role?
    /// The navigation action run after the alert is dismissed, if any.
    public var action: NavigationAction<D>?
    /// What the button means to the app, delivered to the screen the alert is over once the
    /// action ran (``NavigationEvent/delivered(_:to:from:)``), if any.
    public var outcome: D.Outcome? {
      get { outcomeBox?.value }
      set { outcomeBox = newValue.map(OutcomeBox.init) }
    }
    // Boxed, so that copying an alert never looks up the outcome type's metadata.
    private var outcomeBox: OutcomeBox?

    private enum CodingKeys: String, CodingKey {
      case id, title, role, action
      case outcomeBox = "outcome"
    }

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - id: a stable id.
    ///   - title: the title.
    ///   - role: cancel, destructive or none.
    ///   - action: the action run when the button is chosen.
    ///   - outcome: what the button means to the app, delivered to the screen the alert is over.
    public init(_ id: String, title: String, role: Role? = nil, action: NavigationAction<D>? = nil, outcome: D.Outcome? = nil) {
      self.id = id
      self.title = title
      self.role = role
      self.action = action
      self.outcomeBox = outcome.map(OutcomeBox.init)
    }
  }
}

extension AlertState.Button {
  /// A button's outcome, boxed.
  final class OutcomeBox: Hashable, Codable, Sendable {
    let value: D.Outcome

    init(_ value: D.Outcome) { self.value = value }

    init(from decoder: any Decoder) throws { value = try decoder.singleValueContainer().decode(D.Outcome.self) }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(value)
    }

    static func == (lhs: OutcomeBox, rhs: OutcomeBox) -> Bool { lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
  }
}
