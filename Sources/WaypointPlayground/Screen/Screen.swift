/// What one window shows, as plain values: the renderers read this and nothing else.
///
/// Every screen is named by its route path and its title, so the text renderer, the JSON
/// renderer and the tests need no knowledge of an app's destination type.
///
/// ```swift
/// let screen = playground.makeSession().screen
/// screen.selection // "/triangle"
/// screen.stack.map(\.title) // ["Triangle"]
/// ```
package struct Screen: Hashable, Sendable {
  /// The app's name.
  package var app: String
  /// The style asked for (`tabs`, `sidebar`, `sidebar-adaptable`, `single`, `automatic`).
  package var style: String
  /// The horizontal size class (`compact`, `regular`).
  package var size: String
  /// The device (`iphone`, `ipad`, `mac`, `tv`, `vision`).
  package var device: String
  /// The tab bar, when the style shows one.
  package var tabBar: [TabCell]?
  /// Whether the tab bar is hidden: a screen on the selected tab's stack hides it.
  package var tabBarHidden = false
  /// Whether the tab bar makes itself small on scroll (`never`, `onScrollDown`, `onScrollUp`);
  /// `nil` for the system's behaviour, and where no tab bar is shown.
  package var tabBarMinimizing: String? = nil
  /// The title of the bottom accessory the tab view carries; `nil` where none is drawn.
  package var bottomAccessory: String? = nil
  /// What is typed in the search tab's field; `nil` when nothing is.
  package var searchQuery: String? = nil
  /// The sidebar, when the style shows one: loose tabs first (a section without id), then sections.
  package var sidebar: [SidebarGroup]?
  /// The path of the selected tab.
  package var selection: String
  /// The path of the previously selected tab.
  package var previousSelection: String?
  /// The visible stack of the selected tab, root first.
  package var stack: [Crumb]
  /// Each tab's stack: its path and the paths on it, in the structure's order.
  package var stacks: [TabStack]
  /// The modal chain, elevation 0 first.
  package var modals: [ModalItem]
  /// Whether the user is signed in; `nil` when the app has no sign-in guard.
  package var signedIn: Bool?
  /// Whether the screen being edited has unsaved changes; `nil` when the app has no leaving
  /// guard.
  package var unsavedChanges: Bool? = nil
  /// Whether the swipe back from the top of the visible stack is disabled, because the guard
  /// would ask (or refuse) before that screen leaves.
  package var backLocked = false
  /// The alert or confirmation dialog on screen, if any.
  package var alert: AlertItem? = nil
  /// The path of the destination being looked up before it may appear, if any.
  package var resolving: String? = nil
  /// How many steps the recording of this window holds (`record start`); `nil` when it is not
  /// being recorded.
  package var recording: Int? = nil
  /// The number of this window: its id plus one, so the first window is 1 and numbers stay
  /// stable when other windows close.
  package var window: Int
  /// How many windows are open.
  package var windows: Int
}

/// One screen on a stack or in a breadcrumb.
package struct Crumb: Hashable, Sendable {
  /// The screen's route path.
  package var path: String
  /// The screen's title.
  package var title: String
  /// The view it zoomed out of, where the device zooms; `nil` for the usual transition.
  package var zoom: String? = nil
}
/// One tab's push stack.
package struct TabStack: Hashable, Sendable {
  /// The tab's route path.
  package var tab: String
  /// The route paths on its stack, bottom first.
  package var paths: [String]
}
