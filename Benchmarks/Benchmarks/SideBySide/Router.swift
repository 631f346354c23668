public import Fixtures
import Observation

/// The baseline Waypoint is measured against: the router an app writes by hand instead of using
/// a navigation library (the `RouterPath` pattern of apps such as IceCubes), `@MainActor` and
/// `@Observable`, in the app's own module.
///
/// It keeps a path per tab (as a `TabView` of `NavigationStack`s does), the selected tab and the
/// presented sheets, lowest first. Re-selecting the selected tab pops it to its root. It does what
/// an app needs and nothing else: no ids for entries, no rules about where a screen may appear,
/// no limits, no stacks inside sheets, no guards, no events, no undo of a failed change, and
/// views observe the whole path rather than one stack.
///
/// ```swift
/// let router = Router(tabs: 5)
/// router.push(.detail(1))
/// router.select(1)
/// ```
@MainActor
@Observable
public final class Router {
  /// The selected tab.
  public var selectedTab = 0
  /// Each tab's path, bottom first, kept while another tab is selected.
  public var paths: [[BenchDestination]]
  /// The presented sheets, lowest first (a sheet over a sheet is the second).
  public var sheets: [BenchDestination] = []

  /// A router for an app of `tabs` tabs, the first selected.
  ///
  /// - Parameter tabs: how many tabs.
  public init(tabs: Int) {
    paths = Array(repeating: [], count: tabs)
  }

  /// Pushes `destination` onto the selected tab's path.
  ///
  /// - Parameter destination: the screen.
  public func push(_ destination: BenchDestination) {
    paths[selectedTab].append(destination)
  }

  /// Pops the top screen of the selected tab's path, if it has one.
  public func pop() {
    guard !paths[selectedTab].isEmpty else { return }
    paths[selectedTab].removeLast()
  }

  /// Selects `tab`; re-selecting the selected tab pops it to its root.
  ///
  /// - Parameter tab: the tab's index.
  public func select(_ tab: Int) {
    guard paths.indices.contains(tab) else { return }
    if tab == selectedTab {
      paths[tab].removeAll()
    } else {
      selectedTab = tab
    }
  }

  /// Presents `sheet` over whatever is up.
  ///
  /// - Parameter sheet: the sheet's screen.
  public func present(_ sheet: BenchDestination) {
    sheets.append(sheet)
  }

  /// Dismisses the top sheet, if one is up.
  public func dismiss() {
    guard !sheets.isEmpty else { return }
    sheets.removeLast()
  }

  /// Dismisses every sheet and pops the selected tab to its root.
  public func reset() {
    sheets.removeAll()
    paths[selectedTab].removeAll()
  }
}
