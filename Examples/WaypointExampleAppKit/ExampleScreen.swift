#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  import Waypoint
  import WaypointUI

  /// One screen of an example: its title, and buttons that navigate to sample destinations by
  /// sending actions to the navigator it reads from the environment. Pushes go through the
  /// screen's own navigator, so a double tap pushes once; Finish ends the screen.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  struct ExampleScreen<D: Destination>: View {
    @Environment(Navigator<D>.self) private var navigator
    @Environment(Navigator<D>.ScreenNavigator.self) private var screen: Navigator<D>.ScreenNavigator?
    let destination: D
    let samples: [D]

    var body: some View {
      List {
        Section("Show (deep link)") {
          ForEach(samples, id: \.self) { sample in
            Button(sample.title) { navigator.show(sample) }
          }
        }
        Section("Push") {
          ForEach(samples, id: \.self) { sample in
            WaypointLink(sample) { Text(sample.title) }
          }
        }
        if navigator.can(.finish) {
          Section("Flow") {
            Button("Finish") { screen?.finish() }
          }
        }
        #if !os(tvOS)
          Section("Windows") {
            OpenInWindowButton(destination: destination)
          }
        #endif
      }
      .navigationTitle(destination.title)
    }
  }

  #if !os(tvOS)
    /// Opens the screen's destination in a new window with its own navigator (D13): the session
    /// opens the window on the destination's route, and SwiftUI shows it.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
    struct OpenInWindowButton<D: Destination>: View {
      @Environment(SessionNavigator<D>.self) private var session
      @Environment(\.openWindow) private var openWindow
      let destination: D

      var body: some View {
        Button("Open in New Window") {
          if case let .success(id) = session.openWindow(showing: destination) {
            openWindow(id, in: session)
          }
        }
      }
    }
  #endif
#endif
