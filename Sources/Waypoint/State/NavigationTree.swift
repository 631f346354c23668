/// The tree-based view of a state (TCA): each level shows one screen stack and optionally
/// presents one child level.
///
/// The stack-based view is ``NavigationState/modals``; this is the same value seen as nested
/// optionals, which is what `sheet(item:)` at each level wants.
///
/// ```swift
/// let tree = state.tree
/// tree.presented?.destination // the first modal's root screen, if any
/// ```
public struct NavigationTree<D: Destination>: Hashable, Sendable {
  /// The level's root screen: the selected tab at the bottom, a modal's root above.
  public var destination: D
  /// The modal's id; `nil` at the bottom level.
  public var id: EntryID?
  /// The modal style; `nil` at the bottom level.
  public var style: ModalStyle?
  /// The screens pushed at this level.
  public var stack: [Entry<D>]
  /// The level presented from this level's top screen, if any.
  public var presented: NavigationTree<D>? {
    get { child.first }
    set { child = newValue.map { [$0] } ?? [] }
  }

  private var child: [NavigationTree<D>]

  /// Creates a level.
  ///
  /// - Parameters:
  ///   - destination: the level's root screen.
  ///   - id: the modal id (`nil` at the bottom).
  ///   - style: the modal style (`nil` at the bottom).
  ///   - stack: the pushed screens.
  ///   - presented: the child level.
  public init(
    destination: D,
    id: EntryID? = nil,
    style: ModalStyle? = nil,
    stack: [Entry<D>] = [],
    presented: NavigationTree<D>? = nil
  ) {
    self.destination = destination
    self.id = id
    self.style = style
    self.stack = stack
    self.child = presented.map { [$0] } ?? []
  }
}

extension NavigationState {
  /// The state as a tree of levels: the selected tab, then each modal as the child of the one
  /// below.
  public var tree: NavigationTree<D> {
    var node: NavigationTree<D>?
    for modal in modals.reversed() {
      node = NavigationTree(
        destination: modal.destination, id: modal.id, style: modal.style,
        stack: modal.stack, presented: node)
    }
    return NavigationTree(destination: selection, stack: selectedStack, presented: node)
  }

  /// The modal presented from level `elevation` (-1 is the selected tab), as `sheet(item:)` at
  /// that level wants it.
  ///
  /// - Parameter elevation: the presenting level; -1 for the tab itself.
  /// - Returns: the modal at `elevation + 1`, or `nil`.
  public func presented(from elevation: Int) -> Modal<D>? {
    let index = elevation + 1
    return modals.indices.contains(index) ? modals[index] : nil
  }
}
