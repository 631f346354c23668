#if canImport(SwiftUI) && !os(watchOS)
  public import Foundation
  public import SwiftUI
  public import Waypoint

  /// The app-level entry: windows backed by one ``Waypoint/SessionNavigator``, so every window owns
  /// its own navigator and all of them share one entry-id counter.
  ///
  /// The main window group shows the session's main window; a window group with the scene's id
  /// shows any other window the session opens, so two scenes of one app never open each other's
  /// windows. Both declare the URLs their routes open (`handlesExternalEvents`), so an incoming
  /// URL goes to a window of the scene that can open it, an open one first. To open a
  /// destination in a new window, read the session and `openWindow` from the environment:
  ///
  /// ```swift
  /// @main
  /// struct ShapesApp: App {
  ///   var body: some Scene {
  ///     NavigatorScene("Shapes", structure: Shapes.structure, selection: .triangle, routes: Shapes.routes) { destination in
  ///       ShapeScreen(destination: destination)
  ///     }
  ///     #if os(macOS)
  ///       Settings { SettingsView() }
  ///     #endif
  ///   }
  /// }
  ///
  /// struct OpenInWindowButton: View {
  ///   @Environment(SessionNavigator<ShapesDestination>.self) private var session
  ///   @Environment(\.openWindow) private var openWindow
  ///   @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
  ///   var body: some View {
  ///     if supportsMultipleWindows {
  ///       Button("Rectangle 8 in a New Window") {
  ///         if case let .success(id) = session.openWindow(showing: .rectangleItem(level: 8)) {
  ///           openWindow(id, in: session)
  ///         }
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The new window's navigator starts on that destination's whole route. Offer it only where
  /// the platform opens windows (`supportsMultipleWindows`): elsewhere SwiftUI opens none, and
  /// the session's window would wait unseen. Windows beyond the main one are not offered on
  /// tvOS.
  ///
  /// Install a guard in `prepare`, which runs once, before the first window restores its saved
  /// state, so a restored screen the guard refuses is never drawn; change its context later
  /// through the session (`setGuard(_:context:)`, from any screen that reads the session):
  ///
  /// ```swift
  /// NavigatorScene(
  ///   "Social", structure: Social.structure(), selection: .timeline, routes: Social.routes,
  ///   prepare: { session in session.setGuard(Social.signInGuard, context: .signedOut) }
  /// ) { destination in
  ///   SocialScreen(destination: destination)
  /// }
  /// ```
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  public struct NavigatorScene<D: Destination, Screen: View>: Scene {
    @State private var session = MadeOnce<SessionNavigator<D>>()
    @State private var claims = WindowClaims()
    let structure: AppStructure<D>
    let routes: RouteTable<D>
    let selection: D
    let layout: LayoutEnvironment?
    let title: LocalizedStringResource
    let sceneID: String
    let externalEvents: Set<String>
    let handoffActivityType: String?
    var options: SessionWindowView<D, Screen>.Options
    let screen: (D) -> Screen

    /// Creates the scenes for an app.
    ///
    /// - Parameters:
    ///   - title: the scene's name, which the system shows for its windows (the Mac's File and
    ///     Window menus, the iPad's window list); give each scene of an app its own.
    ///   - id: the scene's id, unique among the app's scenes; by default one derived from the
    ///     destination type, so give one when two scenes share a destination type.
    ///   - structure: the app's structure.
    ///   - selection: the tab each new window starts on.
    ///   - routes: the app's routes, so `onOpenURL` can open incoming URLs; none by default.
    ///   - layout: the layout environment windows start from (for example `style: .sidebar`);
    ///     SwiftUI supplies the size class and the device the idiom. `nil` for the default.
    ///   - handoffActivityType: a user activity type declared in the app's Info.plist, to offer
    ///     each window's screen for Handoff; none by default.
    ///   - restorationKey: the `SceneStorage` key each window's state is saved under.
    ///   - customizationKey: the `AppStorage` key the tab customization is saved under, shared by
    ///     every window.
    ///   - onOpenURL: what to do with a URL a window receives, given that window's navigator; by
    ///     default the navigator opens it with its routes.
    ///   - onRestore: told what restoring a window's saved state did (what it had to adjust, or
    ///     why it could not restore).
    ///   - prepare: runs once with the session, before the first window restores its saved state:
    ///     the place to install a guard. Nothing by default.
    ///   - screen: the view for each destination.
    public init(
      _ title: LocalizedStringResource,
      id: String? = nil,
      structure: AppStructure<D>,
      selection: D,
      routes: RouteTable<D> = RouteTable(),
      layout: LayoutEnvironment? = nil,
      handoffActivityType: String? = nil,
      restorationKey: String = "waypoint.state",
      customizationKey: String = "waypoint.customization",
      onOpenURL: (@MainActor (URL, Navigator<D>) -> Void)? = nil,
      onRestore: @escaping @MainActor (Result<SessionSnapshot<D>.RestoreOutcome, RestorationError>) -> Void = { _ in },
      prepare: @escaping @MainActor (SessionNavigator<D>) -> Void = { _ in },
      @ViewBuilder screen: @escaping (D) -> Screen
    ) {
      self.handoffActivityType = handoffActivityType
      self.options = SessionWindowView.Options(
        restorationKey: restorationKey, customizationKey: customizationKey, onOpenURL: onOpenURL, onRestore: onRestore,
        prepare: prepare)
      self.structure = structure
      self.routes = routes
      self.sceneID = id ?? SessionNavigator<D>.defaultSceneID
      self.selection = selection
      self.layout = layout
      self.title = title
      self.externalEvents = routes.externalEventConditions
      self.screen = screen
    }

    /// These scenes, with the view each window's tab bar carries while the session shows the
    /// app's accessory (``Waypoint/SessionNavigator/setBottomAccessory(shown:)``); see
    /// ``NavigatorView/bottomAccessory(_:)``.
    ///
    /// ```swift
    /// NavigatorScene("Shapes", structure: Shapes.structure, selection: .triangle) { destination in
    ///   ShapeScreen(destination: destination)
    /// }
    /// .bottomAccessory {
    ///   Label("Now Playing", systemImage: "play.fill")
    /// }
    /// ```
    ///
    /// - Parameter content: the accessory's view.
    /// - Returns: the scenes with the accessory.
    public func bottomAccessory(@ViewBuilder _ content: () -> some View) -> NavigatorScene {
      var copy = self
      copy.options.chrome.bottomAccessory = AnyView(content())
      return copy
    }

    /// These scenes, with a view at the top of each window's sidebar; see
    /// ``NavigatorView/sidebarHeader(_:)``.
    ///
    /// ```swift
    /// NavigatorScene("Shapes", structure: Shapes.structure, selection: .triangle) { destination in
    ///   ShapeScreen(destination: destination)
    /// }
    /// .sidebarHeader {
    ///   Text("Welcome back")
    /// }
    /// ```
    ///
    /// - Parameter content: the header's view.
    /// - Returns: the scenes with the header.
    public func sidebarHeader(@ViewBuilder _ content: () -> some View) -> NavigatorScene {
      var copy = self
      copy.options.chrome.sidebarHeader = AnyView(content())
      return copy
    }

    /// These scenes, with a view at the bottom of each window's sidebar; see
    /// ``NavigatorView/sidebarFooter(_:)``.
    ///
    /// ```swift
    /// NavigatorScene("Shapes", structure: Shapes.structure, selection: .triangle) { destination in
    ///   ShapeScreen(destination: destination)
    /// }
    /// .sidebarFooter {
    ///   Text("Help and support")
    /// }
    /// ```
    ///
    /// - Parameter content: the footer's view.
    /// - Returns: the scenes with the footer.
    public func sidebarFooter(@ViewBuilder _ content: () -> some View) -> NavigatorScene {
      var copy = self
      copy.options.chrome.sidebarFooter = AnyView(content())
      return copy
    }

    /// The session every window of the scene shares, made once.
    private var madeSession: SessionNavigator<D> {
      session.value {
        let session = SessionNavigator(
          session: Session(main: NavigationState(selection: selection)), structure: structure, routes: routes,
          environment: layout ?? LayoutEnvironment())
        session.sceneID = sceneID
        return session
      }
    }

    public var body: some Scene {
      #if os(tvOS)
        WindowGroup(title) {
          SessionWindowView(
            session: madeSession, claims: claims, requested: nil, selection: selection, layout: layout,
            handoffActivityType: handoffActivityType, options: options, screen: screen)
        }
      #else
        WindowGroup(title) {
          SessionWindowView(
            session: madeSession, claims: claims, requested: nil, selection: selection, layout: layout,
            handoffActivityType: handoffActivityType, options: options, screen: screen)
        }
        .handlesExternalEvents(matching: externalEvents)
        // Once for the scene: the commands act on the scene's window in front, whichever group
        // it is of.
        .commands { NavigatorCommands<D>(sceneID: sceneID) }
        WindowGroup(title, id: sceneID, for: WindowID.self) { id in
          SessionWindowView(
            session: madeSession, claims: claims, requested: id.wrappedValue, selection: selection, layout: layout,
            handoffActivityType: handoffActivityType, options: options, screen: screen)
        }
        .handlesExternalEvents(matching: externalEvents)
      #endif
    }
  }

  /// One SwiftUI window: claims a session window when it appears and shows its navigator. When
  /// the session closes that window (a guard that allows no tab in it), the window closes too,
  /// or, for a main window, shows another (``WindowClaims`` decides which).
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  struct SessionWindowView<D: Destination, Screen: View>: View {
    let session: SessionNavigator<D>
    let claims: WindowClaims
    let requested: WindowID?
    let selection: D
    let layout: LayoutEnvironment?
    let handoffActivityType: String?
    let options: Options
    let screen: (D) -> Screen
    @State private var windowID: WindowID?
    @State private var lease = WindowLease()
    @State private var refusal: String?
    /// URLs (and the URLs of Handoff activities and Spotlight results) received before the window
    /// showed a navigator.
    @State private var launchURLs: [URL] = []
    #if !os(tvOS)
      @Environment(\.dismissWindow) private var dismissWindow
    #endif

    var body: some View {
      if let windowID, let navigator = session.navigator(for: windowID) {
        NavigatorRoot(
          NavigatorView(
            navigator, layout: layout, restorationKey: options.restorationKey, customizationKey: options.customizationKey,
            onOpenURL: { url in
              if let onOpenURL = options.onOpenURL { onOpenURL(url, navigator) } else { navigator.open(url) }
            },
            onRestore: options.onRestore, handoffActivityType: handoffActivityType, screen: screen
          )
          .carrying(options.chrome),
          launchURLs: launchURLs
        )
        .id(ObjectIdentifier(navigator))
        .environment(session)
        .prefersExternalEvents(navigator.routes.externalEventConditions)
        .onDisappear { lease.end(windowID) }
      } else {
        // Empty while the window is claimed; when no session window can be shown, the reason. A
        // link that launched the app may arrive before the window shows a navigator: it is kept
        // and opened once the window's saved state is restored.
        Text(refusal ?? "")
          .onOpenURL { url in launchURLs.append(url) }
          .keepingHandoff(handoffActivityType) { url in launchURLs.append(url) }
          .spotlightResults(opening: session.routes) { url in launchURLs.append(url) }
          .onAppear {
            if let windowID {
              replace(windowID)
            } else {
              claims.prepare(session, with: options.prepare)
              switch claims.claim(requested, in: session, selection: selection) {
              case let .success(id): show(id)
              case let .failure(error): refusal = error.description
              }
            }
          }
      }
    }

    /// What every window of a scene is shown with.
    struct Options {
      let restorationKey: String
      let customizationKey: String
      let onOpenURL: (@MainActor (URL, Navigator<D>) -> Void)?
      let onRestore: @MainActor (Result<SessionSnapshot<D>.RestoreOutcome, RestorationError>) -> Void
      let prepare: @MainActor (SessionNavigator<D>) -> Void
      /// The app's views for each window's chrome.
      var chrome = ChromeViews()
    }

    /// Shows a session window this system window claimed, and holds it until the system window
    /// goes.
    private func show(_ id: WindowID) {
      windowID = id
      let claims = claims
      let session = session
      lease.hold(id) { id in claims.release(id, in: session) }
    }

    /// The session closed the window shown here.
    private func replace(_ closed: WindowID) {
      lease.forget()
      switch claims.sessionClosed(closed, in: session, selection: selection, isMain: requested == nil) {
      case .close:
        windowID = nil
        #if !os(tvOS)
          dismissWindow()
        #endif
      case let .show(other):
        show(other)
      case let .refused(error):
        windowID = nil
        refusal = error.description
      }
    }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension View {
    /// Keeps the URL of a Handoff activity of `activityType` continued before a navigator exists.
    @ViewBuilder
    func keepingHandoff(_ activityType: String?, _ keep: @escaping (URL) -> Void) -> some View {
      if let activityType {
        self.onContinueUserActivity(activityType) { activity in
          if let content = HandoffContent(userInfo: activity.userInfo, webpageURL: activity.webpageURL) { keep(content.url) }
        }
      } else {
        self
      }
    }

    /// An open window of the scene handles the URLs its routes open, rather than a new window.
    @ViewBuilder
    func prefersExternalEvents(_ conditions: Set<String>) -> some View {
      #if os(tvOS)
        self
      #else
        self.handlesExternalEvents(preferring: conditions, allowing: conditions)
      #endif
    }
  }

  #if !os(tvOS)
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
    extension OpenWindowAction {
      /// Opens a window of a session in the scene that shows the session's windows.
      ///
      /// ```swift
      /// if case let .success(id) = session.openWindow(showing: .rectangleItem(level: 8)) {
      ///   openWindow(id, in: session)
      /// }
      /// ```
      ///
      /// - Parameters:
      ///   - window: the window the session opened.
      ///   - session: the session, as ``NavigatorScene`` puts it in the environment.
      @MainActor
      public func callAsFunction<D: Destination>(_ window: WindowID, in session: SessionNavigator<D>) {
        if let sceneID = session.sceneID {
          self(id: sceneID, value: window)
        } else {
          self(value: window)
        }
      }
    }
  #endif
#endif
