import Fixtures
import Foundation
import StackStateStorage
import Waypoint

/// The operations measured side by side with the hand-written ``Router`` (and, for a push and a
/// pop, TCA's stack storage), on the same five-tab phone app (``BenchApp/small``), except a tab
/// switch and the layouts on the large app of 100 tabs in 20 sections.
///
/// ```swift
/// for comparison in comparisons { let waypoint = comparison.workload(.waypoint) }
/// ```
public let comparisons: [Comparison] = [
  Comparison(name: "push", count: 1_000, subjects: Subject.allCases, workload: push),
  Comparison(name: "pop", count: 1_000, subjects: Subject.allCases, workload: pop),
  Comparison(name: "select", count: 1_000) { select($0, large: false) },
  Comparison(name: "select-100", count: 1_000) { select($0, large: true) },
  Comparison(name: "sheet", count: 1_000, workload: sheet),
  Comparison(name: "link-3", count: 200, isUndoneEachTime: true) {
    deepLink($0, to: .picker(tab: 2))
  },
  Comparison(name: "link-100", count: 50, isUndoneEachTime: true) {
    deepLink($0, to: .item(tab: 2, level: 100))
  },
  Comparison(name: "link-1000", count: 20, isUndoneEachTime: true) {
    deepLink($0, to: .item(tab: 2, level: 1_000))
  },
  Comparison(name: "url", count: 200, isUndoneEachTime: true, workload: openURL),
  Comparison(name: "sidebar-100", count: 100) { layout($0, sidebar: true) },
  Comparison(name: "tab-bar-100", count: 100) { layout($0, sidebar: false) },
]

private let pushed = (0..<1_000).map { BenchDestination.detail($0) }

@MainActor
private func push(_ subject: Subject) -> Workload? {
  switch subject {
  case .waypoint:
    let navigator = Navigator(structure: BenchApp.small, selection: .tab(0))
    return Workload(
      operation: { _ = navigator.push(pushed[$0]) }, after: { _ = navigator.popToRoot() },
      views: [{ _ = navigator.stack(for: .tab(0)) }])
  case .router:
    let router = Router(tabs: 5)
    return Workload(operation: { router.push(pushed[$0]) }, after: { router.reset() }, views: [{ _ = router.paths[0] }])
  case .stackState:
    let box = StorageBox()
    return Workload(operation: { box.stack.append(pushed[$0]) }, after: { box.stack = StackStateStorage() })
  }
}

@MainActor
private func pop(_ subject: Subject) -> Workload? {
  switch subject {
  case .waypoint:
    let navigator = Navigator(structure: BenchApp.small, selection: .tab(0))
    return Workload(
      before: { for value in pushed { _ = navigator.push(value) } }, operation: { _ in _ = navigator.pop() },
      views: [{ _ = navigator.stack(for: .tab(0)) }])
  case .router:
    let router = Router(tabs: 5)
    return Workload(
      before: { for value in pushed { router.push(value) } }, operation: { _ in router.pop() }, views: [{ _ = router.paths[0] }])
  case .stackState:
    let box = StorageBox()
    return Workload(before: { for value in pushed { box.stack.append(value) } }, operation: { _ in box.stack.popLast() })
  }
}

/// Switches between two tabs (never a re-selection, which pops to the root): tabs 1 and 2 of the
/// small app, or, in the large app, tabs 1 and 6, which are in different sections.
@MainActor
private func select(_ subject: Subject, large: Bool) -> Workload? {
  let tabs = large ? [1, 6] : [1, 2]
  switch subject {
  case .waypoint:
    let navigator = Navigator(structure: large ? BenchApp.large : BenchApp.small, selection: .tab(0))
    return Workload(operation: { _ = navigator.select(.tab(tabs[$0 % 2])) }, views: [{ _ = navigator.selection }])
  case .router:
    let router = Router(tabs: large ? 100 : 5)
    return Workload(operation: { router.select(tabs[$0 % 2]) }, views: [{ _ = router.selectedTab }])
  case .stackState:
    return nil
  }
}

