extension NavigationEngine.Recording {
  /// One thing a navigator was given.
  public enum Input: Hashable, Sendable, Codable, CustomStringConvertible {
    /// An action: the app's own, a gesture's, an alert choice or a resolver's answer.
    case action(NavigationAction<D>)
    /// A URL opened with ``NavigationEngine/open(_:motion:)``.
    case openURL(String)
    /// A route path opened with ``NavigationEngine/open(path:motion:)``.
    case openPath(String)
    /// A button the person tapped on the alert on screen.
    case alertButtonOnScreen(String)
    /// The person dismissed search.
    case searchDismissed
    /// A new layout environment.
    case environment(LayoutEnvironment)
    /// A person's customization of the tabs, all or nothing.
    case customize([TabCustomization.Operation])
    /// A stored customization put in place.
    case restoreCustomization(TabCustomization)
    /// A new structure, by its fingerprint: the replay is given the structure itself.
    case structure(String)
    /// A guard installed with a new context: the context as JSON, or `nil` when it is not
    /// `Encodable`.
    case guardContext(String?)
    /// The app showed or hid its bottom accessory.
    case bottomAccessory(shown: Bool)

    /// The input in a few words: `action(push(infinity))`, `openURL(…)`.
    public var description: String {
      switch self {
      case let .action(action): "action(\(action))"
      case let .openURL(url): "openURL(\(url))"
      case let .openPath(path): "openPath(\(path))"
      case let .alertButtonOnScreen(id): "alertButtonOnScreen(\(id))"
      case .searchDismissed: "searchDismissed"
      case let .environment(environment): "environment(\(environment))"
      case let .customize(operations): "customize(\(operations))"
      case .restoreCustomization: "restoreCustomization"
      case let .structure(fingerprint): "structure(\(fingerprint))"
      case let .guardContext(json): "guardContext(\(json ?? "not encodable"))"
      case let .bottomAccessory(shown): "bottomAccessory(\(shown ? "shown" : "hidden"))"
      }
    }

    /// Why the screen on top changed when this input changed it.
    var cause: NavigationAction<D>.Cause {
      switch self {
      case let .action(action): action.withoutOptions.options.cause
      case .openURL, .openPath: .deepLink
      case .alertButtonOnScreen, .searchDismissed: .person
      case .environment, .customize, .restoreCustomization, .structure, .bottomAccessory: .restructured
      case .guardContext: .guarded
      }
    }
  }
}
