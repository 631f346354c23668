public import Waypoint

/// The user actions measurement 7 cycles through on the large app: present and dismiss sheets,
/// push and pop inside them, dismiss all, switch tabs, push and pop there, and a typical deep
/// link (a screen three levels deep in another tab, D1). The cycle returns to where it started,
/// so the state stays the same size however long the benchmark runs.
///
/// ```swift
/// for action in interactiveActions { navigator.send(action) }
/// ```
public let interactiveActions: [NavigationAction<BenchDestination>] =
  [
    .present(.sheet(9), style: .sheet), .push(.detail(1)), .pop(1), .dismiss,
    .dismissAll, .select(.tab(1)), .push(.detail(2)), .pop(1),
    .show(.item(tab: 2, level: 3)), .select(.tab(0)),
  ] + (0..<9).map { .present(.sheet($0), style: .sheet) }
