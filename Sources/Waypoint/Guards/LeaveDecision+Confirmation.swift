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

    /// Creates a question.
    ///
    /// - Parameters:
    ///   - title: the question.
    ///   - message: a sentence under it; none by default.
    ///   - leaveTitle: the leave button's title; "Discard" by default.
    ///   - stayTitle: the stay button's title; "Keep Editing" by default.
    ///   - kind: an alert (the default) or a confirmation dialog.
    public init(
      _ title: String, message: String? = nil, leaveTitle: String = "Discard", stayTitle: String = "Keep Editing",
      kind: AlertState<D>.Kind = .alert
    ) {
      self.kind = kind
      self.title = title
      self.message = message
      self.leaveTitle = leaveTitle
      self.stayTitle = stayTitle
    }

    /// The alert that asks the question: the leave button (destructive), then the stay button
    /// (cancel). Neither carries an action: the engine performs or drops what it held back.
    public var alert: AlertState<D> {
      AlertState(
        kind: kind, title: title, message: message,
        buttons: [
          AlertState.Button(Self.leaveButtonID, title: leaveTitle, role: .destructive),
          AlertState.Button(Self.stayButtonID, title: stayTitle, role: .cancel),
        ])
    }
  }
}
