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

  /// Creates a modal.
  ///
  /// - Parameters:
  ///   - id: a session-unique id.
  ///   - destination: the modal's root screen.
  ///   - style: sheet, cover or popover.
  ///   - stack: the screens pushed inside it.
  public init(id: EntryID, destination: D, style: ModalStyle, stack: [Entry<D>] = []) {
    self.id = id
    self.destination = destination
    self.style = style
    self.stack = stack
  }

  /// The screen on top of the modal: the last pushed entry, else the modal's root.
  public var topDestination: D { stack.last?.destination ?? destination }
}
