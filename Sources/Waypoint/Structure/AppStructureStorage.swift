/// What an ``AppStructure`` holds, in one immutable object that its copies share.
@usableFromInline
final class AppStructureStorage<D: Destination>: Sendable {
  @usableFromInline let content: [AppStructure<D>.Content]
  @usableFromInline let origin: @Sendable (D) -> Origin<D>
  @usableFromInline let limits: NavigationLimits
  @usableFromInline let allTabs: [AppTab<D>]
  @usableFromInline let sections: [AppTabSection<D>]
  @usableFromInline let tabIndexByDestination: [D: Int]
  @usableFromInline let sectionIndexByLanding: [D: Int]
  @usableFromInline let sectionIndexByTab: [D: Int]
  /// Every tab's root and every section's landing: one lookup tells a root (every push asks).
  @usableFromInline let roots: Set<D>
  /// The index of the first tab with the search role (every layout asks).
  @usableFromInline let searchTabIndex: Int?
  let tabIndexByID: [String: Int]
  let sectionIndexByID: [String: Int]
  /// What the app declared per destination beside the tabs and origins.
  let declarations: AppStructure<D>.Declarations
  /// What a push of each destination does when the screen is already there; `nil` when the app
  /// declares none, so that a push asks nothing.
  @usableFromInline let pushPolicy: (@Sendable (D) -> AppStructure<D>.PushPolicy)?

  init(
    content: [AppStructure<D>.Content],
    origin: @escaping @Sendable (D) -> Origin<D>,
    limits: NavigationLimits,
    allTabs: [AppTab<D>],
    sections: [AppTabSection<D>],
    tabIndexByDestination: [D: Int],
    sectionIndexByLanding: [D: Int],
    sectionIndexByTab: [D: Int],
    tabIndexByID: [String: Int],
    sectionIndexByID: [String: Int],
    declarations: AppStructure<D>.Declarations
  ) {
    self.content = content
    self.origin = origin
    self.limits = limits
    self.allTabs = allTabs
    self.sections = sections
    self.tabIndexByDestination = tabIndexByDestination
    self.sectionIndexByLanding = sectionIndexByLanding
    self.sectionIndexByTab = sectionIndexByTab
    self.roots = Set(tabIndexByDestination.keys).union(sectionIndexByLanding.keys)
    self.searchTabIndex = allTabs.firstIndex { $0.role == .search }
    self.tabIndexByID = tabIndexByID
    self.sectionIndexByID = sectionIndexByID
    self.declarations = declarations
    self.pushPolicy = declarations.pushPolicy
  }
}
