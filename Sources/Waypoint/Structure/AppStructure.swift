/// An app's declared navigation structure: its tabs and sections, each destination's origin, and
/// the limits that keep every state bounded.
///
/// The structure is declared once, apart from how it is presented (SnapNavigation); the same
/// structure is shown as a tab bar, a sidebar or a single stack. Structures are values: when data
/// changes (a new list, a tab disabled), build a new one and hand it to the navigator.
///
/// ```swift
/// let folders = [1, 2]
/// let structure = AppStructure<Mail> {
///   AppTab("inbox", .inbox)
///   AppTab("sent", .sent)
///   AppTabSection("folders", title: "Folders") {
///     for folder in folders { AppTab("folder-\(folder)", .folder(id: folder)) }
///   }
/// } origin: { destination in
///   switch destination {
///   case .inbox, .sent, .folder: .root
///   case .message: .pushed(from: .inbox)
///   case .compose: .anywhere(.present(.sheet))
///   }
/// }
/// ```
public struct AppStructure<D: Destination>: Sendable {
  /// The structure's values and indexes, shared by its copies: a structure is copied on every
  /// action (into the engine's steps and the layout), and one reference is one retain.
  @usableFromInline let storage: AppStructureStorage<D>

  /// Tells structures apart cheaply: copies of one structure share it, and a structure built
  /// again has a new one (the SwiftUI layer redraws when it changes).
  package var identity: ObjectIdentifier { ObjectIdentifier(storage) }

  /// The tabs and sections in declared order.
  @inlinable public var content: [AppStructure<D>.Content] { storage.content }
  /// Each destination's origin.
  @inlinable public var origin: @Sendable (D) -> Origin<D> { storage.origin }
  /// Bounds on stack depth, modal depth and URLs.
  @inlinable public var limits: NavigationLimits { storage.limits }

  /// Every tab, loose or in a section, in declared order.
  @inlinable public var allTabs: [AppTab<D>] { storage.allTabs }
  /// The sections in declared order.
  @inlinable public var sections: [AppTabSection<D>] { storage.sections }

  @inlinable var tabIndexByDestination: [D: Int] { storage.tabIndexByDestination }
  @inlinable var sectionIndexByLanding: [D: Int] { storage.sectionIndexByLanding }
  @inlinable var sectionIndexByTab: [D: Int] { storage.sectionIndexByTab }
  private var tabIndexByID: [String: Int] { storage.tabIndexByID }
  private var sectionIndexByID: [String: Int] { storage.sectionIndexByID }

  /// Creates a structure.
  ///
  /// - Parameters:
  ///   - limits: bounds on what a state may hold.
  ///   - content: the tabs and sections, in order.
  ///   - origin: where each destination comes from.
  public init(
    limits: NavigationLimits = NavigationLimits(),
    @AppTabContentBuilder<D> content: () -> [AppStructure<D>.Content],
    origin: @escaping @Sendable (D) -> Origin<D>
  ) {
    self.init(content: content(), limits: limits, origin: origin)
  }

  /// Creates a structure from content built elsewhere.
  ///
  /// - Parameters:
  ///   - content: the tabs and sections, in order.
  ///   - limits: bounds on what a state may hold.
  ///   - origin: where each destination comes from.
  public init(
    content: [AppStructure<D>.Content],
    limits: NavigationLimits = NavigationLimits(),
    origin: @escaping @Sendable (D) -> Origin<D>
  ) {
    self.init(content: content, limits: limits, origin: origin, declarations: Declarations())
  }

  init(
    content: [AppStructure<D>.Content],
    limits: NavigationLimits,
    origin: @escaping @Sendable (D) -> Origin<D>,
    declarations: Declarations
  ) {
    var tabs: [AppTab<D>] = []
    var sections: [AppTabSection<D>] = []
    var sectionByTab: [D: Int] = [:]
    var sectionByLanding: [D: Int] = [:]
    for item in content {
      switch item {
      case let .tab(tab):
        tabs.append(tab)
      case let .section(section):
        for tab in section.tabs where sectionByTab[tab.destination] == nil {
          sectionByTab[tab.destination] = sections.count
        }
        if let landing = section.landing, sectionByLanding[landing] == nil {
          sectionByLanding[landing] = sections.count
        }
        tabs.append(contentsOf: section.tabs)
        sections.append(section)
      }
    }
    var indexByDestination: [D: Int] = [:]
    for (index, tab) in tabs.enumerated() where indexByDestination[tab.destination] == nil {
      indexByDestination[tab.destination] = index
    }
    // Customization ids are looked up once per stored choice: keep that linear in the data.
    var indexByID: [String: Int] = [:]
    for (index, tab) in tabs.enumerated() where indexByID[tab.id] == nil { indexByID[tab.id] = index }
    var sectionByID: [String: Int] = [:]
    for (index, section) in sections.enumerated() where sectionByID[section.id] == nil { sectionByID[section.id] = index }
    storage = AppStructureStorage(
      content: content, origin: origin, limits: limits, allTabs: tabs, sections: sections,
      tabIndexByDestination: indexByDestination, sectionIndexByLanding: sectionByLanding,
      sectionIndexByTab: sectionByTab, tabIndexByID: indexByID, sectionIndexByID: sectionByID, declarations: declarations)
  }

