#if canImport(SwiftUI) && !os(watchOS)
  import Waypoint

  extension Navigator {
    /// The person chose `tab` in the tab bar or the sidebar: the core decides what the choice does
    /// (a disabled tab is refused, an intercepting tab runs its action, re-selecting pops to the
    /// root), and what it decided is displayed at once, so the selection binding reads it back.
    func choose(_ tab: D, shownBy stager: PresentationStager<D>) {
      send(.select(tab))
      stager.retarget(state, in: environment)
      stager.userDidSelect(tab)
    }
  }
#endif
