#if canImport(SwiftUI) && !os(watchOS)
  import Foundation
  import SwiftUI
  import Waypoint

  /// Presents the modal at `elevation` over `content`, as a sheet or a full-screen cover.
  ///
  /// The presented content is the modal's own stack, and hosts the next elevation in turn, so
  /// modal k+1 is presented from modal k's top screen. A swipe down writes `nil` to the item
  /// binding; the core answers with `dismiss(to: elevation)`. The alert, if any, is presented
  /// from the top level.
  struct ModalHost<D: Destination, Screen: View, Content: View>: View {
    let navigator: Navigator<D>
    let stager: PresentationStager<D>
    let elevation: Int
    let screen: (D) -> Screen
    let content: Content

    var body: some View {
      #if os(macOS)
        content
          .alertHost(navigator: navigator, stager: stager, elevation: elevation)
          .sheet(item: item(covers: nil), onDismiss: dismissed) { modal in presented(modal) }
      #else
        content
          .alertHost(navigator: navigator, stager: stager, elevation: elevation)
          .sheet(item: item(covers: false), onDismiss: dismissed) { modal in presented(modal) }
          .fullScreenCover(item: item(covers: true), onDismiss: dismissed) { modal in presented(modal) }
      #endif
    }

    private func presented(_ modal: Modal<D>) -> some View {
      ModalHost<D, Screen, StackView<D, Screen>>(
        navigator: navigator,
        stager: stager,
        elevation: elevation + 1,
        screen: screen,
        content: StackView(
          navigator: navigator, stager: stager, root: modal.destination,
          location: .modal(elevation: elevation), screen: screen)
      )
      .presentationDetents(modal.style.presentationDetents)
      .onAppear { stager.presentationDidAppear(at: elevation) }
    }

    /// The modal shown at this elevation when its style matches; `covers` is `nil` to show every
    /// style (macOS has no full-screen cover).
    /// The getter reads what is displayed when SwiftUI asks; the setter's dismissal is displayed
    /// at once, so the getter never answers with a modal the person has just swiped away.
    private func item(covers: Bool?) -> Binding<Modal<D>?> {
      let navigator = navigator
      let stager = stager
      let elevation = elevation
      let matching = { @MainActor () -> Modal<D>? in
        let displayed = stager.displayed.modals
        guard displayed.indices.contains(elevation) else { return nil }
        let modal = displayed[elevation]
        return covers.map { modal.style.isFullScreenCover == $0 } ?? true ? modal : nil
      }
      return Binding(
        get: { @MainActor in matching() },
        set: { @MainActor newValue in
          guard newValue == nil, let shown = matching(),
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

  extension ModalStyle {
    /// The sheet's detents; a sheet with none declared rests at full height, SwiftUI's default.
    var presentationDetents: Set<PresentationDetent> {
      detents.isEmpty ? [.large] : Set(detents.map(\.presentationDetent))
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
