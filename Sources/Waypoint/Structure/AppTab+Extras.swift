extension AppTab {
  /// What an app declares for a tab beyond the usual: a title and a symbol over its
  /// destination's, a re-select policy.
  @usableFromInline
  final class Extras: Hashable, Sendable {
    let title: String?
    let symbolName: String?
    let reselectPolicy: ReselectPolicy

    init(title: String?, symbolName: String?, reselectPolicy: ReselectPolicy) {
      self.title = title
      self.symbolName = symbolName
      self.reselectPolicy = reselectPolicy
    }

    /// The extras, or `nil` when each is the usual, so that a tab given the usual values equals
    /// one given none.
    static func make(title: String?, symbolName: String?, reselectPolicy: ReselectPolicy) -> Extras? {
      guard title != nil || symbolName != nil || reselectPolicy != .popToRoot else { return nil }
      return Extras(title: title, symbolName: symbolName, reselectPolicy: reselectPolicy)
    }

    @usableFromInline static func == (lhs: Extras, rhs: Extras) -> Bool {
      lhs.title == rhs.title && lhs.symbolName == rhs.symbolName && lhs.reselectPolicy == rhs.reselectPolicy
    }

    @usableFromInline func hash(into hasher: inout Hasher) {
      hasher.combine(title)
      hasher.combine(symbolName)
      hasher.combine(reselectPolicy)
    }
  }

  /// This tab with a title of the app's, for a tab built from data (a collection named
  /// "Baking"): the tab bar, the sidebar and the accessibility label show it in place of the
  /// destination's. Pass text already localized for the person (`String(localized:)`).
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
    copy.extras = Extras.make(title: title, symbolName: extras?.symbolName, reselectPolicy: reselectPolicy)
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
    copy.extras = Extras.make(title: extras?.title, symbolName: name, reselectPolicy: reselectPolicy)
    return copy
  }
}
