#if canImport(SwiftUI)
  import Waypoint

  extension PresentationStager {
    /// The next state to display on the way from `displayed` to `target`.
    static func nextDisplayed(
      from displayed: NavigationState<D>,
      toward target: NavigationState<D>
    ) -> NavigationState<D> {
      target
    }
  }
#endif
