#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  import Waypoint

  /// One push stack: a `NavigationStack(path:)` over the entries at `location`.
  ///
  /// The path binding reads the displayed entries; a write (the back button, the swipe back)
  /// goes to the core, which answers with the actions it means.
  struct StackView<D: Destination, Screen: View>: View {
    let navigator: Navigator<D>
    let stager: PresentationStager<D>
    let root: D
    let location: StackLocation<D>
    let screen: (D) -> Screen

    var body: some View {
      NavigationStack(path: path) {
        screen(root)
          .navigationDestination(for: Entry<D>.self) { entry in
            screen(entry.destination)
          }
      }
    }

    private var path: Binding<[Entry<D>]> {
      let navigator = navigator
      let stager = stager
      let location = location
      return Binding(
        get: { @MainActor in stager.displayed.stack(at: location) ?? [] },
        set: { @MainActor newPath in
          for action in navigator.state.actions(forPathWrite: newPath, at: location) {
            navigator.send(action)
          }
        }
      )
    }
  }
#endif
