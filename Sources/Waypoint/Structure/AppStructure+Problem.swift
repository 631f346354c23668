extension AppStructure {
  /// A problem in an app's declared structure, found by ``AppStructure/validate(destinations:)``.
  ///
  /// ```swift
  /// for problem in structure.validate() { print(problem) }
  /// ```
  public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two tabs share a customization id.
    case duplicateTabID(String)
    /// Two sections share an id.
    case duplicateSectionID(String)
    /// A section and a tab share an id.
    case sectionIDClashesWithTab(String)
    /// The id a collapsed section's landing tab is drawn with (its id followed by `.landing`) is
    /// already a tab's or a section's id, so the tab view would show two items with one id.
    case landingIDClashes(section: String, id: String)
    /// Two tabs share a root destination, so the selection value is ambiguous.
    case duplicateTabDestination(D)
    /// More than one tab has the search role.
    case multipleSearchTabs([String])
    /// Following origins from the first destination comes back to an earlier one.
    case originCycle([D])
    /// Following origins from the destination never reaches a root within the limits.
    case endlessOrigin(D)
    /// The destination declares itself a root, but no tab or section landing shows it.
    case rootNotATab(D)
    /// A tab or landing screen's origin is not `.root`.
    case tabNotRoot(D)
    /// A section's default child id names no child.
    case unknownDefaultChild(section: String, id: String)
    /// No tab can be selected, so no state is valid.
    case noSelectableTab
    /// An intercepting tab's action selects another intercepting tab, which would loop.
    case interceptLoop(String)
    /// A limit of ``NavigationLimits`` is below zero (named, with its value), so nothing could
    /// be pushed, presented or opened.
    case negativeLimit(String, Int)

    /// A sentence that says what is wrong.
    public var description: String {
      switch self {
      case let .duplicateTabID(id): "two tabs share the id '\(id)'"
      case let .duplicateSectionID(id): "two sections share the id '\(id)'"
      case let .sectionIDClashesWithTab(id): "a section and a tab share the id '\(id)'"
      case let .landingIDClashes(section, id):
        "section '\(section)' is drawn collapsed as the tab '\(id)', which is already an id; rename the tab or the section"
      case let .duplicateTabDestination(d): "two tabs share the destination \(d)"
      case let .multipleSearchTabs(ids): "more than one search tab: \(ids.joined(separator: ", "))"
      case let .originCycle(chain): "origins form a cycle: \(chain.map { "\($0)" }.joined(separator: " -> "))"
      case let .endlessOrigin(d): "the origins of \(d) never reach a root"
      case let .rootNotATab(d): "\(d) is declared a root but is not a tab"
      case let .tabNotRoot(d): "the tab \(d) must have the origin .root"
      case let .unknownDefaultChild(section, id): "section '\(section)' has no child '\(id)'"
      case .noSelectableTab: "no tab can be selected"
      case let .interceptLoop(id): "the intercepting tab '\(id)' selects another intercepting tab"
      case let .negativeLimit(name, value): "the limit \(name) is \(value); give it zero or more"
      }
    }
  }
}

extension AppStructure {
  /// Reports every problem in the structure; an empty array means it is valid.
  ///
  /// Checks ids, search roles, default children and the origin of every tab, every landing
  /// screen and every destination you pass. Never crashes and never loops.
  ///
  /// ```swift
  /// let problems = structure.validate(destinations: [.message(id: 1), .compose])
  /// assert(problems.isEmpty, "\(problems)")
  /// ```
  ///
  /// - Parameter destinations: further destinations whose origin chains to check.
  /// - Returns: the problems found, in a stable order.
  public func validate(destinations: [D] = []) -> [AppStructure<D>.Problem] {
    var problems: [AppStructure<D>.Problem] = []
    var tabIDs: Set<String> = []
    var tabDestinations: Set<D> = []
    for tab in allTabs {
      if !tabIDs.insert(tab.id).inserted { problems.append(.duplicateTabID(tab.id)) }
      if !tabDestinations.insert(tab.destination).inserted {
        problems.append(.duplicateTabDestination(tab.destination))
      }
    }
    var sectionIDs: Set<String> = []
    for section in sections {
      if !sectionIDs.insert(section.id).inserted { problems.append(.duplicateSectionID(section.id)) }
      if tabIDs.contains(section.id) { problems.append(.sectionIDClashesWithTab(section.id)) }
      if let child = section.defaultChildID, !section.tabs.contains(where: { $0.id == child }) {
        problems.append(.unknownDefaultChild(section: section.id, id: child))
      }
    }
    for section in sections where section.landing.map({ !tabDestinations.contains($0) }) ?? false {
      let landingID = "\(section.id).landing"
      if tabIDs.contains(landingID) || sectionIDs.contains(landingID) {
        problems.append(.landingIDClashes(section: section.id, id: landingID))
      }
    }
    let searchTabs = allTabs.filter { $0.role == .search }
    if searchTabs.count > 1 { problems.append(.multipleSearchTabs(searchTabs.map { $0.id })) }
    if firstSelectableTab == nil && sections.allSatisfy({ $0.landing == nil }) {
      problems.append(.noSelectableTab)
    }
    for tab in allTabs {
      if case let .intercept(.select(target)) = tab.behavior, self.tab(for: target)?.isIntercepting == true {
        problems.append(.interceptLoop(tab.id))
      }
    }
    let roots = allTabs.map { $0.destination } + sections.compactMap { $0.landing }
    for root in roots where origin(root) != .root {
      problems.append(.tabNotRoot(root))
    }
    let namedLimits = [
      ("maxStackDepth", limits.maxStackDepth), ("maxModalDepth", limits.maxModalDepth),
      ("maxURLLength", limits.maxURLLength), ("maxPathSegments", limits.maxPathSegments),
    ]
    for (name, value) in namedLimits where value < 0 { problems.append(.negativeLimit(name, value)) }
    var checked: Set<D> = Set(roots)
    for destination in destinations where checked.insert(destination).inserted {
      switch hierarchy(of: destination) {
      case .success: break
      case let .failure(.originCycle(chain)): problems.append(.originCycle(chain))
      case let .failure(.rootNotATab(d)): problems.append(.rootNotATab(d))
      case .failure: problems.append(.endlessOrigin(destination))
      }
    }
    return problems
  }
}
