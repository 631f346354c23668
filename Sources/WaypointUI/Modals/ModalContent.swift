#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  import Waypoint

  /// What a modal presents, as a sheet, a cover or a popover: its own stack, which hosts the next
  /// elevation in turn, at the detents, size and zoom the projection gives.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  struct ModalContent<D: Destination, Screen: View>: View {
    let navigator: Navigator<D>
    let stager: PresentationStager<D>
    let modal: ModalPresentation<D>
    let screen: (D) -> Screen
    @Environment(ZoomSpace.self) private var zoomSpace: ZoomSpace?

    var body: some View {
      let elevation = modal.elevation
      // Where the guard would ask before this modal leaves, the swipe down is disabled: a
      // committed swipe cannot be undone (``DismissalLock``).
      DismissalLock(
        navigator: navigator, elevation: elevation,
        content: ModalHost<D, Screen, StackView<D, Screen>>(
          navigator: navigator,
          stager: stager,
          elevation: elevation + 1,
          screen: screen,
          content: StackView(
            navigator: navigator, stager: stager, root: modal.root, rootScreen: .entry(modal.id),
            location: .modal(elevation: elevation), screen: screen)
        )
      )
      // The detent it rests at is the core's: the person's drag writes back as an action.
      .presentationDetents(Set(modal.detents.map(\.presentationDetent)), selection: detent(of: modal))
      .presentationBackgroundInteraction(modal.backgroundInteraction.map { .enabled(upThrough: $0.presentationDetent) } ?? .automatic)
      .sheetSizing(modal.sizing)
      .zooming(from: modal.zoomSource, in: zoomSpace)
      // The next step (a sheet over this one) waits for the presented content to appear. SwiftUI
      // reports no end of a presentation's transition, and `onAppear` may come as it starts; a
      // fixed delay would guess. Whether a second sheet presented from here shows on every
      // device is still to be checked on one.
      .onAppear { stager.presentationDidAppear(at: elevation) }
    }

    /// Where the sheet rests, as `presentationDetents(_:selection:)` reads and writes it: the
    /// projection's detent; a drag to another is the person's ``NavigationAction/setDetent(_:elevation:)``.
    private func detent(of modal: ModalPresentation<D>) -> Binding<PresentationDetent> {
      let stager = stager
      let navigator = navigator
      let (id, elevation) = (modal.id, modal.elevation)
      // By id: while another sheet takes this elevation's place, it never reads or writes this one's.
      return Binding(
        get: { @MainActor in
          (stager.projection.modals.first { $0.id == id }?.detent ?? modal.detent).presentationDetent
        },
        set: { @MainActor chosen in
          guard stager.projection.modals.first(where: { $0.elevation == elevation })?.id == id,
            let detent = modal.detents.first(where: { $0.presentationDetent == chosen })
          else { return }
          stager.userDidDrag(sheetAt: elevation, to: detent, on: navigator)
        }
      )
    }
  }
#endif
