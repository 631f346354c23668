#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  import Waypoint

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension View {
    /// Presents the alert or confirmation dialog from this level when the projection says this
    /// level presents it (the top one), so it shows over whatever is on top.
    func alertHost<D: Destination>(navigator: Navigator<D>, stager: PresentationStager<D>, elevation: Int) -> some View {
      AlertHost(navigator: navigator, stager: stager, elevation: elevation, content: self)
    }
  }

  /// The alert and confirmation dialog of one level. Each button is chosen on screen; a
  /// close without a button (Escape, a tap outside, or SwiftUI's own `false` around the tapped
  /// button's action) sends `closeAlert` for the alert on screen when it is written, and the core
  /// decides whether it is the person's close or the echo of a button they chose. An alert that
  /// replaces another is presented once the other has left the screen (the stager waits for
  /// the update after it). The bindings are made once per level, not on every update.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  struct AlertHost<D: Destination, Content: View>: View {
    let navigator: Navigator<D>
    let stager: PresentationStager<D>
    let elevation: Int
    let content: Content
    @State private var alertShown: Binding<Bool>
    @State private var dialogShown: Binding<Bool>

    init(navigator: Navigator<D>, stager: PresentationStager<D>, elevation: Int, content: Content) {
      self.navigator = navigator
      self.stager = stager
      self.elevation = elevation
      self.content = content
      self._alertShown = State(initialValue: Self.presented(.alert, at: elevation, navigator, stager))
      self._dialogShown = State(initialValue: Self.presented(.confirmationDialog, at: elevation, navigator, stager))
    }

    var body: some View {
      // SwiftUI reads a binding again when the view holding it updates; reading it here makes
      // this view update whenever what it reads changes, whatever its parent does.
      let _ = (alertShown.wrappedValue, dialogShown.wrappedValue)
      let presentation = stager.projection.alert(presentedAt: elevation)
      let alert = presentation?.alert
      content
        .alert(alert?.title ?? "", isPresented: alertShown, presenting: alert) { alert in
          AlertButtons(navigator: navigator, alert: alert)
        } message: { alert in
          if let message = alert.message { Text(message) }
        }
        // The title and the message are the app's own text, shown as they are (a `String`, not a
        // localization key). On iPad the dialog points at this level's content.
        .confirmationDialog(
          alert?.title ?? "", isPresented: dialogShown, titleVisibility: (alert?.titleVisibility ?? .automatic).visibility,
          presenting: alert
        ) { alert in
          AlertButtons(navigator: navigator, alert: alert)
        } message: { alert in
          if let message = alert.message { Text(message) }
        }
        .alertSeverity(presentation?.severity ?? .automatic)
        // An alert the stager took down to present another (or a sheet) has left the screen.
        .onChange(of: alert == nil) { _, gone in
          if gone { stager.alertDidDisappear(at: elevation) }
        }
    }

    /// Whether an alert of `kind` is up at this level, read from the projection; writing `false`
    /// sends the close of the alert the projection shows then.
    private static func presented(
      _ kind: AlertState<D>.Kind,
      at elevation: Int,
      _ navigator: Navigator<D>,
      _ stager: PresentationStager<D>
    ) -> Binding<Bool> {
      Binding(
        get: { @MainActor in stager.isAlertPresented(kind, at: elevation) },
        set: { @MainActor isPresented in
          guard !isPresented, let alert = stager.alertOnScreen(at: elevation) else { return }
          stager.userDidCloseAlert(alert, on: navigator)
        }
      )
    }
  }

  /// The buttons of an alert, each choosing itself in the core.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  struct AlertButtons<D: Destination>: View {
    let navigator: Navigator<D>
    let alert: AlertState<D>

    var body: some View {
      ForEach(alert.buttons, id: \.id) { button in
        Button(role: button.role.map(\.buttonRole)) {
          navigator.chooseAlertButtonOnScreen(button.id)
        } label: {
          Text(button.title)
        }
      }
    }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension AlertState.TitleVisibility {
    var visibility: Visibility {
      switch self {
      case .automatic: .automatic
      case .visible: .visible
      case .hidden: .hidden
      }
    }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension View {
    /// The severity the projection gives (the system's on every device but a Mac); the view as it
    /// is where SwiftUI has no `dialogSeverity` (the projection then gives the system's).
    @ViewBuilder
    func alertSeverity<D: Destination>(_ severity: AlertState<D>.Severity) -> some View {
      #if os(macOS)
        switch severity {
        case .automatic: self.dialogSeverity(.automatic)
        case .standard: self.dialogSeverity(.standard)
        case .critical: self.dialogSeverity(.critical)
        }
      #else
        self
      #endif
    }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension AlertState.Button.Role {
    var buttonRole: ButtonRole {
      switch self {
      case .cancel: .cancel
      case .destructive: .destructive
      }
    }
  }
#endif
