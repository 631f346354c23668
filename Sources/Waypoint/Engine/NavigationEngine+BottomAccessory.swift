extension NavigationEngine {
  /// Shows or hides the app's bottom accessory (``AppStructure/bottomAccessory(_:action:)``):
  /// shown while something plays, for example. It is app context, like the guard's: it changes
  /// no screen and is not saved. Whether a layout draws it is the layout's to say
  /// (``NavigationLayout/bottomAccessory``): only where the system has an accessory, and never
  /// while a pushed screen hides the tab bar.
  ///
  /// ```swift
  /// var engine = NavigationEngine(structure: Media.structure().bottomAccessory("Now Playing"), selection: .watchNow)
  /// engine.setBottomAccessory(shown: true)
  /// engine.layout.bottomAccessory?.title  // "Now Playing"
  /// ```
  ///
  /// - Parameter shown: whether the accessory is shown.
  public mutating func setBottomAccessory(shown: Bool) {
    if inputLog != nil, recorded(.bottomAccessory(shown: shown), { $0.setBottomAccessory(shown: shown) }, kinds: { _ in [] }) != nil {
      return
    }
    isBottomAccessoryShown = shown
  }

  /// The accessory the current layout draws (``NavigationLayout/bottomAccessory``), without
  /// making the layout.
  package var drawnBottomAccessory: AppStructure<D>.BottomAccessory? {
    structure.drawnBottomAccessory(
      shown: isBottomAccessoryShown, in: environment, hidesTabBar: structure.hidesTabBar(over: stateStorage.selectedStack))
  }
}
