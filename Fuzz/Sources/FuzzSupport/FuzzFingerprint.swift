package import Waypoint

/// Everything a step can change in one window: its state, customization, environment and
/// structure, the navigation a guard holds, and the engine's alert memory (the alert the system
/// closed last, whose button choice may still arrive, and whether a close echo is owed). A
/// refused step must leave all of it as it was.
package struct WindowFingerprint<D: Destination>: Equatable {
  package var state: NavigationState<D>
  package var customization: TabCustomization
  package var environment: LayoutEnvironment
  package var structure: [AppStructure<D>.Content]
  package var pendingNavigation: PendingNavigation<D>?
  package var closedAlert: AlertState<D>?
  package var owesAlertCloseEcho: Bool

  @MainActor
  package init(_ navigator: Navigator<D>) {
    state = navigator.state
    customization = navigator.customization
    environment = navigator.environment
    structure = navigator.structure.content
    pendingNavigation = navigator.pendingNavigation
    closedAlert = navigator.engine.closedAlert
    owesAlertCloseEcho = FuzzSkip.has("close-echo") ? false : navigator.engine.owesAlertCloseEcho
  }

  /// The parts that differ from `other`, by name.
  package func changes(from other: WindowFingerprint) -> [String] {
    var parts: [String] = []
    if state != other.state { parts.append("the state") }
    if customization != other.customization { parts.append("the customization") }
    if environment != other.environment { parts.append("the environment") }
    if structure != other.structure { parts.append("the structure") }
    if pendingNavigation != other.pendingNavigation { parts.append("the pending navigation") }
    if closedAlert != other.closedAlert { parts.append("the closed alert a late choice may still choose from") }
    if owesAlertCloseEcho != other.owesAlertCloseEcho { parts.append("the close echo owed") }
    return parts
  }
}

/// Everything a step can change in a session: its windows (each as a ``WindowFingerprint``) and
/// its counters.
package struct SessionFingerprint<D: Destination>: Equatable {
  package var windowIDs: [WindowID]
  package var windows: [WindowID: WindowFingerprint<D>]
  package var nextWindowID: WindowID
  package var nextEntryID: EntryID

  @MainActor
  package init(_ session: SessionNavigator<D>) {
    windowIDs = session.windowIDs
    var windows: [WindowID: WindowFingerprint<D>] = [:]
    for id in session.windowIDs { windows[id] = session.navigator(for: id).map { WindowFingerprint($0) } }
    self.windows = windows
    let snapshot = session.session
    nextWindowID = snapshot.nextWindowID
    nextEntryID = snapshot.nextEntryID
  }

  /// What differs from `other`, as text, or `nil`.
  package func difference(from other: SessionFingerprint) -> String? {
    if windowIDs != other.windowIDs { return "the windows (\(other.windowIDs) became \(windowIDs))" }
    for id in windowIDs {
      guard let mine = windows[id], let theirs = other.windows[id] else { continue }
      let changes = mine.changes(from: theirs)
      if !changes.isEmpty { return "\(changes.joined(separator: ", ")) of \(id)" }
    }
    if nextWindowID != other.nextWindowID { return "the next window id (\(other.nextWindowID) became \(nextWindowID))" }
    if nextEntryID != other.nextEntryID { return "the session's next entry id (\(other.nextEntryID) became \(nextEntryID))" }
    return nil
  }
}
