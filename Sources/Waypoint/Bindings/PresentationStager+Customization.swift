extension PresentationStager {
  /// The person edited the tabs with the system's own editing (the sidebar's Edit, the tab
  /// bar's customization sheet), which now shows `edited`: the navigator takes the whole edit or
  /// none of it (``TabCustomization/operations(toMatch:in:)``). A refused edit is counted
  /// (``refusedCustomizations``), so the tab view reads its customization again and shows the
  /// tabs from before the edit.
  ///
  /// ```swift
  /// let edited = SystemTabCustomization(sidebarVisibility: ["tag-ios": .hidden])
  /// if stager.userDidEditCustomization(edited, on: navigator) {
  ///   // keep the system's value
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - edited: what the system's customization shows after the edit.
  ///   - navigator: the window's navigator.
  /// - Returns: whether the navigator took the edit, so the system's value is to be kept.
  package func userDidEditCustomization(_ edited: SystemTabCustomization, on navigator: Navigator<D>) -> Bool {
    let operations = navigator.customization.operations(toMatch: edited, in: navigator.structure)
    guard case .success = navigator.customize(operations) else {
      refusedCustomizations += 1
      return false
    }
    return true
  }
}
