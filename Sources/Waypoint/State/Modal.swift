/// One modal presentation: a sheet, cover or popover with its own push stack.
///
/// Modal k+1 is presented from modal k's top screen; the index in
/// ``NavigationState/modals`` is the elevation.
///
/// ```swift
/// let modal = Modal(id: 4, destination: AppDestination.compose, style: .sheet)
/// ```
public struct Modal<D: Destination>: Hashable, Sendable, Codable, Identifiable {
  /// The modal's identity.
  public var id: EntryID
  /// The modal's root screen.
  public var destination: D
  /// How it is presented.
  public var style: ModalStyle
  /// The screens pushed inside the modal.
  public var stack: [Entry<D>]
  /// Which screen asked for it: the top screen under it when it was presented, nobody when a
  /// deep link built it. Its outcome goes there.
  public var caller: NavigationState<D>.Caller
  /// The height a sheet rests at now, one of its style's ``ModalStyle/offeredDetents``;
  /// `nil` for the first of them (where a sheet comes up). The person's drag changes it, and so
  /// does ``NavigationAction/setDetent(_:elevation:)``.
  public var selectedDetent: ModalStyle.Detent?

  /// Creates a modal.
  ///
  /// - Parameters:
  ///   - id: a session-unique id.
  ///   - destination: the modal's root screen.
  ///   - style: sheet, cover or popover.
  ///   - stack: the screens pushed inside it.
  ///   - caller: which screen asked for it; the top screen under it by default, as a
  ///     presentation records.
  ///   - selectedDetent: the height a sheet rests at; `nil` for its first detent.
  @inlinable
  public init(
    id: EntryID, destination: D, style: ModalStyle, stack: [Entry<D>] = [], caller: NavigationState<D>.Caller = .screenBelow,
    selectedDetent: ModalStyle.Detent? = nil
  ) {
    self.id = id
    self.destination = destination
    self.style = style
    self.stack = stack
    self.caller = caller
    // The first detent is where a sheet comes up: kept as no choice, so that equal sheets compare
    // equal however they were made.
    self.selectedDetent = selectedDetent == style.offeredDetents.first ? nil : selectedDetent
  }

  /// The height a sheet rests at: its selected detent, else its first; `nil` for a cover or a
  /// popover.
  public var detent: ModalStyle.Detent? { selectedDetent ?? style.offeredDetents.first }

  /// The screen on top of the modal: the last pushed entry, else the modal's root.
  public var topDestination: D { stack.last?.destination ?? destination }
}

extension Modal {
  private enum CodingKeys: String, CodingKey { case id, destination, style, stack, caller, detent }

  /// Decodes a modal; a missing caller is the screen under it, as modals were before callers
  /// were recorded, and a missing detent the sheet's first.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(EntryID.self, forKey: .id)
    destination = try container.decode(D.self, forKey: .destination)
    style = try container.decode(ModalStyle.self, forKey: .style)
    stack = try container.decode([Entry<D>].self, forKey: .stack)
    caller = try container.decodeIfPresent(NavigationState<D>.Caller.self, forKey: .caller) ?? .screenBelow
    let detent = try container.decodeIfPresent(ModalStyle.Detent.self, forKey: .detent)
    selectedDetent = detent == style.offeredDetents.first ? nil : detent
  }

  /// Encodes a modal; the usual caller, the screen under it, is left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(destination, forKey: .destination)
    try container.encode(style, forKey: .style)
    try container.encode(stack, forKey: .stack)
    if caller != .screenBelow { try container.encode(caller, forKey: .caller) }
    try container.encodeIfPresent(selectedDetent, forKey: .detent)
  }
}
