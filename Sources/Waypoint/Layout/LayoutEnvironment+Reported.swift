extension LayoutEnvironment {
  /// The environment with what the system reports put in: the horizontal size class, whether
  /// the adaptable sidebar is shown (a tab view's placement is the sidebar), and the idiom on
  /// platforms that have only one. What is `nil` is not reported and stays as it is.
  ///
  /// ```swift
  /// let environment = navigator.environment.reported(sizeClass: .compact, isSidebarShown: nil, idiom: nil)
  /// if environment != navigator.environment { navigator.setEnvironment(environment) }
  /// ```
  ///
  /// - Parameters:
  ///   - sizeClass: the horizontal size class.
  ///   - isSidebarShown: whether the adaptable sidebar is shown.
  ///   - idiom: the device's idiom.
  /// - Returns: the environment.
  package func reported(sizeClass: SizeClass?, isSidebarShown: Bool?, idiom: Idiom?) -> LayoutEnvironment {
    var environment = self
    if let sizeClass { environment.sizeClass = sizeClass }
    if let isSidebarShown { environment.isSidebarShown = isSidebarShown }
    if let idiom { environment.idiom = idiom }
    return environment
  }
}
