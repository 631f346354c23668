extension Navigator {
  /// A navigator showing the screen at `path`, at once: for a SwiftUI preview of any state of
  /// the app, in one line.
  ///
  /// ```swift
  /// let navigator = Navigator.previewing(
  ///   "/rectangle/item/4", structure: Shapes.structure, selection: .triangle, routes: Shapes.routes,
  ///   environment: LayoutEnvironment(sizeClass: .regular, idiom: .pad))
  /// navigator.state.modals.count  // 1: the fourth rectangle sits on the sheet of the third
  /// ```
  ///
  /// A path the routes or the structure refuse leaves the navigator on `selection`, and its
  /// ``lastEvents`` end with the refusal, which the preview can show.
  ///
  /// - Parameters:
  ///   - path: a route path, as ``open(path:motion:)`` takes it.
  ///   - structure: the app's structure.
  ///   - selection: the tab to start on.
  ///   - routes: the app's routes.
  ///   - environment: where the preview draws the state: a phone's tab bar by default.
  /// - Returns: the navigator.
  public static func previewing(
    _ path: String,
    structure: AppStructure<D>,
    selection: D,
    routes: RouteTable<D>,
    environment: LayoutEnvironment = LayoutEnvironment()
  ) -> Navigator {
    let navigator = Navigator(structure: structure, selection: selection, routes: routes, environment: environment)
    navigator.open(path: path, motion: .instant)
    return navigator
  }
}
