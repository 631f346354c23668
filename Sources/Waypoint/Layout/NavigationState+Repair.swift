extension NavigationState {
  /// Repairs the selection when the selected tab became hidden, disabled, removed or unavailable
  /// in the current layout.
  ///
  /// The engine's one rule for the selection, on a state value: a landing's first tab, the
  /// previous selection, else the first tab the layout draws in bar order. Every stack is kept,
  /// the hidden tab's included; what was presented over the old tab is dismissed. When the
  /// selection is fine, or nothing can be selected, the state is returned unchanged.
  ///
  /// ```swift
  /// let phone = LayoutEnvironment(sizeClass: .compact, idiom: .phone)
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
    var engine = NavigationEngine(unchecked: self, structure: structure, environment: environment, customization: customization)
    var events: [NavigationEvent<D>] = []
    guard engine.repairSelection(events: &events) else { return NavigationOutcome(state: self, events: []) }
    return NavigationOutcome(state: engine.state, events: events)
  }
}
