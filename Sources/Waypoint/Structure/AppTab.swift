/// One tab of an app: its identity, root screen, placement, role, behaviour, badge and state.
///
/// A tab is the single source of truth for everything the tab bar and the sidebar show about it
/// (the AppTab pattern). Modifiers return a changed copy, in SwiftUI's style.
///
/// ```swift
/// AppTab("notifications", SocialDestination.notifications)
///   .badge(3)
///   .placement(.pinned)
/// ```
public struct AppTab<D: Destination>: Hashable, Sendable {
  /// The stable customization id. Persisted customizations are keyed by it, never by a
  /// hash value.
  public var id: String
  /// The tab's root screen; also the selection value.
  public var destination: D
  /// Where the tab may appear.
  public var placement: TabCustomization.Placement
  /// The tab's role.
  public var role: AppTab<D>.Role
  /// Whether choosing the tab selects it or runs an action.
  public var behavior: AppTab<D>.Behavior {
    get { extras?.behavior ?? .select }
    set { extras = Extras.make(title: extras?.title, symbolName: extras?.symbolName, behavior: newValue, reselectPolicy: reselectPolicy) }
  }
  /// What happens to the tab's stack when another tab is selected: kept (the default) or
  /// emptied.
  public var leavePolicy: AppTab<D>.LeavePolicy
  /// What choosing the tab does when it is already selected: pop to its root (the default), pop
  /// one screen, nothing, or an action.
  public var reselectPolicy: AppTab<D>.ReselectPolicy {
    get { extras?.reselectPolicy ?? .popToRoot }
    set { extras = Extras.make(title: extras?.title, symbolName: extras?.symbolName, behavior: behavior, reselectPolicy: newValue) }
  }
  /// The badge count; zero shows no badge.
  public var badge: Int
  /// Whether people can choose the tab.
  public var isEnabled: Bool
  /// Whether the app hides the tab; its stack is kept.
  public var isHidden: Bool
  /// What people may do to the tab when customizing the sidebar.
  public var sidebarCustomization: TabCustomization.Behavior
  /// What people may do to the tab when customizing the tab bar.
  public var tabBarCustomization: TabCustomization.Behavior
  /// What the app declared beyond the usual: a title and a symbol (``title(_:)``,
  /// ``symbol(_:)``), an intercepting action, a re-select policy; `nil` when it declared none. Boxed: most tabs declare
  /// none of it, and a tab is copied often.
  @usableFromInline var extras: AppTab<D>.Extras?

  /// Creates a tab.
  ///
  /// ```swift
  /// let home = AppTab("home", AppDestination.home)
  /// ```
  ///
  /// - Parameters:
  ///   - id: a customization id that stays the same across app versions.
  ///   - destination: the tab's root screen.
  public init(_ id: String, _ destination: D) {
    self.id = id
    self.destination = destination
    self.placement = .automatic
    self.role = .none
    self.leavePolicy = .keep
    self.badge = 0
    self.isEnabled = true
    self.isHidden = false
    self.sidebarCustomization = .automatic
    self.tabBarCustomization = .automatic
  }

  /// The title: the one the app gave the tab (``title(_:)``), else the destination's.
  public var title: String { extras?.title ?? destination.title }
  /// The outline symbol name: the one the app gave the tab (``symbol(_:)``), else the
  /// destination's.
  public var symbolName: String { extras?.symbolName ?? destination.symbolName }
  /// Whether choosing the tab runs an action instead of selecting it.
  public var isIntercepting: Bool {
    if case .intercept = behavior { return true }
    return false
  }
}

extension AppTab {
  /// Returns a copy with the given placement.
  ///
  /// - Parameter placement: the placement.
  /// - Returns: the changed tab.
  public func placement(_ placement: TabCustomization.Placement) -> AppTab {
    var copy = self
    copy.placement = placement
    return copy
  }

  /// Returns a copy with the given role; a search tab is pinned.
  ///
  /// ```swift
  /// AppTab("search", AppDestination.search).role(.search)
  /// ```
  ///
  /// - Parameter role: the role.
  /// - Returns: the changed tab.
  public func role(_ role: AppTab<D>.Role) -> AppTab {
    var copy = self
    copy.role = role
    if role == .search { copy.placement = .pinned }
    return copy
  }

  /// Returns a copy with the given badge count; zero hides the badge.
  ///
  /// - Parameter count: the count.
  /// - Returns: the changed tab.
  public func badge(_ count: Int) -> AppTab {
    var copy = self
    copy.badge = count
    return copy
  }

  /// Returns a copy that is disabled when `disabled` is true.
  ///
  /// - Parameter disabled: whether the tab is disabled.
  /// - Returns: the changed tab.
  public func disabled(_ disabled: Bool = true) -> AppTab {
    var copy = self
    copy.isEnabled = !disabled
    return copy
  }

  /// Returns a copy that the app hides when `hidden` is true.
  ///
  /// - Parameter hidden: whether the tab is hidden.
  /// - Returns: the changed tab.
  public func hidden(_ hidden: Bool = true) -> AppTab {
    var copy = self
    copy.isHidden = hidden
    return copy
  }

  /// Returns a copy that runs `action` instead of being selected.
  ///
  /// ```swift
  /// AppTab("post", SocialDestination.post).intercept(.present(.compose, style: .sheet))
  /// ```
  ///
  /// - Parameter action: the action to run when the tab is chosen.
  /// - Returns: the changed tab.
  public func intercept(_ action: NavigationAction<D>) -> AppTab {
    var copy = self
    copy.behavior = .intercept(action)
    return copy
  }

  /// Returns a copy with the given customization behaviour in the given areas.
  ///
  /// - Parameters:
  ///   - behavior: what people may do.
  ///   - areas: the sidebar, the tab bar, or both (the default).
  /// - Returns: the changed tab.
  public func customizationBehavior(
    _ behavior: TabCustomization.Behavior,
    for areas: TabCustomization.Area...
  ) -> AppTab {
    var copy = self
    let areas = areas.isEmpty ? TabCustomization.Area.allCases : areas
    for area in areas {
      switch area {
      case .sidebar: copy.sidebarCustomization = behavior
      case .tabBar: copy.tabBarCustomization = behavior
      }
    }
    return copy
  }
}
