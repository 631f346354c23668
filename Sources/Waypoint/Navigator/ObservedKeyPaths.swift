/// The key paths a navigator's observers are registered and notified under, each made once.
///
/// A key path literal into a generic class is instantiated by the runtime every time it is
/// evaluated (the destination type is only known at run time): about 12,000 to 25,000
/// instructions each, more than the whole push it would report. These are made on first use and
/// kept, one per stack and per modal level as they appear.
@MainActor
@usableFromInline
struct ObservedKeyPaths<D: Destination> {
  @usableFromInline typealias Path<Value> = KeyPath<Navigator<D>, Value>

  @usableFromInline lazy var state: Path<NavigationState<D>> = \.state
  @usableFromInline lazy var selection: Path<D> = \.selection
  @usableFromInline lazy var alert: Path<AlertState<D>?> = \.alert
  @usableFromInline lazy var chrome: Path<Bool> = \.chrome
  @usableFromInline lazy var outcomes: Path<Bool> = \.outcomeInboxes
  @usableFromInline lazy var pendingNavigation: Path<PendingNavigation<D>?> = \.pendingNavigation
  @usableFromInline lazy var guardRules: Path<Bool> = \.guardRules
  @usableFromInline lazy var modals: Path<[Modal<D>]> = \.modals
  @usableFromInline var stacks: [D: Path<[Entry<D>]>] = [:]
  @usableFromInline var modalLevels: [Path<Modal<D>?>] = []

  /// The key path of `tab`'s stack.
  @inlinable
  mutating func stack(_ tab: D) -> Path<[Entry<D>]> {
    if let path = stacks[tab] { return path }
    return makeStackPath(tab)
  }

  /// How many stacks keep their key path (an app has a stack per tab and landing; a view that
  /// reads other destinations' stacks gets a key path made for the read).
  @usableFromInline static var cachedStacks: Int { 256 }

  @usableFromInline
  mutating func makeStackPath(_ tab: D) -> Path<[Entry<D>]> {
    let path: Path<[Entry<D>]> = \.[stackOf: tab]
    guard stacks.count < Self.cachedStacks else { return path }
    stacks[tab] = path
    return path
  }

  /// The key path of the modal level `elevation`; levels below it are made too. A level no
  /// app presents (negative, or above ``cachedModalLevels``) gets a key path made for the read.
  @inlinable
  mutating func modal(_ elevation: Int) -> Path<Modal<D>?> {
    if elevation >= 0, elevation < modalLevels.count { return modalLevels[elevation] }
    return makeModalPaths(through: elevation)
  }

  /// How many modal levels keep their key path.
  @usableFromInline static var cachedModalLevels: Int { 64 }

  @usableFromInline
  mutating func makeModalPaths(through elevation: Int) -> Path<Modal<D>?> {
    guard elevation >= 0, elevation < Self.cachedModalLevels else { return \.[modalAt: elevation] }
    while modalLevels.count <= elevation {
      let level = modalLevels.count
      modalLevels.append(\.[modalAt: level])
    }
    return modalLevels[elevation]
  }
}
