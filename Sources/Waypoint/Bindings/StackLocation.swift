/// Where a push stack lives: under a tab, or inside a modal.
///
/// A user interface shows one stack per tab and one per presented modal. When the user changes a
/// stack through the system's own controls (the back button, the swipe back, a sheet's swipe
/// down), the interface reports the change together with the location of the stack it
/// changed, and the core decides which action that change means (see
/// ``NavigationState/actions(forPathWrite:at:)``).
///
/// ```swift
/// let location: StackLocation<ShapesDestination> = .modal(elevation: 0)
/// let stack = state.stack(at: location)
/// ```
package enum StackLocation<D: Destination>: Hashable, Sendable {
  /// The stack of a root tab (or of a section's landing screen).
  case tab(D)
  /// The stack inside the modal at this elevation (0 for the first modal).
  case modal(elevation: Int)
}

extension NavigationState {
  /// The stack at `location`, or `nil` when there is no such stack (a modal that is not
  /// presented, a tab that is not the selected one is still answered with its kept stack).
  ///
  /// ```swift
  /// state.stack(at: .tab(.circle))            // the circle tab's entries
  /// state.stack(at: .modal(elevation: 3))     // nil when fewer than four modals are up
  /// ```
  ///
  /// - Parameter location: a tab or a modal elevation.
  /// - Returns: the entries, or `nil` when the modal does not exist.
  package func stack(at location: StackLocation<D>) -> [Entry<D>]? {
    switch location {
    case let .tab(tab):
      return stack(for: tab)
    case let .modal(elevation):
      return modals.indices.contains(elevation) ? modals[elevation].stack : nil
    }
  }

  /// Sets the stack at `location`; nothing when there is no such stack.
  ///
  /// ```swift
  /// state.setStack([], at: .modal(elevation: 0))
  /// ```
  ///
  /// - Parameters:
  ///   - entries: the new entries.
  ///   - location: a tab or a modal elevation.
  package mutating func setStack(_ entries: [Entry<D>], at location: StackLocation<D>) {
    switch location {
    case let .tab(tab):
      stacks[tab] = entries.isEmpty ? nil : entries
    case let .modal(elevation):
      guard modals.indices.contains(elevation) else { return }
      modals[elevation].stack = entries
    }
  }

  /// The location of the stack the user sees and can change: the top modal's, or the selected
  /// tab's when nothing is presented.
  ///
  /// ```swift
  /// if state.topLocation == .tab(.circle) { print("the person sees the Circle tab's stack") }
  /// ```
  package var topLocation: StackLocation<D> {
    modals.isEmpty ? .tab(selection) : .modal(elevation: modals.count - 1)
  }
}
