/// Puts what the system reports about a window (its horizontal size class, whether the sidebar
/// is shown, the device's idiom) into the navigator's layout environment.
///
/// The app's own layout, when it gives one, is what the first report starts from (keeping
/// whether the sidebar is shown, which only the system reports). Every later report starts from
/// the navigator's environment as it is then, so a change the app made while running (another
/// style, chosen in its settings) is kept when the size class changes.
///
/// ```swift
/// var reporter = EnvironmentReporter(startingFrom: LayoutEnvironment(style: .sidebar))  // the app's own layout
/// reporter.report(sizeClass: .regular, isSidebarShown: nil, idiom: .pad, to: navigator)
/// ```
package struct EnvironmentReporter: Sendable {
  private var startingLayout: LayoutEnvironment?

  /// A reporter for a window whose app gave `layout` (or none).
  ///
  /// - Parameter layout: the layout environment to start from; `nil` starts from the
  ///   navigator's.
  package init(startingFrom layout: LayoutEnvironment?) {
    self.startingLayout = layout
  }

  /// The environment after a report, or `nil` when it does not change.
  ///
  /// - Parameters:
  ///   - current: the navigator's environment.
  ///   - sizeClass: the horizontal size class, or `nil` when not reported.
  ///   - isSidebarShown: whether the sidebar is shown, or `nil` when not reported.
  ///   - idiom: the device's idiom, or `nil` when not reported.
  /// - Returns: the new environment, or `nil`.
  package mutating func environment(
    after current: LayoutEnvironment, sizeClass: LayoutEnvironment.SizeClass?, isSidebarShown: Bool?, idiom: LayoutEnvironment.Idiom?
  ) -> LayoutEnvironment? {
    var base = startingLayout ?? current
    startingLayout = nil
    // What the system reported before (the sidebar the person hid) stays as reported.
    base.isSidebarShown = current.isSidebarShown
    let environment = base.reported(sizeClass: sizeClass, isSidebarShown: isSidebarShown, idiom: idiom)
    return environment == current ? nil : environment
  }

  /// Reports to `navigator`, which lays its state out again when the environment changed.
  ///
  /// - Parameters:
  ///   - sizeClass: the horizontal size class, or `nil` when not reported.
  ///   - isSidebarShown: whether the sidebar is shown, or `nil` when not reported.
  ///   - idiom: the device's idiom, or `nil` when not reported.
  ///   - navigator: the window's navigator.
  @MainActor
  package mutating func report<D: Destination>(
    sizeClass: LayoutEnvironment.SizeClass?, isSidebarShown: Bool?, idiom: LayoutEnvironment.Idiom?, to navigator: Navigator<D>
  ) {
    if let environment = environment(after: navigator.environment, sizeClass: sizeClass, isSidebarShown: isSidebarShown, idiom: idiom) {
      navigator.setEnvironment(environment)
    }
  }
}

extension Navigator {
  /// Puts what the system reports about the window into the layout environment, from the
  /// environment as it is (see ``EnvironmentReporter``), and lays the state out again when that
  /// changes it.
  ///
  /// ```swift
  /// navigator.report(isSidebarShown: false)  // the person hid the sidebar
  /// ```
  ///
  /// - Parameters:
  ///   - sizeClass: the horizontal size class, or `nil` when not reported.
  ///   - isSidebarShown: whether the sidebar is shown, or `nil` when not reported.
  ///   - idiom: the device's idiom, or `nil` when not reported.
  package func report(sizeClass: LayoutEnvironment.SizeClass? = nil, isSidebarShown: Bool? = nil, idiom: LayoutEnvironment.Idiom? = nil) {
    var reporter = EnvironmentReporter(startingFrom: nil)
    reporter.report(sizeClass: sizeClass, isSidebarShown: isSidebarShown, idiom: idiom, to: self)
  }
}
