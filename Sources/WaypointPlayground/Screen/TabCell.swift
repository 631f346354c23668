/// One item of the tab bar.
package struct TabCell: Hashable, Sendable {
  /// The tab's customization id.
  package var id: String
  /// The tab's route path.
  package var path: String
  /// The tab's title.
  package var title: String
  /// The badge count; `nil` when there is none (a count of 0 shows none).
  package var badge: Int?
  /// Whether the tab is selected.
  package var selected: Bool
  /// The tab bar region: `fixed`, `customizable` or `pinned`.
  package var region: String
  /// Whether the tab overflowed into More (compact width).
  package var more: Bool
  /// Whether the tab can be chosen.
  package var enabled: Bool
}
