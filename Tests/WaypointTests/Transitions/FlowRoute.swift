import Waypoint
import WaypointExamples

/// FlowStacks-style route lists (`.push(2)`, `.sheet(3)`) as Waypoint states on the Circle tab:
/// pushes before the first modal go on the tab's stack, later ones on the modal below them. The
/// number is both the screen's id and its level, so equal numbers mean the same screen.
enum FlowRoute {
  case push(UInt64)
  case sheet(UInt64)
  case cover(UInt64)

  static func state(_ routes: [FlowRoute], selection: ShapesDestination = .circle) -> NavigationState<ShapesDestination> {
    var state = NavigationState(selection: selection)
    var next: UInt64 = 0
    for route in routes {
      switch route {
      case let .push(n):
        let entry = Entry(id: EntryID(n), destination: ShapesDestination.circleItem(level: Int(n)))
        if state.modals.isEmpty {
          state.stacks[selection, default: []].append(entry)
        } else {
          state.modals[state.modals.count - 1].stack.append(entry)
        }
        next = max(next, n + 1)
      case let .sheet(n), let .cover(n):
        let style: ModalStyle = if case .sheet = route { .sheet } else { .fullScreenCover }
        state.modals.append(Modal(id: EntryID(n), destination: .rectangleItem(level: Int(n)), style: style))
        next = max(next, n + 1)
      }
    }
    state.nextEntryID = EntryID(next)
    return state
  }
}

extension TransitionPlan {
  /// Applies every step to the start state.
  var end: NavigationState<D> { steps.reduce(start) { $1.apply(to: $0) } }
}
