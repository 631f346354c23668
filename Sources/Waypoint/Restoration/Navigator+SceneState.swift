extension Navigator {
  /// Restores the window's state from the text its scene storage holds (what
  /// ``SceneStateSaver`` writes: a compact snapshot of one window).
  ///
  /// Restoring is lenient (see ``SessionSnapshot/restore(fromCompactString:in:options:)``): what
  /// no longer fits the structure is adjusted, and the outcome lists it. Text that cannot be read
  /// at all, or a state the engine refuses (another window of the session holds one of its ids),
  /// changes nothing: the window starts as it is, and the error says why.
  ///
  /// ```swift
  /// let saved = ""  // what the window's @SceneStorage holds
  /// if let result = navigator.restoreSceneState(saved) { print(result) }
  /// ```
  ///
  /// - Parameter text: the saved text; empty when nothing was saved.
  /// - Returns: `nil` when nothing was saved; otherwise what restoring did, or why it could not.
  package func restoreSceneState(_ text: String) -> Result<SessionSnapshot<D>.RestoreOutcome, RestorationError>? {
    guard !text.isEmpty else { return nil }
    do throws(RestorationError) {
      let outcome = try SessionSnapshot<D>.restore(fromCompactString: text, in: structure)
      // Restored, not replaced by the app: what it takes away is not asked about on leaving.
      if let window = outcome.windows.first, case let .failure(refusal) = send(NavigationAction.replace(window.state).by(.restored)) {
        return .failure(.refusedByEngine(refusal.description))
      }
      return .success(outcome)
    } catch {
      return .failure(error)
    }
  }
}
