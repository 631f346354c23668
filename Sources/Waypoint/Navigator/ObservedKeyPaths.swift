/// The key paths a navigator's observers are registered and notified under, each made once, when
/// it is first read.
///
/// A key path literal into a generic class is instantiated by the runtime every time it is
/// evaluated (the destination type is only known at run time): about 12,000 to 25,000
/// instructions each, more than the whole push it would report. These are made on first use and
/// kept, one per part, per stack (beside its print, in ``PublishedParts``) and per modal level
/// as they appear.
///
/// A part no view has read has no key path, and nobody to notify: a change skips the
/// observation registrar for it (which takes a lock and looks the key path up even when no one
/// observes it).
@MainActor
@usableFromInline
struct ObservedKeyPaths<D: Destination> {
  @usableFromInline typealias Path<Value> = KeyPath<Navigator<D>, Value>

  /// The parts observed as a whole, each under a key path of its own.
  @usableFromInline
  enum Part: Int, CaseIterable {
    case state, selection, alert, modals, tabBar, sidebar, frame, structure, environment, customization
    case pendingNavigation, guardRules, outcomes, accessoryShown, accessoryDrawn, searchQuery
  }

  /// The key path of each part that was read, by the part's raw value.
  @usableFromInline var parts: [Path<Bool>?] = Array(repeating: nil, count: Part.allCases.count)
  @usableFromInline var modalLevels: [Path<Modal<D>?>] = []

  /// The key path of `part`, made on its first read.
  @inlinable
  mutating func path(_ part: Part) -> Path<Bool> {
    if let path = parts[part.rawValue] { return path }
    return makePath(part)
  }

  /// The key path of `part` if it was read: `nil` when nobody can be observing it.
  @inlinable
  func pathIfRead(_ part: Part) -> Path<Bool>? { parts[part.rawValue] }

  @usableFromInline
  mutating func makePath(_ part: Part) -> Path<Bool> {
    let path: Path<Bool> =
      switch part {
      case .state: \.statePart
      case .selection: \.selectionPart
      case .alert: \.alertPart
      case .modals: \.modalsPart
      case .tabBar: \.tabBarRowsPart
      case .sidebar: \.sidebarRowsPart
      case .frame: \.layoutFramePart
      case .structure: \.structurePart
      case .environment: \.environmentPart
      case .customization: \.customizationPart
      case .pendingNavigation: \.pendingNavigationPart
      case .guardRules: \.guardRules
      case .outcomes: \.outcomeInboxes
      case .accessoryShown: \.accessoryShownPart
      case .accessoryDrawn: \.accessoryDrawnPart
      case .searchQuery: \.searchQueryPart
      }
    parts[part.rawValue] = path
    return path
  }

  /// How many stacks keep their key path (an app has a stack per tab and landing; a view that
  /// reads other destinations' stacks gets a key path made for the read).
  @usableFromInline static var cachedStacks: Int { 256 }

  /// How many stacks keep their key path now (kept beside their prints, in ``PublishedParts``).
  @usableFromInline var cachedStackCount = 0

  /// Whether a stack's key path was made and not kept: a change of a stack without a kept key
  /// path must then be told under a new one, since someone may have read it.
  @inlinable
  var dropsStackPaths: Bool { cachedStackCount >= Self.cachedStacks }

  /// A new key path of `tab`'s stack.
  @usableFromInline
  static func makeStackPath(_ tab: D) -> Path<[Entry<D>]> { \.[stackOf: tab] }

  /// The key path of the modal level `elevation`; levels below it are made too. A level no
  /// app presents (negative, or above ``cachedModalLevels``) gets a key path made for the read.
  @inlinable
  mutating func modal(_ elevation: Int) -> Path<Modal<D>?> {
    if elevation >= 0, elevation < modalLevels.count { return modalLevels[elevation] }
    return makeModalPaths(through: elevation)
  }

  /// The key path of the modal level `elevation` if a level at or above it was read: `nil` when
  /// nobody can be observing it. A level above ``cachedModalLevels`` may have been read under a
  /// key path that was not kept, so it gets a new one (equal to the one read).
  @inlinable
  func modalIfRead(_ elevation: Int) -> Path<Modal<D>?>? {
    if elevation >= 0, elevation < modalLevels.count { return modalLevels[elevation] }
    guard elevation >= Self.cachedModalLevels else { return nil }
    return Self.makeModalPath(elevation)
  }

  /// A new key path of the modal level `elevation`.
  @usableFromInline
  static func makeModalPath(_ elevation: Int) -> Path<Modal<D>?> { \.[modalAt: elevation] }

  /// How many modal levels keep their key path.
  @usableFromInline static var cachedModalLevels: Int { 64 }

  @usableFromInline
  mutating func makeModalPaths(through elevation: Int) -> Path<Modal<D>?> {
    guard elevation >= 0, elevation < Self.cachedModalLevels else { return Self.makeModalPath(elevation) }
    while modalLevels.count <= elevation {
      let level = modalLevels.count
      modalLevels.append(\.[modalAt: level])
    }
    return modalLevels[elevation]
  }
}
