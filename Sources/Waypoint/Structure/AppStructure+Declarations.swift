extension AppStructure {
  /// What an app declares per destination beside its tabs and origins, kept together so that
  /// each modifier of a structure keeps the others.
  struct Declarations: Sendable {
    /// What a push of each destination does when the screen is already there.
    var pushPolicy: (@Sendable (D) -> PushPolicy)?
    /// Whether a pushed screen hides the tab bar.
    var hidesTabBar: (@Sendable (D) -> Bool)?
    /// How the tab bar makes itself small while the person scrolls.
    var tabBarMinimizing: TabBarMinimizing = .automatic
    /// The view the tab bar carries, if any.
    var bottomAccessory: BottomAccessory?
  }
}