  /// Returns a copy with different limits.
  ///
  /// - Parameter limits: the new limits.
  /// - Returns: the same structure with `limits`.
  public func withLimits(_ limits: NavigationLimits) -> AppStructure {
    AppStructure(content: content, limits: limits, origin: origin, declarations: storage.declarations)
  }

  /// The tabs that are not inside a section, in declared order.
  @inlinable
  public var looseTabs: [AppTab<D>] {
    content.compactMap { if case let .tab(tab) = $0 { tab } else { nil } }
  }

  /// The tab whose root screen is `destination`, if any.
  ///
  /// - Parameter destination: a tab's root destination.
  /// - Returns: the tab, or `nil`.
  @inlinable
  public func tab(for destination: D) -> AppTab<D>? {
    tabIndexByDestination[destination].map { allTabs[$0] }
  }

  /// The tab with customization id `id`, if any.
  ///
  /// - Parameter id: a customization id.
  /// - Returns: the tab, or `nil`.
  public func tab(id: String) -> AppTab<D>? {
    tabIndexByID[id].map { allTabs[$0] }
  }

  /// The section with id `id`, if any.
  ///
  /// - Parameter id: a section id.
  /// - Returns: the section.
  public func section(id: String) -> AppTabSection<D>? {
    sectionIndexByID[id].map { sections[$0] }
  }

  /// The section that contains the tab for `destination`, if any.
  ///
  /// - Parameter destination: a tab's root destination.
  /// - Returns: the section, or `nil` for a loose tab or a non-tab.
  @inlinable
  public func section(containing destination: D) -> AppTabSection<D>? {
    sectionIndexByTab[destination].map { sections[$0] }
  }

  /// The section whose landing screen is `destination`, if any.
  ///
  /// - Parameter destination: a landing destination.
  /// - Returns: the section, or `nil`.
  @inlinable
  public func section(landing destination: D) -> AppTabSection<D>? {
    sectionIndexByLanding[destination].map { sections[$0] }
  }

  /// The index of the section `root` belongs to (as a tab) or lands (as its landing screen),
  /// when that section has a landing screen: the section whose collapsed form choosing `root`
  /// may expand.
  @inlinable
  func landedSectionIndex(of root: D) -> Int? {
    guard let index = sectionIndexByTab[root] ?? sectionIndexByLanding[root], sections[index].landing != nil else { return nil }
    return index
  }

  /// The first tab with the search role, if any.
  @inlinable
  public var searchTab: AppTab<D>? { storage.searchTabIndex.map { allTabs[$0] } }

  /// Whether `destination` is a root: a tab's root screen or a section's landing screen.
  ///
  /// - Parameter destination: a destination.
  /// - Returns: `true` for tab roots and landings.
  @inlinable
  public func isRoot(_ destination: D) -> Bool {
    storage.roots.contains(destination)
  }

  /// Whether `destination` can be the selection: an enabled, shown tab that selects (rather than
  /// intercepts), or a section's landing screen.
  ///
  /// - Parameter destination: a destination.
  /// - Returns: `true` when the destination may be selected.
  @inlinable
  public func isSelectable(_ destination: D) -> Bool {
    if let tab = tab(for: destination) {
      return tab.isEnabled && !tab.isHidden && !tab.isIntercepting
    }
    return sectionIndexByLanding[destination] != nil
  }

  /// The first selectable tab in declared order, if any.
  public var firstSelectableTab: AppTab<D>? {
    allTabs.first { isSelectable($0.destination) }
  }

  /// A fresh state on the first selectable tab, or `nil` when no tab can be selected.
  ///
  /// ```swift
  /// let state = structure.initialState ?? NavigationState(selection: .home)
  /// ```
  public var initialState: NavigationState<D>? {
    firstSelectableTab.map { NavigationState(selection: $0.destination) }
  }
}
