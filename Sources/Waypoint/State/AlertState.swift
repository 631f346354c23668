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

  /// Alert or confirmation dialog.
  public var kind: Kind
  /// The title.
  public var title: String
  /// The optional message under the title.
  public var message: String?
  /// The buttons, in order.
  public var buttons: [AlertState<D>.Button]

  /// Creates an alert.
  ///
  /// - Parameters:
  ///   - kind: alert (default) or confirmation dialog.
  ///   - title: the title.
  ///   - message: an optional message.
  ///   - buttons: the buttons; an alert with none shows a system OK button.
  public init(kind: Kind = .alert, title: String, message: String? = nil, buttons: [AlertState<D>.Button] = []) {
    self.kind = kind
    self.title = title
    self.message = message
    self.buttons = buttons
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
