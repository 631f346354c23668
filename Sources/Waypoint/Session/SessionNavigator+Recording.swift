extension SessionNavigator {
  /// Starts recording every window's inputs from now on, one recording per window (see
  /// ``Navigator/startRecording(limit:)``), the windows opened later included. Each recording
  /// keeps what the session did between its steps (the ids it gave the other windows, the ids
  /// they held), so it replays on its own.
  ///
  /// ```swift
  /// windows.startRecording()
  /// ```
  ///
  /// - Parameter limit: the number of steps each window keeps at least.
  public func startRecording(limit: Int = NavigationEngine<D>.defaultRecordingLimit) {
    recordingLimit = Swift.max(1, limit)
    closedRecordings = [:]
    for id in windowIDs { navigator(for: id)?.startRecording(limit: limit) }
  }

  /// Stops recording and returns each window's recording: the open windows' and those of the
  /// windows closed while recording.
  ///
  /// ```swift
  /// let recordings = windows.stopRecording()
  /// recordings[0]?.steps.count
  /// ```
  ///
  /// - Returns: the recordings, by window.
  @discardableResult
  public func stopRecording() -> [WindowID: NavigationEngine<D>.Recording] {
    var recordings = closedRecordings
    for id in windowIDs { recordings[id] = navigator(for: id)?.stopRecording() }
    recordingLimit = nil
    closedRecordings = [:]
    return recordings
  }

  /// Keeps the recording of a window that closes, for ``stopRecording()``, and ends it: the
  /// navigator lives on outside the session.
  func keepRecording(of navigator: Navigator<D>, closing id: WindowID) {
    guard recordingLimit != nil, let recording = navigator.stopRecording() else { return }
    closedRecordings[id] = recording
  }
}
