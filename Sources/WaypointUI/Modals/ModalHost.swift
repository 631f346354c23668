#if canImport(SwiftUI) && !os(watchOS)
  import Foundation
  import SwiftUI
  import Waypoint

  /// Presents the modal at `elevation` over `content`, as the core's
  /// ``Waypoint/ModalPresentation`` says: a sheet at its detents or a full-screen cover.
  ///
  /// The presented content is the modal's own stack, and hosts the next elevation in turn, so
  /// modal k+1 is presented from modal k's top screen. A swipe down writes `nil` to the item
  /// binding; the core answers with `dismiss(to: elevation)`. The alert is presented by the level
  /// the projection names (the top one).
  struct ModalHost<D: Destination, Screen: View, Content: View>: View {
    let navigator: Navigator<D>
    let stager: PresentationStager<D>
    let elevation: Int
    let screen: (D) -> Screen
    let content: Content

    var body: some View {
      #if os(macOS)
        // macOS has no full-screen cover; the projection presents covers there as sheets.
        content
          .alertHost(navigator: navigator, stager: stager, elevation: elevation)
          .sheet(item: item(.sheet), onDismiss: dismissed) { modal in presented(modal) }
      #else
        content
          .alertHost(navigator: navigator, stager: stager, elevation: elevation)
          .sheet(item: item(.sheet), onDismiss: dismissed) { modal in presented(modal) }
          .fullScreenCover(item: item(.fullScreenCover), onDismiss: dismissed) { modal in presented(modal) }
      #endif
    }

    private func presented(_ modal: ModalPresentation<D>) -> some View {
      ModalHost<D, Screen, StackView<D, Screen>>(
        navigator: navigator,
        stager: stager,
        elevation: elevation + 1,
        screen: screen,
        content: StackView(
          navigator: navigator, stager: stager, root: modal.root,
          location: .modal(elevation: elevation), screen: screen)
      )
      .presentationDetents(Set(modal.detents.map(\.presentationDetent)))
      .onAppear { stager.presentationDidAppear(at: elevation) }
    }

    /// The modal at this elevation when the projection presents it as `kind`. The getter reads
    /// the projection when SwiftUI asks; the setter's dismissal is displayed at once, so the
    /// getter never answers with a modal the person has just swiped away.
    private func item(_ kind: ModalPresentation<D>.Kind) -> Binding<ModalPresentation<D>?> {
      let navigator = navigator
      let stager = stager
      let elevation = elevation
      return Binding(
        get: { @MainActor in stager.projection.modal(at: elevation, as: kind) },
        set: { @MainActor newValue in
          guard newValue == nil, let shown = stager.projection.modal(at: elevation, as: kind),
            let action = navigator.state.dismissalAction(forModal: shown.id, at: elevation)
          else { return }
          stager.systemDidDismiss(at: elevation)
          navigator.send(action)
          stager.retarget(navigator.state, in: navigator.environment)
        }
      )
    }

    private func dismissed() {
      stager.dismissalDidFinish(at: elevation)
    }
  }

  extension ModalStyle.Detent {
    /// The SwiftUI detent.
    var presentationDetent: PresentationDetent {
      switch kind {
      case .medium: .medium
      case .large: .large
      case let .fraction(value): .fraction(CGFloat(value))
      case let .height(value): .height(CGFloat(value))
      }
    }
  }
#endif
