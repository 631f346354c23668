package import Waypoint

extension PlaygroundError {
  /// The playground's error for a navigation error: the model's code, and a message that names screens
  /// by their paths.
  ///
  /// ```swift
  /// let error = PlaygroundError(NavigationError.notATab(.rectangleItem(level: 3)), routes: playground.paths)
  /// error.message // "/rectangle/item/3 is not a tab"
  /// ```
  ///
  /// - Parameters:
  ///   - error: the model's error.
  ///   - routes: the app's routes.
  package init<D>(_ error: NavigationError<D>, routes: PlaygroundRoutes<D>) {
    let path = routes.path(for:)
    let message: String =
      switch error {
      case let .notATab(d): "\(path(d)) is not a tab"
      case let .tabDisabled(d): "the tab \(path(d)) is disabled"
      case let .tabHidden(d): "the tab \(path(d)) is hidden"
      case let .unavailableInLayout(d): "the tab \(path(d)) is not shown in the current layout"
      case let .popTargetNotFound(.destination(d)): "\(path(d)) is not on the visible stack"
      case let .rootNotATab(d): "\(path(d)) is declared a root but is not a tab"
      case let .endlessOrigin(d): "the origins of \(path(d)) never reach a tab"
      case let .originCycle(chain): "origins form a cycle: \(chain.map(path).joined(separator: " → "))"
      case let .interceptLoop(d): "the intercepting tab \(path(d)) chose an intercepting tab"
      case let .denied(d, reason): "\(path(d)) is not allowed: \(reason)"
      case let .routing(error): PlaygroundError(error, routes: routes).message
      default: error.description
      }
    self = .navigation(code: error.code, message: message)
  }
}

extension PlaygroundError {
  /// The playground's error for a routing error: the routing module's code, and a message that names
  /// screens by their paths.
  ///
  /// ```swift
  /// PlaygroundError(RoutingError<ShapesDestination>.noMatchingRoute("/nowhere"), routes: playground.paths).code // "noMatchingRoute"
  /// ```
  ///
  /// - Parameters:
  ///   - error: the routing module's error.
  ///   - routes: the app's routes.
  package init<D>(_ error: RoutingError<D>, routes: PlaygroundRoutes<D>) {
    let message: String =
      switch error {
      case let .notAllowed(d, reason): "\(routes.path(for: d)) cannot be shown: \(PlaygroundError(reason, routes: routes).message)"
      case let .stepNotAllowed(d, after): "\(routes.path(for: d)) cannot follow \(routes.path(for: after)) in a path"
      default: error.description
      }
    self = .navigation(code: error.code, message: message.abbreviated(to: 200))
  }
}

extension PlaygroundError {
  /// The playground's error for a refused customization: a stable code named after the case, and the
  /// layout module's sentence.
  ///
  /// ```swift
  /// PlaygroundError(.notRemovable("watch-now", placement: .fixed)).code // "notRemovable"
  /// ```
  ///
  /// - Parameter error: the layout module's error.
  package init(_ error: CustomizationError) {
    let code: String =
      switch error {
      case .unknownTab: "unknownTab"
      case .unknownSection: "unknownSection"
      case .customizationDisabled: "customizationDisabled"
      case .notRemovable: "notRemovable"
      case .reorderableOnly: "reorderableOnly"
      case .notMovable: "notMovable"
      case .sidebarOnly: "sidebarOnly"
      case .hiddenInSidebar: "hiddenInSidebar"
      case .notInTabBar: "notInTabBar"
      case .notInSection: "notInSection"
      case .indexOutOfRange: "indexOutOfRange"
      case .unsupportedVersion: "unsupportedVersion"
      case .nothingLeftToSelect: "nothingLeftToSelect"
      }
    self = .navigation(code: code, message: error.description)
  }
}
