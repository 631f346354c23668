#if canImport(SwiftUI) && !os(watchOS)
  import Foundation
  import SwiftUI
  import Waypoint
  #if canImport(UIKit)
    import UIKit
  #endif

  /// The root of one navigator's views, with the state SwiftUI keeps for it (the stager, the
  /// saver, the environment reporter, the system's customization). ``NavigatorView`` gives it
  /// the navigator's identity, so another navigator gets a root, and state, of its own.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  struct NavigatorRoot<D: Destination, Screen: View>: View {
    let navigator: Navigator<D>
    let screen: (D) -> Screen
    /// The app's views for the chrome.
    let chrome: ChromeViews
    let onOpenURL: (@MainActor (URL) -> Void)?
    /// URLs the window received before this root existed (a link that launched the app),
    /// opened once the saved state is restored, so the restoration does not overwrite them.
    let launchURLs: [URL]
    let onRestore: @MainActor (Result<SessionSnapshot<D>.RestoreOutcome, RestorationError>) -> Void
    let handoffActivityType: String?
    @State private var madeStager = MadeOnce<PresentationStager<D>>()
    @State private var madeZoomSpace = MadeOnce<ZoomSpace>()
    @Namespace private var zoomNamespace
    @State private var saver = SceneStateSaver<D>()
    @State private var reporter: EnvironmentReporter
    @SceneStorage private var savedState: String
    @AppStorage private var savedCustomization: String
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.scenePhase) private var scenePhase
    #if !os(tvOS)
      // One value for every window, as Apple stores a tab view's customization: each window reads
      // it from its first frame, and an edit in one is seen by all.
      @AppStorage private var systemCustomization: TabViewCustomization
    #endif

    /// Creates the root of a ``NavigatorView``'s navigator, with the URLs that arrived before
    /// it existed.
    init(_ view: NavigatorView<D, Screen>, launchURLs: [URL] = []) {
      self.navigator = view.navigator
      self.screen = view.screen
      self.chrome = view.chrome
      self.onOpenURL = view.onOpenURL
      self.onRestore = view.onRestore
      self.handoffActivityType = view.handoffActivityType
      self.launchURLs = launchURLs
      self._reporter = State(initialValue: EnvironmentReporter(startingFrom: view.layout))
      self._savedState = SceneStorage(wrappedValue: "", view.restorationKey)
      self._savedCustomization = AppStorage(wrappedValue: "", view.customizationKey)
      #if !os(tvOS)
        self._systemCustomization = AppStorage(wrappedValue: TabViewCustomization(), "\(view.customizationKey).tabView")
      #endif
    }

    /// What the screen shows of the navigator's state, made once, from the body: reading the
    /// navigator there, rather than in the initializer, keeps the parent from depending on it.
    private var stager: PresentationStager<D> {
      madeStager.value {
        // The engine's state, not the navigator's: the root's body does not follow the state.
        let stager = PresentationStager(
          displaying: navigator.engine.state, in: navigator.environment, structure: navigator.structure,
          customization: navigator.customization, showsBottomAccessory: navigator.engine.isBottomAccessoryShown)
        stager.drawsWithTransactions()
        return stager
      }
    }

    var body: some View {
      ModalHost(
        navigator: navigator,
        stager: stager,
        elevation: 0,
        screen: screen,
        content: TabsView(
          navigator: navigator, stager: stager, customization: customization, chrome: chrome, screen: screen)
      )
      .environment(navigator)
      .environment(madeZoomSpace.value { ZoomSpace(zoomNamespace) })
      // The menu commands (NavigatorCommands) act on the navigator of the window in front.
      .focusedSceneValue(navigator)
      // Before the saved state is restored, a link waits for it (the core holds it), so the
      // restoration does not overwrite where the link leads.
      .onOpenURL { url in arrive(url) }
      .spotlightResults(opening: navigator.routes) { url in arrive(url) }
      .onAppear {
        guard !saver.isRestored else { return }
        restore()
        write(saver.didRestore(navigator.savableState))
        for url in launchURLs + saver.takeHeldLinks() { open(url) }
        // What was restored, and where the links the window received before it appeared lead, comes on screen
        // without animation, a sheet at a time, as the window itself appears.
        _ = navigator.takeMotion()
        stager.retarget(navigator.state, in: navigator.environment, motion: .instant)
      }
      // Every change of the state is followed, and Handoff advertised, by a view behind the root,
      // so the root's body is not evaluated again by a push.
      .background {
        StateFollower(navigator: navigator, stager: stager, handoffActivityType: handoffActivityType) { url in arrive(url) }
      }
      .resumesAfterBoundaries(of: stager)
      .onChange(of: navigator.environment) { _, _ in stager.follow(navigator) }
      .onChange(of: scenePhase) { _, phase in
        write(saver.phaseDidChange(to: phase.saverPhase(), state: navigator.savableState))
      }
      .onDisappear {
        write(saver.windowWillClose(navigator.savableState))
      }
      .onChange(of: navigator.structure.identity) { _, _ in
        stager.redraw(structure: navigator.structure, customization: navigator.customization)
      }
      .onChange(of: navigator.customization) { _, customization in
        stager.redraw(structure: navigator.structure, customization: customization)
        showInSystem(customization)
        if saver.isRestored { save(customization) }
      }
      .onChange(of: horizontalSizeClass, initial: true) { _, sizeClass in
        reporter.report(
          sizeClass: sizeClass.map { $0 == .regular ? .regular : .compact }, isSidebarShown: nil, idiom: Self.platformIdiom,
          to: navigator)
      }
    }

    /// The device's idiom, as the core reads what the system reports: UIKit's idiom where there
    /// is UIKit, a Mac for an AppKit app.
    @MainActor
    private static var platformIdiom: LayoutEnvironment.Idiom? {
      #if canImport(UIKit)
        LayoutEnvironment.Idiom(reporting: LayoutEnvironment.DeviceInterface(UIDevice.current.userInterfaceIdiom))
      #else
        LayoutEnvironment.Idiom(reporting: .mac)
      #endif
    }

    private var customization: CustomizationBinding {
      #if os(tvOS)
        .none
      #else
        .synchronizing($systemCustomization, with: navigator, stager: stager)
      #endif
    }

    private func open(_ url: URL) {
      if let onOpenURL { onOpenURL(url) } else { navigator.open(url) }
    }

    private func arrive(_ url: URL) {
      if let now = saver.arrive(url) { open(now) }
    }

    private func restore() {
      if let customization = decode(TabCustomization.self, from: savedCustomization) {
        navigator.restoreCustomization(customization)
      }
      showInSystem(navigator.customization)
      if let result = navigator.restoreSceneState(savedState) { onRestore(result) }
    }

    /// Writes into the system's customization what the core says it lacks of `customization`
    /// (a change the app made through the navigator), so the tab view shows it.
    private func showInSystem(_ customization: TabCustomization) {
      #if !os(tvOS)
        let system = SystemTabCustomization(reading: systemCustomization, structure: navigator.structure)
        for edit in customization.systemEdits(from: system, in: navigator.structure) { systemCustomization.apply(edit) }
      #endif
    }

    private func decode<T: Decodable>(_ type: T.Type, from text: String) -> T? {
      guard !text.isEmpty, let data = text.data(using: .utf8) else { return nil }
      return try? JSONDecoder().decode(type, from: data)
    }

    private func write(_ text: String?) {
      if let text { savedState = text }
    }

    private func save(_ customization: TabCustomization) {
      guard let data = try? JSONEncoder().encode(customization) else { return }
      savedCustomization = String(decoding: data, as: UTF8.self)
    }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension View {
    /// Offers the navigator's ``Waypoint/HandoffContent`` for Handoff under an activity type, and
    /// gives `open` the URL of an activity of that type continued from another device.
    @ViewBuilder
    func handoff<D: Destination>(
      _ activityType: String?, of navigator: Navigator<D>, open: @escaping @MainActor (URL) -> Void
    ) -> some View {
      if let activityType {
        self
          .userActivity(activityType, isActive: navigator.handoffContent != nil) { activity in
            guard let content = navigator.handoffContent else { return }
            activity.isEligibleForHandoff = true
            activity.addUserInfoEntries(from: content.userInfo)
            activity.targetContentIdentifier = content.targetContentIdentifier
            activity.webpageURL = content.webpageURL
          }
          .onContinueUserActivity(activityType) { activity in
            if let content = HandoffContent(userInfo: activity.userInfo, webpageURL: activity.webpageURL) { open(content.url) }
          }
      } else {
        self
      }
    }
  }
  // The two mappings below compare rather than switch: SwiftUI's and UIKit's enums may gain
  // cases, which a switch would need an `@unknown default` for.

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension ScenePhase {
    /// The phase, case for case, in the core's words; a phase added later counts as inactive,
    /// which saves.
    func saverPhase<D>() -> SceneStateSaver<D>.Phase {
      self == .active ? .active : self == .background ? .background : .inactive
    }
  }

  #if canImport(UIKit)
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
    extension LayoutEnvironment.DeviceInterface {
      /// UIKit's idiom, case for case; an idiom added later is unspecified.
      init(_ idiom: UIUserInterfaceIdiom) {
        let interfaces: [UIUserInterfaceIdiom: LayoutEnvironment.DeviceInterface] = [
          .phone: .phone, .pad: .pad, .tv: .tv, .carPlay: .carPlay, .mac: .mac, .vision: .vision,
        ]
        self = interfaces[idiom] ?? .unspecified
      }
    }
  #endif
#endif
