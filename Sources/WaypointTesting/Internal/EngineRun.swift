import Waypoint

/// What the assertion helpers apply actions with: the app's own engine, so that a helper sees
/// exactly what an app gets (availability in the layout, guards, selection repair).
enum EngineRun {
  /// `action` applied to `start` by an engine laid out for `environment`.
  static func applying<D>(
    _ action: NavigationAction<D>,
    to start: NavigationState<D>,
    in structure: AppStructure<D>,
    environment: LayoutEnvironment
  ) -> Result<NavigationState<D>, NavigationError<D>> {
    do throws(NavigationError<D>) {
      var engine = try NavigationEngine(structure: structure, state: start, environment: environment)
      return engine.send(action).map { _ in engine.state }
    } catch {
      return .failure(error)
    }
  }
}
