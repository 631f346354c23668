/// The key paths a navigator's observers are registered and notified under, each made once.
///
/// A key path literal into a generic class is instantiated by the runtime every time it is
/// evaluated (the destination type is only known at run time): about 12,000 to 25,000
/// instructions each, more than the whole push it would report. These are made on first use and
/// kept, one per stack and per modal level as they appear.
@MainActor
struct ObservedKeyPaths<D: Destination> {
  typealias Path<Value> = KeyPath<Navigator<D>, Value>

  private(set) lazy var state: Path<NavigationState<D>> = \.state
  private(set) lazy var selection: Path<D> = \.selection
  private(set) lazy var alert: Path<AlertState<D>?> = \.alert
  private(set) lazy var chrome: Path<Bool> = \.chrome
  private(set) lazy var pendingNavigation: Path<PendingNavigation<D>?> = \.pendingNavigation
  private(set) lazy var modals: Path<[Modal<D>]> = \.modals
  private var stacks: [D: Path<[Entry<D>]>] = [:]
  private var modalLevels: [Path<Modal<D>?>] = []

  /// The key path of `tab`'s stack.
  mutating func stack(_ tab: D) -> Path<[Entry<D>]> {
    if let path = stacks[tab] { return path }
    let path: Path<[Entry<D>]> = \.[stackOf: tab]
    stacks[tab] = path
    return path
  }

  /// The key path of the modal level `elevation`; levels below it are made too.
  mutating func modal(_ elevation: Int) -> Path<Modal<D>?> {
    while modalLevels.count <= elevation {
      let level = modalLevels.count
      modalLevels.append(\.[modalAt: level])
    }
    return modalLevels[elevation]
  }
}
