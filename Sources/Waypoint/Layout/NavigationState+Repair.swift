extension NavigationState {
  /// Repairs the selection when the selected tab became hidden, disabled, removed or unavailable
  /// in the current layout.
  ///
  /// Selects the previous selection if the layout can show it, else the first available root in
  /// bar order (``AppStructure/availableRoots(customization:environment:)``). Every stack is
  /// kept, the hidden tab's included, and so are the modals. When the selection is
  /// fine, or nothing can be selected, the state is returned unchanged with no events.
  ///
  /// ```swift
  /// let outcome = state.repairingSelection(in: structure, customization: customization, environment: phone)
  /// outcome.events // [.repaired(from: .settings, to: .watchNow)]
  /// ```
  ///
  /// - Parameters:
  ///   - structure: the app's structure.
  ///   - customization: the person's tab customization.
  ///   - environment: the layout's environment.
  /// - Returns: the repaired state and a `.repaired(from:to:)` event when it changed.
  package func repairingSelection(
    in structure: AppStructure<D>,
    customization: TabCustomization = TabCustomization(),
    environment: LayoutEnvironment = LayoutEnvironment()
  ) -> NavigationOutcome<D> {
    let old = selection
    guard !structure.isAvailable(old, customization: customization, environment: environment) else {
      return NavigationOutcome(state: self, events: [])
    }
    let previous = previousSelection.flatMap {
      $0 != old && structure.isAvailable($0, customization: customization, environment: environment) ? $0 : nil
    }
    guard
      let target = previous
        ?? structure.availableRoots(customization: customization, environment: environment).first
    else { return NavigationOutcome(state: self, events: []) }
    var state = self
    state.selection = target
    state.previousSelection = nil
    return NavigationOutcome(state: state, events: [.repaired(from: old, to: target)])
  }
}
