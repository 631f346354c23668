extension NavigationAction {
  /// This action, whose new screen zooms out of the view marked with `source`, and back into
  /// it when it leaves (iOS 18, where the platform zooms; elsewhere the usual transition). An
  /// instant action never zooms.
  ///
  /// ```swift
  /// navigator.send(.push(.circleItem(level: 1)).zoom(from: "circle-1"))
  /// ```
  ///
  /// - Parameter source: the id the source view is marked with.
  /// - Returns: the action with its zoom source.
  public func zoom(from source: String) -> NavigationAction { merging(Options(zoomSource: source)) }
}
