#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  import Waypoint

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension PresentationStager {
    /// Runs `body`, which may perform the stager's next step, in a transaction without
    /// animation while the stager says its steps are instant (a restored state coming on
    /// screen); otherwise as it is.
    func performing(_ body: () -> Void) {
      if isInstant { withTransaction(.waypointInstant, body) } else { body() }
    }

    /// Moves toward `state`, restored when the window appeared, without animation.
    func restore(_ state: NavigationState<D>, in environment: LayoutEnvironment) {
      withTransaction(.waypointInstant) { retarget(state, in: environment, instantly: true) }
    }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension Transaction {
    /// A transaction that draws its changes without animation.
    static var waypointInstant: Transaction {
      var transaction = Transaction()
      transaction.disablesAnimations = true
      return transaction
    }
  }
#endif
