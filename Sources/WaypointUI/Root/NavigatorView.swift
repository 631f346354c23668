#if canImport(SwiftUI) && !os(watchOS)
  public import Foundation
  public import SwiftUI
  public import Waypoint

  /// The view-level root: draws a navigator's state with SwiftUI's own containers and sends every
  /// change the user makes back to it as an action.
  ///
  /// It shows the structure's tabs and sections in a `TabView(selection:)` in the style of the
  /// navigator's layout environment, a `NavigationStack(path:)` per tab, and a sheet or
  /// full-screen cover per modal elevation, presented one at a time. It puts the navigator in the
  /// environment, so any screen reads it typed; reports the horizontal size class and the
  /// device's idiom to the navigator, which adapts the state; keeps the navigator's
  /// ``Waypoint/TabCustomization`` and the system's sidebar and tab bar editing in step, both
  /// ways, and stores them in `AppStorage`; handles Command-1…9, Command-[ and Escape; passes
  /// incoming URLs to the navigator (``Waypoint/Navigator/open(_:motion:)``); and saves the navigation
  /// state in `SceneStorage` as a ``Waypoint/SessionSnapshot`` when the scene leaves the active
  /// phase or the window goes, not on every change, so the window comes back as it was; a saved
  /// state that no longer fits is restored leniently and `onRestore` hears what was adjusted.
  ///
  /// ```swift
  /// struct ContentView: View {
  ///   @State private var navigator = Navigator(structure: Shapes.structure, selection: .triangle)
  ///
  ///   var body: some View {
  ///     NavigatorView(navigator) { destination in
  ///       ShapeScreen(destination: destination)
  ///     }
  ///   }
  /// }
  ///
  /// struct ShapeScreen: View {
  ///   @Environment(Navigator<ShapesDestination>.self) private var navigator
  ///   let destination: ShapesDestination
  ///   var body: some View {
  ///     Button("Infinity") { navigator.push(.infinity) }
  ///   }
  /// }
  /// ```
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  public struct NavigatorView<D: Destination, Screen: View>: View {
    let navigator: Navigator<D>
    let layout: LayoutEnvironment?
    let restorationKey: String
    let customizationKey: String
    let onOpenURL: (@MainActor (URL) -> Void)?
    let onRestore: @MainActor (Result<SessionSnapshot<D>.RestoreOutcome, RestorationError>) -> Void
    let handoffActivityType: String?
    let screen: (D) -> Screen
    /// The app's views for the chrome: ``bottomAccessory(_:)``, ``sidebarHeader(_:)`` and
    /// ``sidebarFooter(_:)``.
    var chrome = ChromeViews()

    /// Creates the root view for one window's navigator.
    ///
    /// - Parameters:
    ///   - navigator: the window's navigator.
    ///   - layout: the layout environment to start from (style, section policy); the size class
    ///     comes from SwiftUI, and the idiom from the device (UIKit's idiom, or a Mac for an AppKit
    ///     app). `nil` keeps the navigator's. Changes the app makes later with
    ///     ``Waypoint/Navigator/setEnvironment(_:)`` are kept when the size class changes.
    ///   - restorationKey: the `SceneStorage` key the state is saved under; each scene keeps its own.
    ///   - customizationKey: the `AppStorage` key the tab customization is saved under, shared by
    ///     every window so customization is the same everywhere.
    ///   - onOpenURL: what to do with a URL the app receives; by default the navigator opens it
    ///     with its routes (``Waypoint/Navigator/open(_:motion:)``).
    ///   - onRestore: told what restoring the saved state did: what it had to adjust, or why it
    ///     could not restore (the window then starts fresh); the saved bytes stay in the outcome.
    ///   - handoffActivityType: a user activity type the app declares (`NSUserActivityTypes` in
    ///     its Info.plist) to offer the screen on top for Handoff, as its route's URL, and to open
    ///     the URL of an activity continued from another device; `nil` (the default) offers none.
    ///   - screen: the view for each destination.
    public init(
      _ navigator: Navigator<D>,
      layout: LayoutEnvironment? = nil,
      restorationKey: String = "waypoint.state",
      customizationKey: String = "waypoint.customization",
      onOpenURL: (@MainActor (URL) -> Void)? = nil,
      onRestore: @escaping @MainActor (Result<SessionSnapshot<D>.RestoreOutcome, RestorationError>) -> Void = { _ in },
      handoffActivityType: String? = nil,
      @ViewBuilder screen: @escaping (D) -> Screen
    ) {
      self.navigator = navigator
      self.layout = layout
      self.restorationKey = restorationKey
      self.customizationKey = customizationKey
      self.onOpenURL = onOpenURL
      self.onRestore = onRestore
      self.handoffActivityType = handoffActivityType
      self.screen = screen
    }

    /// This root with the view the tab bar carries while the navigator shows the app's accessory:
    /// a mini player, for example. The structure declares the accessory
    /// (``Waypoint/AppStructure/bottomAccessory(_:action:)``), the navigator says when it is shown
    /// (``Waypoint/Navigator/setBottomAccessory(shown:)``), and the tab view carries this view
    /// where the layout draws it (``Waypoint/NavigationLayout/bottomAccessory``): an iPhone's or an
    /// iPad's, from iOS 26, while no pushed screen hides the tab bar. A tap on it, outside its
    /// own buttons, does what the structure says.
    ///
    /// ```swift
    /// NavigatorView(navigator) { destination in
    ///   ShapeScreen(destination: destination)
    /// }
    /// .bottomAccessory {
    ///   Label("Now Playing", systemImage: "play.fill")
    /// }
    /// ```
    ///
    /// - Parameter content: the accessory's view; it reads
    ///   `tabViewBottomAccessoryPlacement` to fit beside a small tab bar.
    /// - Returns: the root with the accessory.
    public func bottomAccessory(@ViewBuilder _ content: () -> some View) -> NavigatorView {
      var chrome = chrome
      chrome.bottomAccessory = AnyView(content())
      return carrying(chrome)
    }

    /// This root with a view at the top of the sidebar, before the tabs: a welcome, an account.
    /// It is drawn wherever a sidebar is: by the sidebar a tab view of the adaptable style turns
    /// into (`tabViewSidebarHeader`), shown only while that sidebar is, and at the top of the
    /// list the sidebar style draws; it scrolls with the tabs. A tab bar has none.
    ///
    /// ```swift
    /// NavigatorView(navigator) { destination in
    ///   ShapeScreen(destination: destination)
    /// }
    /// .sidebarHeader {
    ///   Text("Welcome back")
    /// }
    /// ```
    ///
    /// - Parameter content: the header's view.
    /// - Returns: the root with the header.
    public func sidebarHeader(@ViewBuilder _ content: () -> some View) -> NavigatorView {
      var chrome = chrome
      chrome.sidebarHeader = AnyView(content())
      return carrying(chrome)
    }

    /// This root with a view at the bottom of the sidebar, after the tabs: a link to support, a
    /// storage gauge. It is drawn wherever a sidebar is, as ``sidebarHeader(_:)`` is
    /// (`tabViewSidebarFooter` for a tab view's sidebar), and scrolls with the tabs.
    ///
    /// ```swift
    /// NavigatorView(navigator) { destination in
    ///   ShapeScreen(destination: destination)
    /// }
    /// .sidebarFooter {
    ///   Text("Help and support")
    /// }
    /// ```
    ///
    /// - Parameter content: the footer's view.
    /// - Returns: the root with the footer.
    public func sidebarFooter(@ViewBuilder _ content: () -> some View) -> NavigatorView {
      var chrome = chrome
      chrome.sidebarFooter = AnyView(content())
      return carrying(chrome)
    }

    /// This root with the app's views for the chrome (a scene's, given to each window).
    func carrying(_ chrome: ChromeViews) -> NavigatorView {
      var copy = self
      copy.chrome = chrome
      return copy
    }

    public var body: some View {
      NavigatorRoot(self)
        // The root keeps state for the navigator it was made for (what is on screen, whether the
        // saved state was restored, the reported size class); another navigator gets a root of
        // its own, which restores and reports for it.
        .id(ObjectIdentifier(navigator))
    }
  }
#endif
