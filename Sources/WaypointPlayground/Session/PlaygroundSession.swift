package import Waypoint

/// One app running in the playground: its windows, the style and size class, the tab
/// customization and the sign-in state; runs commands and reports what they did.
///
/// The windows belong to a ``SessionNavigator`` and each is a ``Navigator``, so the playground runs the
/// code an app runs: actions and events, routes, guards, layout and customization.
///
/// ```swift
/// let session = PlaygroundSession(playground: playground)
/// let report = session.run("show /rectangle/item/8")
/// report.screen.modals.map(\.style) // ["sheet", "sheet"]
/// ```
@MainActor
package final class PlaygroundSession<D: Destination>: PlaygroundSessionProtocol {
  /// The app.
  package let playground: Playground<D>
  /// The windows.
  package internal(set) var windows: SessionNavigator<D>
  /// The current window's navigator.
  package internal(set) var navigator: Navigator<D>
  /// The current window's id.
  package internal(set) var currentWindow: WindowID
  /// The style asked for.
  package internal(set) var style: PlaygroundStyle
  /// The size class.
  package internal(set) var size: PlaygroundSize
  /// The device.
  package internal(set) var device: PlaygroundDevice
  /// Whether the user is signed in; `nil` when the app has no sign-in guard.
  package internal(set) var signedIn: Bool?
  /// Whether the screen being edited has unsaved changes; `nil` when the app has no leaving
  /// guard.
  package internal(set) var unsavedChanges: Bool?
  /// The window being recorded (`record start`), and the recording `record stop` ended.
  var recorder: Navigator<D>?
  var lastRecording: NavigationEngine<D>.Recording?
  /// How the command running now asks the screen to move (`--instant`, `--last-step`,
  /// `--animated`); `nil` for the default.
  var motion: NavigationAction<D>.Motion?
  /// The view the screen the command running now pushes or presents zooms out of (`--zoom`).
  var zoom: String?
  /// Each window's popover anchors, and where its popovers are anchored
  /// (``settlePopovers()``).
  var popoverAnchors: [WindowID: PopoverAnchors<D>] = [:]

  /// Starts the app on its initial tab, in one window, where the playground says
  /// (``Playground/environment``); signed out if it has a sign-in guard.
  ///
  /// - Parameters:
  ///   - playground: the app.
  ///   - device: a device to start on instead (`--device`), in the size class it starts in.
  package init(playground: Playground<D>, device: PlaygroundDevice? = nil) {
    self.playground = playground
    let start = playground.environment
    style = PlaygroundStyle(start.style)
    self.device = device ?? PlaygroundDevice(start.idiom)
    size = device?.startingSize ?? (start.sizeClass == .compact ? .compact : .regular)
    let main = Session(main: NavigationState(selection: playground.selection))
    let windows = SessionNavigator(
      session: main, structure: playground.structure, routes: playground.routes,
      environment: Self.environment(style: style, size: size, device: self.device))
    self.windows = windows
    self.currentWindow = windows.windowIDs.first ?? 0
    self.navigator =
      windows.windowIDs.first.flatMap(windows.navigator(for:))
      ?? Navigator(structure: playground.structure, selection: playground.selection)
    navigator.setEnvironment(Self.environment(style: style, size: size, device: self.device))
    if playground.signInGuard != nil { signedIn = false }
    if playground.leavingGuard != nil { unsavedChanges = false }
    if let sessionGuard { windows.setGuard(sessionGuard, context: guardContext) }
  }

  /// The current window's state.
  package var state: NavigationState<D> { navigator.state }

  /// The app's name.
  package var appName: String { playground.name }

  /// The current window drawn as an SVG wireframe.
  package var wireframe: String {
    Wireframe(
      navigator.layout, title: "\(playground.name), window \(Self.number(of: currentWindow))",
      anchoredPopovers: Set(popoverHosts.keys)
    ).svg
  }

  /// The current window's screen.
  package var screen: Screen {
    var screen = ScreenProjection(playground: playground, style: style, size: size, device: device)
      .screen(
        of: navigator.layout, state: state, window: Self.number(of: currentWindow), windows: windows.windowIDs.count, signedIn: signedIn,
        unsavedChanges: unsavedChanges, locks: gestureLocks, resolving: navigator.resolvingDestination,
        zoomSources: navigator.zoomSources, popoverHosts: popoverHosts)
    if recorder === navigator { screen.recording = recordedSteps }
    return screen
  }

  /// What the guard's answers lock of the person's gestures in the current window: the core
  /// decides, as for the SwiftUI layer.
  private var gestureLocks: GestureLocks {
    let state = navigator.state
    return GestureLocks(
      sheets: state.modals.indices.map { navigator.locksDismissal(atElevation: $0) },
      back: navigator.locksBack(at: state.topLocation))
  }

  /// The number people use for a window: its id plus one, so the first window is window 1.
  ///
  /// - Parameter id: the window's id.
  /// - Returns: its number.
  package nonisolated static func number(of id: WindowID) -> Int {
    id.rawValue < UInt64(Int.max) ? Int(id.rawValue) + 1 : Int.max
  }

  /// The layout environment of a style, size and device. On the iPad the playground starts
  /// with, `automatic` and `sidebar-adaptable` show the sidebar in regular width and the tab bar
  /// in compact width.
  ///
  /// - Parameters:
  ///   - style: the style.
  ///   - size: the size class.
  ///   - device: the device.
  /// - Returns: the environment.
  package static func environment(style: PlaygroundStyle, size: PlaygroundSize, device: PlaygroundDevice) -> LayoutEnvironment {
    let layoutStyle: LayoutEnvironment.Style =
      switch style {
      case .tabs: .tabBar
      case .sidebar: .sidebar
      case .sidebarAdaptable: .sidebarAdaptable
      case .single: .single
      case .automatic: .automatic
      }
    return LayoutEnvironment(style: layoutStyle, sizeClass: size == .compact ? .compact : .regular, idiom: device.idiom)
  }

  /// Parses and runs one command line.
  ///
  /// - Parameter line: the command line.
  /// - Returns: what the command did; on error the session is unchanged.
  package func run(_ line: String) -> CommandReport {
    let command = line.trimmingWhitespace
    do throws(PlaygroundError) {
      let (withZoom, motion) = MotionFlag.split(command, for: D.self)
      let (words, zoom) = ZoomFlag.split(withZoom)
      let parsed = try CommandParser.parse(words)
      if motion != nil, !parsed.navigates {
        throw PlaygroundError.arguments(
          .unexpectedArgument, command: words.split(separator: " ").first.map(String.init) ?? words,
          detail: "--instant, --last-step and --animated end a command that navigates", usage: "help")
      }
      if zoom != nil, !parsed.zooms {
        throw PlaygroundError.arguments(
          .unexpectedArgument, command: words.split(separator: " ").first.map(String.init) ?? words,
          detail: "--zoom ends a command that pushes or presents a screen (push, present, show)", usage: "help")
      }
      self.motion = motion
      self.zoom = zoom
      defer {
        self.motion = nil
        self.zoom = nil
      }
      let before = VisibleState(of: self)
      var effect = try perform(parsed)
      settlePopovers()
      if effect.output == nil, effect.events.isEmpty, !effect.quit {
        effect.output = VisibleState(of: self).notice(after: parsed, from: before)
      }
      return CommandReport(
        command: command, error: nil, screen: screen, steps: effect.steps, events: effect.events,
        output: effect.output, redraw: effect.redraw, quit: effect.quit)
    } catch {
      return CommandReport(
        command: command, error: error, screen: screen, steps: [], events: rejected(error),
        output: nil, redraw: false, quit: false)
    }
  }

  private func rejected(_ error: PlaygroundError) -> [EventRecord] {
    guard case .navigation = error else { return [] }
    return [EventRecord(kind: "rejected", fields: [("code", .string(error.code)), ("message", .string(error.message))], text: "rejected")]
  }

  /// Runs a parsed command.
  ///
  /// - Parameter command: the command.
  /// - Returns: its effect.
  /// - Throws: ``PlaygroundError`` when a path is unknown, an argument is out of range, the model
  ///   refuses the action or the command's engine is not available; the session is unchanged.
  package func perform(_ command: PlaygroundCommand) throws(PlaygroundError) -> Effect {
    switch command {
    case let .select(path): return try apply(.select(try destination(path)))
    case let .push(path): return try apply(.push(try destination(path)))
    case let .pop(count): return try apply(.pop(count))
    case let .popTo(path): return try apply(.popTo(.destination(try destination(path))))
    case .popToRoot: return try apply(.popToRoot)
    case let .finish(outcome): return try apply(.finish(returning: try outcome.map(Self.outcome)))
    case let .go(path): return try apply(.popToOrPush(try destination(path)))
    case let .replaceTop(path): return try apply(.replaceTop(try destination(path)))
    case let .removeScreen(id):
      guard id >= 0 else {
        throw .arguments(.invalidArgument, command: "remove-screen", detail: "an id is 0 or more, not \(id)", usage: RemoveScreenWord.usage)
      }
      return try apply(.remove(EntryID(UInt64(id))))
    case let .mark(name, id):
      guard let id else { return try apply(.mark(name, on: navigator.state.topScreen)) }
      guard id >= 0 else {
        throw .arguments(.invalidArgument, command: "mark", detail: "an id is 0 or more, not \(id)", usage: MarkWord.usage)
      }
      return try apply(.mark(name, on: .entry(EntryID(UInt64(id)))))
    case let .returnTo(name, outcome): return try apply(.returnTo(.marked(name), outcome: try outcome.map(Self.outcome)))
    case let .setStack(tab, paths):
      var destinations: [D] = []
      for path in paths { destinations.append(try destination(path)) }
      return try apply(.setStack(destinations, tab: try destination(tab)))
    case let .present(path, style, anchor):
      let modalStyle: ModalStyle? =
        switch style {
        case .sheet: .sheet
        case .cover: .fullScreenCover
        case .form: .sheet.sizing(.form)
        case .page: .sheet.sizing(.page)
        case .fitted: .sheet.sizing(.fitted)
        case .popover: anchor.map { .popover(anchor: $0) } ?? .popover
        case nil: nil
        }
      guard anchor == nil || style == .popover else {
        throw .arguments(
          .invalidArgument, command: "present", detail: "only a popover points at a view: present <path> popover <anchor>",
          usage: PresentWord.usage)
      }
      return try present(try destination(path), style: modalStyle)
    case let .dismiss(elevation): return try apply(elevation.map { .dismissTo(elevation: $0) } ?? .dismiss)
    case .dismissAll: return try apply(.dismissAll)
    case let .detent(text, elevation):
      guard let detent = ModalStyle.Detent(playgroundName: text) else {
        throw .arguments(
          .invalidArgument, command: "detent", detail: "'\(text.abbreviated)' is not medium, large, N% or Npt", usage: DetentWord.usage)
      }
      return try apply(.setDetent(detent, elevation: elevation ?? max(0, navigator.state.modals.count - 1)))
    case let .show(path): return try apply(.show(try destination(path)))
    case let .open(url): return try open(url)
    case let .style(style): return setEnvironment(style: style, size: size, device: device)
    case let .size(size): return setEnvironment(style: style, size: size, device: device)
    // Another device starts in its own width: an iPhone compact, the others regular.
    case let .device(device):
      return setEnvironment(style: style, size: device == self.device ? size : device.startingSize, device: device)
    case let .hide(path, area):
      return try customize([.hide(try tabID(path), in: area == .tabBar ? .tabBar : .sidebar)])
    case let .unhide(path):
      let id = try tabID(path)
      var operations: [TabCustomization.Operation] = [.show(id, in: .sidebar)]
      if navigator.customization.visibility(of: id, in: .tabBar) == .hidden { operations.append(.show(id, in: .tabBar)) }
      return try customize(operations)
    case let .move(path, index):
      let id = try tabID(path)
      let inSection = playground.structure.section(containing: try destination(path)) != nil
      return try customize([navigator.layout.tabBar == nil && inSection ? .moveInSection(id, to: index) : .moveInTabBar(id, to: index)])
    case let .add(path): return try customize([.show(try tabID(path), in: .tabBar)])
    case let .remove(path): return try customize([.hide(try tabID(path), in: .tabBar)])
    case .reset: return try customize([.resetVisibility, .resetOrder(section: nil)])
    case .signIn: return try setSignedIn(true)
    case .signOut: return try setSignedIn(false)
    case let .unsaved(value): return try setUnsavedChanges(value)
    case let .accessory(shown): return try setBottomAccessory(shown: shown)
    case let .search(text): return try apply(.setSearchQuery(text))
    case let .resolve(answer, path): return try resolve(answer, path: path)
    case let .windowOpen(path): return try openWindow(try destination(path))
    case let .windowClose(number): return try closeWindow(number)
    case .windowList: return Effect(output: windowList())
    case let .windowSwitch(number):
      let (id, navigator) = try window(number)
      currentWindow = id
      self.navigator = navigator
      return Effect(redraw: true)
    case let .record(verb, file): return try record(verb, file: file)
    case let .save(path): return try save(to: path)
    case let .restore(path): return try restore(from: path)
    case let .snapshot(path): return try writeSnapshot(to: path)
    case let .graph(format):
      return Effect(output: playground.graph.render(format))
    case let .help(topic):
      return Effect(output: try HelpText.render(topic: topic, playground: playground))
    case .quit:
      return Effect(quit: true)
    case let .gesture(gesture):
      return try perform(gesture)
    }
  }

  /// Performs a gesture as the SwiftUI layer receives it from the system, on a screen that
  /// shows the window's state (``PresentationStager/perform(_:on:)``).
  private func perform(_ gesture: PlaygroundGesture) throws(PlaygroundError) -> Effect {
    let resolved: Navigator<D>.Gesture =
      switch gesture {
      case let .swipeBack(count): .goBack(count: count)
      case let .swipeAway(elevation): .swipeAway(elevation: elevation ?? max(0, navigator.state.modals.count - 1))
      case let .tapTab(path): .chooseTab(try destination(path))
      case let .tapRow(path): .chooseListRow(try destination(path))
      case let .tapButton(id): .tapAlertButton(id: id)
      case .closeAlert: .closeAlert
      case .tapAccessory: .tapBottomAccessory
      }
    let start = navigator.state
    let screen = PresentationStager(
      displaying: start, in: navigator.environment, structure: navigator.structure, customization: navigator.customization,
      showsBottomAccessory: navigator.isBottomAccessoryShown)
    var events: [NavigationEvent<D>] = []
    let observer = navigator.eventObserver
    navigator.eventObserver = { caused in
      observer?(caused)
      events += caused
    }
    defer { navigator.eventObserver = observer }
    screen.perform(resolved, on: navigator)
    return Effect(steps: steps(from: start), events: records(events), redraw: true)
  }

  func records(_ events: [NavigationEvent<D>]) -> [EventRecord] {
    events.map { EventRecord($0, routes: playground.paths) }
  }

  /// The steps the SwiftUI layer performs to go from `start` to the current window's state.
  func steps(from start: NavigationState<D>) -> [StepRecord] {
    // A step that changes nothing on screen and sets no stack is not worth a line.
    // The playground draws what the SwiftUI layer draws: it takes the motion of the changes.
    start.plan(to: navigator.state, motion: navigator.takeMotion(), structure: navigator.structure).steps.filter {
      !($0.keepsTheScreen && $0.hiddenStacks.isEmpty)
    }
    .map { StepRecord($0, routes: playground.paths) }
  }

  func apply(_ action: NavigationAction<D>) throws(PlaygroundError) -> Effect {
    let start = navigator.state
    var sent = motion.map(action.motion) ?? action
    if let zoom { sent = sent.zoom(from: zoom) }
    switch navigator.send(sent) {
    case let .success(events): return Effect(steps: steps(from: start), events: records(events), redraw: true)
    case let .failure(error): throw PlaygroundError(error, routes: playground.paths)
    }
  }

  private func open(_ text: String) throws(PlaygroundError) -> Effect {
    if text.hasPrefix("/") {
      throw .arguments(
        .invalidArgument, command: "open", detail: "'\(text.abbreviated)' is a path, not a URL; use 'show \(text.abbreviated)'",
        usage: OpenWord.usage)
    }
    let start = navigator.state
    switch navigator.open(try playground.paths.url(text), motion: motion ?? .lastStepAnimated) {
    case let .success(events): return Effect(steps: steps(from: start), events: records(events), redraw: true)
    case let .failure(error): throw PlaygroundError(error, routes: playground.paths)
    }
  }
}
