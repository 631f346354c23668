extension AppTab {
  /// What an app declares for a tab beyond the usual: a title and a symbol over its
  /// destination's, an intercepting action, a re-select policy.
  @usableFromInline
  final class Extras: Hashable, Sendable {
    let title: String?
    let symbolName: String?
    let behavior: Behavior
    let reselectPolicy: ReselectPolicy

    init(title: String?, symbolName: String?, behavior: Behavior, reselectPolicy: ReselectPolicy) {
      self.title = title
      self.symbolName = symbolName
      self.behavior = behavior
      self.reselectPolicy = reselectPolicy
    }

    /// The extras, or `nil` when each is the usual, so that a tab given the usual values equals
    /// one given none.
    static func make(title: String?, symbolName: String?, behavior: Behavior, reselectPolicy: ReselectPolicy) -> Extras? {
      guard title != nil || symbolName != nil || behavior != .select || reselectPolicy != .popToRoot else { return nil }
      return Extras(title: title, symbolName: symbolName, behavior: behavior, reselectPolicy: reselectPolicy)
    }

    @usableFromInline static func == (lhs: Extras, rhs: Extras) -> Bool {
      lhs.title == rhs.title && lhs.symbolName == rhs.symbolName && lhs.behavior == rhs.behavior
        && lhs.reselectPolicy == rhs.reselectPolicy
    }

    @usableFromInline func hash(into hasher: inout Hasher) {
      hasher.combine(title)
      hasher.combine(symbolName)
      hasher.combine(behavior)
      hasher.combine(reselectPolicy)
    }
  }

  /// This tab with a title of the app's, for a tab built from data (a collection named
  /// "Baking"): the tab bar, the sidebar and the accessibility label show it in place of the
  /// destination's. Pass text already localized for the person (`String(localized:)`), or use
  /// ``title(localized:table:bundle:defaultValue:)``.
  ///
  /// ```swift
  /// let collections = [(id: 1, name: "Baking"), (id: 2, name: "Weeknights")]
  /// let tabs = collections.map { AppTab("collection-\($0.id)", MediaDestination.collection(id: $0.id)).title($0.name) }
  /// ```
  ///
  /// - Parameter title: the title.
  /// - Returns: the changed tab.
  public func title(_ title: String) -> AppTab {
    var copy = self
    copy.extras = Extras.make(title: title, symbolName: extras?.symbolName, behavior: behavior, reselectPolicy: reselectPolicy)
    return copy
  }

  /// This tab with a symbol of the app's in place of the destination's.
  ///
  /// ```swift
  /// AppTab("collection-1", MediaDestination.collection(id: 1)).title("Baking").symbol("birthday.cake")
  /// ```
  ///
  /// - Parameter name: an SF Symbol's name, outline.
  /// - Returns: the changed tab.
  public func symbol(_ name: String) -> AppTab {
    var copy = self
    copy.extras = Extras.make(title: extras?.title, symbolName: name, behavior: behavior, reselectPolicy: reselectPolicy)
    return copy
  }
}
