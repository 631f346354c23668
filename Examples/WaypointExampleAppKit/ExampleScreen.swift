#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  import Waypoint
  import WaypointUI

  /// One screen of an example: its title, and buttons that navigate to sample destinations by
  /// sending actions to the navigator it reads from the environment. Pushes go through the
  /// screen's own navigator, so a double tap pushes once; a popover points at its button; Finish
  /// ends the screen; a dialog asks
  /// before going back to the root; and a tab's root counts how often its tab was chosen again.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  struct ExampleScreen<D: Destination, Extra: View>: View {
    @Environment(Navigator<D>.self) private var navigator
    @Environment(Navigator<D>.ScreenNavigator.self) private var screen: Navigator<D>.ScreenNavigator?
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
    @State private var chosenAgain = 0
    @State private var popoverSample: D?
    let destination: D
    let samples: [D]
    /// What this app adds to the screen (Social's sign-out).
    let extra: Extra

    private static var popover: ModalStyle { .popover(anchor: "sample-popover", arrowEdge: .leading) }

    var body: some View {
      List {
        extra
        if chosenAgain > 0 {
          Text("Tab chosen again \(chosenAgain) times")
        }
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
        // A popover that points at the button presenting it (a sheet on an iPhone). The sample is
        // chosen once, so that the button stays while its popover is up.
        if let sample = popoverSample {
          Section("Popover") {
            Button("\(sample.title) in a Popover") { screen?.present(sample, style: Self.popover) }
              .popoverAnchor("sample-popover")
          }
        }
        if navigator.can(.finish) || navigator.can(.popToRoot) {
          Section("Flow") {
            if navigator.can(.finish) {
              Button("Finish") { screen?.finish() }
            }
            if navigator.can(.popToRoot) {
              Button("Go to the Root…") { navigator.send(.presentAlert(.goToRoot)) }
            }
          }
        }
        #if !os(tvOS)
          // Only where the platform opens windows: on iPhone SwiftUI would open none, and the
          // session's window would wait unseen.
          if supportsMultipleWindows {
            Section("Windows") {
              OpenInWindowButton(destination: destination)
            }
          }
        #endif
      }
      .navigationTitle(destination.title)
      .onAppear {
        if popoverSample == nil { popoverSample = samples.first { navigator.can(.present($0, style: Self.popover)) } }
      }
      .onNavigationEvent(D.self) { event in
        if case let .scrollToTop(tab) = event, tab == destination { chosenAgain += 1 }
      }
    }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension ExampleScreen where Extra == EmptyView {
    init(destination: D, samples: [D]) {
      self.init(destination: destination, samples: samples, extra: EmptyView())
    }
  }

  extension AlertState {
    /// A dialog that asks before going back to the root of the stack.
    static var goToRoot: AlertState {
      AlertState(
        kind: .confirmationDialog, title: "Go back to the root?", message: "Every screen above it closes.",
        buttons: [
          AlertState.Button("root", title: "Go to the Root", role: .destructive, action: .popToRoot),
          AlertState.Button("cancel", title: "Cancel", role: .cancel),
        ])
    }
  }

  #if !os(tvOS)
    /// Opens the screen's destination in a new window with its own navigator: the session
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
