#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  import Waypoint

  extension View {
    /// Presents the displayed alert or confirmation dialog from this level when no modal is
    /// above it, so it shows over whatever is on top. Each button sends `chooseAlertButton`; a
    /// close without a button (Escape, a tap outside, or SwiftUI closing it before it runs the
    /// tapped button's action) sends `closeAlert` for the alert this binding showed, which the
    /// core ignores once another alert replaced it.
    func alertHost<D: Destination>(navigator: Navigator<D>, stager: PresentationStager<D>, elevation: Int) -> some View {
      let displayed = stager.displayed
      let alert = displayed.modals.count == elevation ? displayed.alert : nil
      return
        self
        .alert(alert?.title ?? "", isPresented: presented(.alert, alert, navigator), presenting: alert) { alert in
          AlertButtons(navigator: navigator, alert: alert)
        } message: { alert in
          Text(alert.message ?? "")
        }
        .confirmationDialog(
          Text(alert?.title ?? ""), isPresented: presented(.confirmationDialog, alert, navigator),
          titleVisibility: .automatic, presenting: alert
        ) { alert in
          AlertButtons(navigator: navigator, alert: alert)
        }
    }
  }

  /// Whether an alert of `kind` is up; writing `false` closes it through the core.
  @MainActor
  private func presented<D: Destination>(
    _ kind: AlertState<D>.Kind,
    _ alert: AlertState<D>?,
    _ navigator: Navigator<D>
  ) -> Binding<Bool> {
    Binding(
      get: { @MainActor in alert?.kind == kind },
      set: { @MainActor isPresented in
        guard !isPresented, let alert else { return }
        navigator.send(.closeAlert(alert))
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
