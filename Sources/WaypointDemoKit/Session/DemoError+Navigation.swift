package import Waypoint

extension DemoError {
  /// The demo's error for a navigation error: the model's code, and a message that names screens
  /// by their paths.
  ///
  /// ```swift
  /// let error = DemoError(.notATab(.rectangleItem(level: 3)), routes: ProvisionalRoutes.shapes)
  /// error.message // "/rectangle/item/3 is not a tab"
  /// ```
  ///
  /// - Parameters:
  ///   - error: the model's error.
  ///   - routes: the example app's routes.
  package init<D>(_ error: NavigationError<D>, routes: DemoRoutes<D>) {
    let path = routes.path(for:)
    let message: String =
      switch error {
      case let .notATab(d): "\(path(d)) is not a tab"
      case let .tabDisabled(d): "the tab \(path(d)) is disabled"
      case let .tabHidden(d): "the tab \(path(d)) is hidden"
      case let .popTargetNotFound(.destination(d)): "\(path(d)) is not on the visible stack"
      case let .rootNotATab(d): "\(path(d)) is declared a root but is not a tab"
      case let .endlessOrigin(d): "the origins of \(path(d)) never reach a tab"
      case let .originCycle(chain): "origins form a cycle: \(chain.map(path).joined(separator: " → "))"
      case let .interceptLoop(d): "the intercepting tab \(path(d)) chose an intercepting tab"
      case let .denied(d, reason): "\(path(d)) is not allowed: \(reason)"
      default: error.description
      }
    self = .navigation(code: error.code, message: message)
  }
}
