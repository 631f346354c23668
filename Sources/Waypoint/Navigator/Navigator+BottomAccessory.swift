import Observation

extension Navigator {
  /// Whether the app shows its bottom accessory (``setBottomAccessory(shown:)``). Notified when
  /// it changes. Whether a layout draws it is ``NavigationLayout/bottomAccessory``'s to say.
  ///
  /// ```swift
  /// if !navigator.isBottomAccessoryShown { navigator.setBottomAccessory(shown: true) }
  /// ```
  public var isBottomAccessoryShown: Bool {
    registrar.access(self, keyPath: keyPaths.path(.accessoryShown))
    return engine.isBottomAccessoryShown
  }

  /// Shows or hides the app's bottom accessory (``AppStructure/bottomAccessory(_:action:)``):
  /// shown while something plays, for example. It changes no screen and is not saved; the tab
  /// view carries it where the system has an accessory, except while a pushed screen hides the
  /// tab bar (``NavigationLayout/bottomAccessory``). In a ``SessionNavigator`` every window
  /// shows it, and the windows opened later (``SessionNavigator/setBottomAccessory(shown:)``):
  /// what plays, plays in the whole app.
  ///
  /// ```swift
  /// navigator.setBottomAccessory(shown: true)  // playback started
  /// navigator.layout.bottomAccessory?.title    // "Now Playing" on an iPhone
  /// ```
  ///
  /// - Parameter shown: whether the accessory is shown.
  public func setBottomAccessory(shown: Bool) {
    if let session {
      session.setBottomAccessory(shown: shown)
    } else {
      setBottomAccessoryHere(shown: shown)
    }
  }

  /// Shows or hides the accessory in this window only (the session calls it for each window).
  func setBottomAccessoryHere(shown: Bool) {
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