@MainActor
private func sheet(_ subject: Subject) -> Workload? {
  switch subject {
  case .waypoint:
    let navigator = Navigator(structure: BenchApp.small, selection: .tab(0))
    return Workload(
      operation: { _ in
        _ = navigator.present(.sheet(1), style: .sheet)
        _ = navigator.dismiss()
      }, views: [{ _ = navigator.modal(at: 0) }])
  case .router:
    let router = Router(tabs: 5)
    return Workload(
      operation: { _ in
        router.present(.sheet(1))
        router.dismiss()
      }, views: [{ _ = router.sheets }])
  case .stackState:
    return nil
  }
}

/// A deep link from the first tab's root; each one is undone, unmeasured, before the next.
@MainActor
private func deepLink(_ subject: Subject, to destination: BenchDestination) -> Workload? {
  switch subject {
  case .waypoint:
    let navigator = Navigator(structure: BenchApp.small, selection: .tab(0))
    return Workload(
      operation: { _ in _ = navigator.show(destination) }, reset: { _ in reset(navigator) }, views: views(of: navigator))
  case .router:
    let router = Router(tabs: 5)
    return Workload(operation: { _ in router.deepLink(to: destination) }, reset: { _ in reset(router) }, views: views(of: router))
  case .stackState:
    return nil
  }
}

/// The URL both sides open: three levels deep in the third tab.
private let linkURL = URL(string: "bench:///tab/2/item/3") ?? URL(fileURLWithPath: "/")

@MainActor
private func openURL(_ subject: Subject) -> Workload? {
  switch subject {
  case .waypoint:
    let navigator = Navigator(structure: BenchApp.small, selection: .tab(0), routes: BenchApp.routes)
    return Workload(operation: { _ in _ = navigator.open(linkURL) }, reset: { _ in reset(navigator) }, views: views(of: navigator))
  case .router:
    let router = Router(tabs: 5)
    return Workload(operation: { _ in router.open(linkURL) }, reset: { _ in reset(router) }, views: views(of: router))
  case .stackState:
    return nil
  }
}

/// What the tab bar or the sidebar of the large app draws, with tab 0 selected: Waypoint's as an
/// app reads it, `navigator.layout` (not a `NavigationLayout` made in this module, which the
/// compiler would specialize for the app as it does not for the navigator's).
@MainActor
private func layout(_ subject: Subject, sidebar: Bool) -> Workload? {
  switch subject {
  case .waypoint:
    let navigator = Navigator(structure: BenchApp.large, selection: .tab(0))
    if sidebar { _ = navigator.setEnvironment(LayoutEnvironment(style: .sidebarAdaptable, sizeClass: .regular, idiom: .pad)) }
    return Workload(operation: { _ in withExtendedLifetime(navigator.layout) {} })
  case .router:
    let router = Router(tabs: 100)
    let catalog = RouterCatalog(tabs: 100, sections: 20)
    return Workload(operation: { _ in
      if sidebar {
        withExtendedLifetime(router.sidebar(catalog)) {}
      } else {
        withExtendedLifetime(router.tabBar(catalog)) {}
      }
    })
  case .stackState:
    return nil
  }
}

/// The views a deep link changes: the tab view's selection, the third tab's stack and the
/// first sheet.
@MainActor
private func views(of navigator: Navigator<BenchDestination>) -> [() -> Void] {
  [{ _ = navigator.selection }, { _ = navigator.stack(for: .tab(2)) }, { _ = navigator.modal(at: 0) }]
}

@MainActor
private func views(of router: Router) -> [() -> Void] {
  [{ _ = router.selectedTab }, { _ = router.paths[2] }, { _ = router.sheets }]
}

@MainActor
private func reset(_ navigator: Navigator<BenchDestination>) {
  _ = navigator.dismissAll()
  _ = navigator.popToRoot()
  _ = navigator.select(.tab(0))
}

@MainActor
private func reset(_ router: Router) {
  router.reset()
  router.select(0)
}

/// TCA's stack storage held by a reference, as a store holds its state.
@MainActor
private final class StorageBox {
  var stack = StackStateStorage<BenchDestination>()
}
