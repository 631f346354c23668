#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  import Waypoint

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension PresentationStager {
    /// Draws the stager's steps as the core says they move: a step that does not animate in a
    /// transaction without animation; a step that does in a plain one, so that SwiftUI's own
    /// animation for a push or a sheet plays whatever transaction the caller is in. After a
    /// boundary between the two, the stager goes on once the update that drew the first has been
    /// applied (``resumesAfterBoundaries(of:)``), so no update mixes them.
    func drawsWithTransactions() {
      draw = { animated, steps in
        withTransaction(animated ? Transaction() : .waypointInstant, steps)
      }
      nextUpdate = { _ in }
    }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension View {
    /// Goes on past a boundary between instant and animated steps once the update that drew the
    /// steps before it has been applied: `onChange` runs after that update.
    func resumesAfterBoundaries<D>(of stager: PresentationStager<D>) -> some View {
      onChange(of: stager.boundaries) { _, _ in stager.resumeAfterBoundary() }
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
