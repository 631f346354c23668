public import Fixtures
public import Foundation

extension Router {
  /// Shows `destination` with the screens below it, as a hand-written deep link does: the app
  /// knows each screen's parents and writes them out, case by case.
  ///
  /// ```swift
  /// router.deepLink(to: .picker(tab: 2))  // tab 2, items 1...3, the editor and the picker
  /// ```
  ///
  /// - Parameter destination: the screen to show.
  /// - Returns: `false` when the destination's tab does not exist (nothing changes).
  @discardableResult
  public func deepLink(to destination: BenchDestination) -> Bool {
    switch destination {
    case let .tab(tab):
      return show(tab: tab, depth: 0, sheets: [])
    case let .item(tab, level):
      return show(tab: tab, depth: level, sheets: [])
    case let .editor(tab):
      return show(tab: tab, depth: 3, sheets: [.editor(tab: tab)])
    case let .picker(tab):
      return show(tab: tab, depth: 3, sheets: [.editor(tab: tab), .picker(tab: tab)])
    case .detail:
      push(destination)
      return true
    case .sheet:
      present(destination)
      return true
    case .landing:
      return false
    }
  }

  // A loop, not `map`: a closure formed in this `@MainActor` class is checked for main-actor
  // isolation at run time on each call (about 300 instructions an element), which a careful
  // author, measuring, would avoid; with `map`, the check was most of a 1,000-level link.
  private func show(tab: Int, depth: Int, sheets: [BenchDestination]) -> Bool {
    guard paths.indices.contains(tab), depth >= 0 else { return false }
    selectedTab = tab
    var path: [BenchDestination] = []
    path.reserveCapacity(depth)
    for level in stride(from: 1, through: depth, by: 1) {
      path.append(.item(tab: tab, level: level))
    }
    paths[tab] = path
    self.sheets = sheets
    return true
  }

  /// Opens a `bench:` URL, parsed as a hand-written router does: `pathComponents` and a
  /// `switch` (`/tab/2`, `/tab/2/item/3`, `/tab/2/editor`, `/tab/2/picker`).
  ///
  /// ```swift
  /// router.open(URL(string: "bench:///tab/2/item/3")!)
  /// ```
  ///
  /// - Parameter url: the URL.
  /// - Returns: `false` when the URL names no screen (nothing changes).
  @discardableResult
  public func open(_ url: URL) -> Bool {
    guard url.scheme == "bench" else { return false }
    let parts = url.pathComponents
    guard parts.count >= 3, parts[1] == "tab", let tab = Int(parts[2]) else { return false }
    switch parts.count {
    case 3:
      return deepLink(to: .tab(tab))
    case 4 where parts[3] == "editor":
      return deepLink(to: .editor(tab: tab))
    case 4 where parts[3] == "picker":
      return deepLink(to: .picker(tab: tab))
    case 5 where parts[3] == "item":
      guard let level = Int(parts[4]), level > 0 else { return false }
      return deepLink(to: .item(tab: tab, level: level))
    default:
      return false
    }
  }
}
