extension SessionNavigator {
  /// Starts recording every open window's inputs from now on, one recording per window (see
  /// ``Navigator/startRecording(limit:)``). Each recording keeps the ids the session handed out
  /// to the other windows between its steps, so it replays on its own.
  ///
  /// ```swift
  /// windows.startRecording()
  /// ```
  ///
  /// - Parameter limit: the number of steps each window keeps at least.
  public func startRecording(limit: Int = NavigationEngine<D>.defaultRecordingLimit) {
    for id in windowIDs { navigator(for: id)?.startRecording(limit: limit) }
  }

  /// Stops recording every open window and returns each window's recording.
  ///
  /// ```swift
  /// let recordings = windows.stopRecording()
  /// recordings[0]?.steps.count
  /// ```
  ///
  /// - Returns: the recordings, by window.
  @discardableResult
  public func stopRecording() -> [WindowID: NavigationEngine<D>.Recording] {
    var recordings: [WindowID: NavigationEngine<D>.Recording] = [:]
    for id in windowIDs { recordings[id] = navigator(for: id)?.stopRecording() }
    return recordings
  }
}
