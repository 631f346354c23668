internal import Foundation
public import Waypoint

/// An app's navigation, ready to explore in the terminal: its structure, routes, first tab and
/// (optionally) a sign-in guard.
///
/// Add a small executable target to the package that depends on the app's navigation module and
/// on `WaypointPlayground`, and run it with `swift run`:
///
/// ```swift
/// // Sources/podcasts-playground/main.swift
/// import Podcasts
/// import WaypointPlayground
///
/// Playground("Podcasts", structure: Podcasts.structure, routes: Podcasts.routes, selection: .listenNow).run()
/// ```
///
/// The session speaks the app's own paths (`push /episode/42`, `show /show/7/episode/3`,
/// `open podcasts:///search`), changes the style and size class, customizes tabs, opens windows,
/// saves and restores snapshots, draws the screen as text or as SVG wireframes, and exports the
/// navigation graph. Type `help` in it for the commands.
public struct Playground<D: Destination>: Sendable {
  /// The app's name, as the screen header shows it.
  public var name: String
  /// The app's structure.
  public var structure: AppStructure<D>
  /// The app's routes: every command names screens by these paths.
  public var routes: RouteTable<D>
  /// The tab the session starts on.
  public var selection: D
  /// Screens of every kind the graph starts its walk from, besides the tabs; the graph follows
  /// each one's origin back to a tab.
  public var samples: [D]
  /// A guard whose context is whether the person is signed in (`sign-in` and `sign-out` change
  /// it); `nil` for an app without one. An app whose guard takes another context adapts it:
  ///
  /// ```swift
  /// let signInGuard = NavigationGuard<Podcast, Bool> { destination, state, signedIn in
  ///   Podcasts.accountGuard.decide(destination, state, signedIn ? .subscriber : .guest)
  /// }
  /// ```
  public var signInGuard: NavigationGuard<D, Bool>?
  /// A guard that decides when a screen is about to leave, whose context is whether the screen
  /// being edited has unsaved changes (`unsaved on` and `unsaved off` change it); `nil` for an app
  /// without one. Only its `leaving` decision is used:
  ///
  /// ```swift
  /// let leavingGuard = NavigationGuard<Podcast, Bool>.onLeaving { departure, _, unsaved in
  ///   departure.destination == .player && unsaved ? .confirm(LeaveDecision.Confirmation("Discard the queue?")) : .allow
  /// }
  /// ```
  public var leavingGuard: NavigationGuard<D, Bool>?
  /// The destinations the app looks up before it shows them (an account for a handle, an
  /// entitlement); `nil` for an app that looks nothing up. The session holds the way to one
  /// until `resolve allow|deny|fail|rewrite <path>` answers, as the app's resolver would:
  ///
  /// ```swift
  /// let lookUp: @Sendable (Podcast) -> Bool = { if case .episode = $0 { true } else { false } }
  /// ```
  public var lookUp: (@Sendable (D) -> Bool)?
  /// Where the session starts: its style, size class and device. An iPad in regular width with
  /// the automatic style by default, as an iPad shows an app; `--device` and the `device`,
  /// `style` and `size` commands change it.
  public var environment: LayoutEnvironment
  /// Paths for the examples `help` prints (`tab`, `push`, `present`, `deep`, `url`); by default
  /// they are chosen from the tabs and the samples.
  package var helpExamples: [String: String]

  /// Creates a playground for an app.
  ///
  /// ```swift
  /// let signInGuard = NavigationGuard<Podcast, Bool> { destination, state, signedIn in
  ///   Podcasts.accountGuard.decide(destination, state, signedIn ? .subscriber : .guest)
  /// }
  /// let playground = Playground(
  ///   "Podcasts", structure: Podcasts.structure, routes: Podcasts.routes, selection: .listenNow,
  ///   samples: [.episode(id: 1), .player], signInGuard: signInGuard)
  /// ```
  ///
  /// - Parameters:
  ///   - name: the app's name.
  ///   - structure: the app's structure.
  ///   - routes: the app's routes.
  ///   - selection: the first selected tab.
  ///   - samples: screens the graph walks from, besides the tabs; none by default.
  ///   - signInGuard: a guard over whether the person is signed in; none by default. The session
  ///     starts signed out.
  ///   - leavingGuard: a guard over whether the screen being edited has unsaved changes, asked
  ///     when a screen is about to leave; none by default. The session starts with none.
  ///   - lookUp: the destinations the app looks up before it shows them; none by default.
  ///   - environment: where the session starts; an iPad in regular width with the automatic
  ///     style by default (`LayoutEnvironment(sizeClass: .compact, idiom: .phone)` starts on an
  ///     iPhone).
  public init(
    _ name: String,
    structure: AppStructure<D>,
    routes: RouteTable<D>,
    selection: D,
    samples: [D] = [],
    signInGuard: NavigationGuard<D, Bool>? = nil,
    leavingGuard: NavigationGuard<D, Bool>? = nil,
    lookUp: (@Sendable (D) -> Bool)? = nil,
    environment: LayoutEnvironment = LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .pad)
  ) {
    self.name = name
    self.structure = structure
    self.routes = routes
    self.selection = selection
    self.samples = samples
    self.signInGuard = signInGuard
    self.leavingGuard = leavingGuard
    self.lookUp = lookUp
    self.environment = environment
    self.helpExamples = [:]
    self.helpExamples = defaultHelpExamples()
  }

  /// The app's navigation graph, walked from the tabs and the samples.
  ///
  /// ```swift
  /// print(playground.graph.mermaid)
  /// ```
  public var graph: NavigationGraph<D> {
    NavigationGraph(name, structure: structure, routes: routes, samples: samples, signInGuard: signInGuard)
  }

  /// The routes as the session uses them.
  package var paths: PlaygroundRoutes<D> { PlaygroundRoutes(table: routes) }

  /// The app's route patterns, as `help` lists them (`/rectangle/item/{level}`).
  package var routePatterns: [String] { routes.routes.map(\.pattern) }

  /// Fills a help example's placeholders with this app's paths.
  ///
  /// - Parameter example: an example with `{tab}`-style placeholders.
  /// - Returns: the example with the placeholders replaced.
  package func filling(_ example: String) -> String {
    var result = example
    for (key, value) in helpExamples.sorted(by: { $0.key < $1.key }) {
      result = result.replacingOccurrences(of: "{\(key)}", with: value)
    }
    return result
  }

  /// Examples chosen from the app: a tab other than the first, the first pushed and presented
  /// samples, the sample with the longest path, and its URL.
  private func defaultHelpExamples() -> [String: String] {
    let paths = self.paths
    let tabs = structure.allTabs.map(\.destination)
    let tab = tabs.first { $0 != selection } ?? selection
    func firstSample(where matches: (Origin<D>) -> Bool) -> D? { samples.first { matches(structure.origin($0)) } }
    let pushed = firstSample {
      if case .pushed = $0 { return true }
      if case .anywhere(.push) = $0 { return true }
      return false
    }
    let presented = firstSample {
      if case .presented = $0 { return true }
      if case .anywhere(.present) = $0 { return true }
      return false
    }
    let deep = samples.max { paths.path(for: $0).count < paths.path(for: $1).count }
    return [
      "tab": paths.path(for: tab),
      "push": paths.path(for: pushed ?? tab),
      "present": paths.path(for: presented ?? pushed ?? tab),
      "deep": paths.path(for: deep ?? pushed ?? tab),
      "url": paths.url(for: pushed ?? tab),
    ]
  }
}
