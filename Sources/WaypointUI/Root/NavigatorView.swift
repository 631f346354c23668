#if canImport(SwiftUI) && !os(watchOS)
  public import Foundation
  public import SwiftUI
  public import Waypoint
  #if canImport(UIKit)
    import UIKit
  #endif

  /// The view-level root: draws a navigator's state with SwiftUI's own containers and sends every
  /// change the user makes back to it as an action.
  ///
  /// It shows the structure's tabs and sections in a `TabView(selection:)` in the style of the
  /// navigator's layout environment, a `NavigationStack(path:)` per tab, and a sheet or
  /// full-screen cover per modal elevation, presented one at a time. It puts the navigator
  /// in the environment, so any screen reads it typed; reports the horizontal size class to the
  /// navigator (``Waypoint/Navigator/setEnvironment(_:)``), which adapts the state;
  /// keeps the navigator's ``Waypoint/TabCustomization`` in step with the system's sidebar and tab
  /// bar editing and stores it in `AppStorage`; handles Command-1…9, Command-[ and Escape; passes
  /// incoming URLs to the navigator (``Waypoint/Navigator/open(_:)``); and saves the navigation state in `SceneStorage` as a
  /// ``Waypoint/SessionSnapshot`` when the scene leaves the active phase or the window goes, not
  /// on every change, so the window comes back as it was; a saved state that no longer fits is
  /// restored leniently and `onRestore` hears what was adjusted.
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
  public struct NavigatorView<D: Destination, Screen: View>: View {
    let navigator: Navigator<D>
    let screen: (D) -> Screen
    let onOpenURL: (@MainActor (URL) -> Void)?
    let layout: LayoutEnvironment?
    let onRestore: @MainActor (Result<SessionSnapshot<D>.RestoreOutcome, RestorationError>) -> Void
    let handoffActivityType: String?
    @State private var stager: PresentationStager<D>
    @State private var isRestored = false
    @SceneStorage private var savedState: String
    @AppStorage private var savedCustomization: String
    @AppStorage private var savedSystemCustomization: String
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.scenePhase) private var scenePhase
    #if !os(tvOS)
      @State private var systemCustomization = TabViewCustomization()
    #endif

    /// Creates the root view for one window's navigator.
    ///
    /// - Parameters:
    ///   - navigator: the window's navigator.
    ///   - layout: the layout environment to start from (style, idiom, section policy); the size
    ///     class, and the idiom on platforms that have only one, come from SwiftUI. `nil` keeps the
    ///     navigator's.
    ///   - restorationKey: the `SceneStorage` key the state is saved under; each scene keeps its own.
    ///   - customizationKey: the `AppStorage` key the tab customization is saved under, shared by
    ///     every window so customization is the same everywhere.
    ///   - onOpenURL: what to do with a URL the app receives; by default the navigator opens it
    ///     with its routes (``Waypoint/Navigator/open(_:)``).
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
      self.handoffActivityType = handoffActivityType
      self.navigator = navigator
      self.screen = screen
      self.onOpenURL = onOpenURL
      self.onRestore = onRestore
      self.layout = layout
      self._stager = State(initialValue: PresentationStager(displaying: navigator.state, in: navigator.environment))
      self._savedState = SceneStorage(wrappedValue: "", restorationKey)
      self._savedCustomization = AppStorage(wrappedValue: "", customizationKey)
      self._savedSystemCustomization = AppStorage(wrappedValue: "", "\(customizationKey).system")
    }

    public var body: some View {
      ModalHost(
        navigator: navigator,
        stager: stager,
        elevation: 0,
        screen: screen,
        content: TabsView(navigator: navigator, stager: stager, customization: customization, screen: screen)
      )
      .background {
        #if !os(tvOS)
          // Keyboard shortcuts fire for controls anywhere in the window; the buttons are not
          // drawn (a `hidden()` view would not respond) and not offered to assistive technologies.
          KeyboardShortcuts(navigator: navigator)
            .opacity(0)
            .accessibilityHidden(true)
        #endif
      }
      .environment(navigator)
      .onOpenURL { url in
        if let onOpenURL { onOpenURL(url) } else { navigator.open(url) }
      }
      .handoff(handoffActivityType, of: navigator)
      .onAppear {
        guard !isRestored else { return }
        restore()
        isRestored = true
        save(navigator.state)
      }
      .onChange(of: navigator.state) { _, state in
        stager.retarget(state, in: navigator.environment)
      }
      .onChange(of: navigator.environment) { _, environment in
        stager.retarget(navigator.state, in: environment)
      }
      .onChange(of: scenePhase) { _, phase in
        // Encoding the snapshot costs many times an action, so it is written when it can be
        // needed: when the scene goes to the background (or inactive, on its way there).
        if phase != .active, isRestored { save(navigator.state) }
      }
      .onDisappear {
        if isRestored { save(navigator.state) }
      }
      .onChange(of: navigator.customization) { _, customization in
        if isRestored { save(customization) }
      }
      #if !os(tvOS)
        // An edit the core keeps no record of (the order of top-level tabs in the sidebar) is
        // still the person's, so the system's value is stored whenever it changes.
        .onChange(of: systemCustomization) { _, _ in
          if isRestored { save(navigator.customization) }
        }
      #endif
      .onChange(of: horizontalSizeClass, initial: true) { _, sizeClass in
        // The app's layout gives the style and policies; what the system reported (the sidebar)
        // stays as reported.
        let environment = (layout ?? navigator.environment).reported(
          sizeClass: sizeClass.map { $0 == .regular ? .regular : .compact }, isSidebarShown: navigator.environment.isSidebarShown,
          idiom: Self.platformIdiom)
        if environment != navigator.environment { navigator.setEnvironment(environment) }
      }
    }

    /// The device's idiom: the platform's on those that have one, and on iOS and iPadOS the
    /// device's (an iPad is laid out as an iPad, not as a phone).
    @MainActor
    private static var platformIdiom: LayoutEnvironment.Idiom? {
      #if os(macOS)
        .mac
      #elseif os(tvOS)
        .tv
      #elseif os(visionOS)
        .vision
      #elseif os(iOS) && canImport(UIKit)
        UIDevice.current.userInterfaceIdiom == .pad ? .pad : .phone
      #else
        nil
      #endif
    }

    private var customization: CustomizationBinding {
      #if os(tvOS)
        .none
      #else
        .synchronizing($systemCustomization, with: navigator)
      #endif
    }

    private func restore() {
      #if !os(tvOS)
        if let system = decode(TabViewCustomization.self, from: savedSystemCustomization) {
          systemCustomization = system
        }
      #endif
      if let customization = decode(TabCustomization.self, from: savedCustomization) {
        navigator.restoreCustomization(customization)
      }
      guard !savedState.isEmpty else { return }
      do throws(RestorationError) {
        let outcome = try SessionSnapshot<D>.restore(fromCompactString: savedState, in: navigator.structure)
        if let window = outcome.windows.first, case let .failure(refusal) = navigator.replace(window.state) {
          onRestore(.failure(.refusedByEngine(refusal.description)))
          return
        }
        onRestore(.success(outcome))
      } catch {
        onRestore(.failure(error))
      }
    }

    private func decode<T: Decodable>(_ type: T.Type, from text: String) -> T? {
      guard !text.isEmpty, let data = text.data(using: .utf8) else { return nil }
      return try? JSONDecoder().decode(type, from: data)
    }

    private func save(_ state: NavigationState<D>) {
      guard let saved = try? SessionSnapshot(state: state).compactString() else { return }
      savedState = saved
    }

    private func save(_ customization: TabCustomization) {
      guard let data = try? JSONEncoder().encode(customization) else { return }
      savedCustomization = String(decoding: data, as: UTF8.self)
      #if !os(tvOS)
        if let system = try? JSONEncoder().encode(systemCustomization) {
          savedSystemCustomization = String(decoding: system, as: UTF8.self)
        }
      #endif
    }
  }

  extension View {
    /// Offers the navigator's current URL for Handoff under an activity type, and opens the URL
    /// of an activity of that type continued from another device.
    @ViewBuilder
    func handoff<D: Destination>(_ activityType: String?, of navigator: Navigator<D>) -> some View {
      if let activityType {
        self
          .userActivity(activityType, isActive: navigator.currentURL != nil) { activity in
            guard let url = navigator.currentURL else { return }
            activity.isEligibleForHandoff = true
            activity.addUserInfoEntries(from: ["url": url.absoluteString])
            if url.scheme == "https" || url.scheme == "http" { activity.webpageURL = url }
          }
          .onContinueUserActivity(activityType) { activity in
            let text = activity.userInfo?["url"] as? String
            if let url = text.flatMap(URL.init(string:)) ?? activity.webpageURL { navigator.open(url) }
          }
      } else {
        self
      }
    }
  }
#endif
