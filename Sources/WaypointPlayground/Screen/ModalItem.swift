/// One presented modal.
package struct ModalItem: Hashable, Sendable {
  /// The presented screen's route path.
  package var path: String
  /// The presented screen's title.
  package var title: String
  /// `sheet`, `cover` or `popover`.
  package var style: String
  /// The modal's own push stack, above the presented screen.
  package var stack: [Crumb]
}
