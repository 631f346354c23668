#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  import Waypoint

  extension View {
    /// Presents the alert or confirmation dialog from this level when the projection says this
    /// level presents it (the top one), so it shows over whatever is on top. Each button sends `chooseAlertButton`; a
    /// close without a button (Escape, a tap outside, or SwiftUI closing it before it runs the
    /// tapped button's action) sends `closeAlert` for the alert this binding showed, which the
    /// core ignores once another alert replaced it.
    func alertHost<D: Destination>(navigator: Navigator<D>, stager: PresentationStager<D>, elevation: Int) -> some View {
      let alert = stager.projection.alert(presentedAt: elevation)?.alert
      return
        self
        .alert(alert?.title ?? "", isPresented: presented(.alert, alert, at: elevation, navigator, stager), presenting: alert) { alert in
          AlertButtons(navigator: navigator, alert: alert)
        } message: { alert in
          Text(alert.message ?? "")
        }
        .confirmationDialog(
          Text(alert?.title ?? ""), isPresented: presented(.confirmationDialog, alert, at: elevation, navigator, stager),
          titleVisibility: .automatic, presenting: alert
        ) { alert in
          AlertButtons(navigator: navigator, alert: alert)
        }
    }
  }

  /// Whether an alert of `kind` is up at this level, read from the projection; writing `false`
  /// closes the alert this binding showed through the core.
  @MainActor
  private func presented<D: Destination>(
    _ kind: AlertState<D>.Kind,
    _ alert: AlertState<D>?,
    at elevation: Int,
    _ navigator: Navigator<D>,
    _ stager: PresentationStager<D>
  ) -> Binding<Bool> {
    Binding(
      get: { @MainActor in stager.projection.alert(presentedAt: elevation)?.alert.kind == kind },
      set: { @MainActor isPresented in
        guard !isPresented, let alert else { return }
        navigator.send(.closeAlert(alert))
        stager.retarget(navigator.state, in: navigator.environment)
      }
    )
  }

  /// The buttons of an alert, each choosing itself in the core.
  struct AlertButtons<D: Destination>: View {
    let navigator: Navigator<D>
    let alert: AlertState<D>

    var body: some View {
      ForEach(alert.buttons, id: \.id) { button in
        Button(role: button.role.map(\.buttonRole)) {
          navigator.send(.chooseAlertButton(id: button.id))
        } label: {
          Text(button.title)
        }
      }
    }
  }

  extension AlertState.Button.Role {
    var buttonRole: ButtonRole {
      switch self {
      case .cancel: .cancel
      case .destructive: .destructive
      }
    }
  }
#endif
