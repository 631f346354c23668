#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  import Waypoint

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension PresentationStager {
    /// Draws the stager's steps as the core says they move: a step that does not animate in a
    /// transaction without animation; a step that does in the caller's transaction (SwiftUI's
    /// own animation for a push or a sheet). After a boundary between the two, the stager goes
    /// on in a later update, so no update mixes them.
    func drawsWithTransactions() {
      draw = { animated, steps in
        if animated { steps() } else { withTransaction(.waypointInstant, steps) }
      }
      nextUpdate = { resume in
        Task { @MainActor in resume() }
      }
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
