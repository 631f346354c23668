import Observation

extension Navigator {
  /// Whether the app shows its bottom accessory (``setBottomAccessory(shown:)``). Notified when
  /// it changes. Whether a layout draws it is ``NavigationLayout/bottomAccessory``'s to say.
  ///
  /// ```swift
  /// Toggle("Mini player", isOn: Binding(get: { navigator.isBottomAccessoryShown }, set: { navigator.setBottomAccessory(shown: $0) }))
  /// ```
  public var isBottomAccessoryShown: Bool {
    registrar.access(self, keyPath: keyPaths.path(.accessoryShown))
    return engine.isBottomAccessoryShown
  }

  /// Shows or hides the app's bottom accessory (``AppStructure/bottomAccessory(_:action:)``):
  /// shown while something plays, for example. It changes no screen and is not saved; the tab
  /// view carries it where the system has an accessory, except while a pushed screen hides the
  /// tab bar (``NavigationLayout/bottomAccessory``). A ``SessionNavigator`` shows it in every
  /// window (``SessionNavigator/setBottomAccessory(shown:)``).
  ///
  /// ```swift
  /// navigator.setBottomAccessory(shown: true)  // playback started
  /// navigator.layout.bottomAccessory?.title    // "Now Playing" on an iPhone
  /// ```
  ///
  /// - Parameter shown: whether the accessory is shown.
  public func setBottomAccessory(shown: Bool) {
    engine.setBottomAccessory(shown: shown)
    notifyAccessory()
  }

  /// Tells the readers of the accessory's showing, and those of the layout, when what they read
  /// of it changed.
  func notifyAccessory() {
    if published.accessoryShown != engine.isBottomAccessoryShown {
      published.accessoryShown = engine.isBottomAccessoryShown
      fire(.accessoryShown)
    }
    let drawn = engine.drawnBottomAccessory
    if drawn != published.accessoryDrawn {
      published.accessoryDrawn = drawn
      fire(.accessoryDrawn)
    }
  }

  // The keys the accessory is observed under (see ObservedKeyPaths): whether the app shows it,
  // and what the layout draws of it.
  var accessoryShownPart: Bool { true }
  var accessoryDrawnPart: Bool { true }
}
