extension Navigator {
  /// What a person does with the system's own navigation controls, rather than with the app's
  /// buttons: the tab bar, the back button and the swipe back, a sheet's swipe down, an alert's
  /// buttons and its close, the tab bar's accessory.
  ///
  /// The SwiftUI layer turns each of these into actions through the same rules a test or the
  /// playground performs them with, so what a gesture does can be tested without a device:
  ///
  /// ```swift
  /// let store = NavigationTestStore(structure: Shapes.structure, selection: .rectangle)
  /// let entry = Entry(id: 0, destination: ShapesDestination.rectangleItem(level: 1))
  /// store.send(.push(.rectangleItem(level: 1))) { $0.stacks[.rectangle] = [entry] }
  /// store.receive(.pushed(entry))
  /// store.perform(.goBack()) { $0.stacks[.rectangle] = [] }  // the swipe back
  /// store.receive(.popped([entry]))
  /// ```
  public enum Gesture: Hashable, Sendable {
    /// Chose a tab in the tab bar or the tab view's sidebar (tapping the selected one again too).
    case chooseTab(D)
    /// Chose a row of the split view's list (the `sidebar` style).
    case chooseListRow(D)
    /// Went back `count` screens on the stack on top (the back button, the swipe back, or the
    /// back button's menu for more than one).
    case goBack(count: Int = 1)
    /// Swiped the sheet at `elevation` down (0 for the first one), or tapped outside the popover
    /// there, which dismisses it and the modals above it.
    case swipeAway(elevation: Int)
    /// Tapped the button of the alert or confirmation dialog on screen with this id.
    case tapAlertButton(id: String)
    /// Closed the alert or confirmation dialog on screen without a button (Escape, a tap outside).
    case closeAlert
    /// Tapped the bottom accessory on screen, which does what the structure says
    /// (``AppStructure/bottomAccessory(_:action:)``); nothing where none is drawn.
    case tapBottomAccessory
  }
}

extension Navigator.Gesture: CustomStringConvertible {
  /// The gesture in a few words: `goBack(2)`, `swipeAway(0)`.
  public var description: String {
    switch self {
    case let .chooseTab(tab): "chooseTab(\(tab))"
    case let .chooseListRow(tab): "chooseListRow(\(tab))"
    case let .goBack(count): "goBack(\(count))"
    case let .swipeAway(elevation): "swipeAway(\(elevation))"
    case let .tapAlertButton(id): "tapAlertButton(\(id))"
    case .closeAlert: "closeAlert"
    case .tapBottomAccessory: "tapBottomAccessory"
    }
  }
}
