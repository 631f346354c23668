#if canImport(SwiftUI) && !os(watchOS)
  import Foundation
  import SwiftUI
  import Waypoint

  /// Presents the modal at `elevation` over `content`, as the core's
  /// ``Waypoint/ModalPresentation`` says: a sheet at its detents or a full-screen cover. A popover
  /// is presented by its anchor's view on the screen under it (``PopoverAnchorView``).
  ///
  /// The presented content is the modal's own stack, and hosts the next elevation in turn, so
  /// modal k+1 is presented from modal k's top screen. A swipe down writes `nil` to the item
  /// binding; the core answers with `dismiss(to: elevation)`. The alert is presented by the level
  /// the projection names (the top one).
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  struct ModalHost<D: Destination, Screen: View, Content: View>: View {
    let navigator: Navigator<D>
    let stager: PresentationStager<D>
    let elevation: Int
    let screen: (D) -> Screen
    let content: Content
    @State private var sheet: Binding<ModalPresentation<D>?>
    @State private var cover: Binding<ModalPresentation<D>?>

    init(navigator: Navigator<D>, stager: PresentationStager<D>, elevation: Int, screen: @escaping (D) -> Screen, content: Content) {
      self.navigator = navigator
      self.stager = stager
      self.elevation = elevation
      self.screen = screen
      self.content = content
      self._sheet = State(initialValue: Self.item(.sheet, at: elevation, navigator, stager))
      self._cover = State(initialValue: Self.item(.fullScreenCover, at: elevation, navigator, stager))
    }

    var body: some View {
      // SwiftUI reads a binding again when the view holding it updates; reading it here makes
      // this view update whenever what it reads changes, whatever its parent does.
      let _ = (sheet.wrappedValue, cover.wrappedValue)
      #if os(macOS)
        // macOS has no full-screen cover; the projection presents covers there as sheets.
        content
          .alertHost(navigator: navigator, stager: stager, elevation: elevation)
          .sheet(item: sheet, onDismiss: dismissed) { modal in presented(modal) }
      #else
        content
          .alertHost(navigator: navigator, stager: stager, elevation: elevation)
          .sheet(item: sheet, onDismiss: dismissed) { modal in presented(modal) }
          .fullScreenCover(item: cover, onDismiss: dismissed) { modal in presented(modal) }
      #endif
    }

    private func presented(_ modal: ModalPresentation<D>) -> some View {
      ModalContent(navigator: navigator, stager: stager, modal: modal, screen: screen)
    }

    /// The modal at this elevation when the projection presents it as `kind`. The getter reads
    /// the projection when SwiftUI asks; the setter's dismissal is displayed at once, so the
    /// getter never answers with a modal the person has just swiped away. Made once per level.
    private static func item(
      _ kind: ModalPresentation<D>.Kind, at elevation: Int, _ navigator: Navigator<D>, _ stager: PresentationStager<D>
    ) -> Binding<ModalPresentation<D>?> {
      Binding(
        get: { @MainActor in stager.projection.modal(at: elevation, as: kind) },
        set: { @MainActor newValue in
          guard newValue == nil, stager.projection.modal(at: elevation, as: kind) != nil else { return }
          stager.userDidSwipeAway(modalAt: elevation, on: navigator)
        }
      )
    }

    private func dismissed() {
      stager.dismissalDidFinish(at: elevation)
    }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension View {
    /// The presentation's size, as the projection gives it.
    @ViewBuilder
    func sheetSizing(_ sizing: ModalStyle.Sizing) -> some View {
      switch sizing {
      case .automatic: presentationSizing(.automatic)
      case .form: presentationSizing(.form)
      case .page: presentationSizing(.page)
      case .fitted: presentationSizing(.fitted)
      }
    }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
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

  /// The content of the modal at `elevation`, its swipe down disabled while the core says the
  /// guard would ask before it leaves (``Waypoint/Navigator/locksDismissal(atElevation:)``). A
  /// view of its own, so that it updates when the guard's context changes.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  struct DismissalLock<D: Destination, Content: View>: View {
    let navigator: Navigator<D>
    let elevation: Int
    let content: Content

    var body: some View {
      content.interactiveDismissDisabled(navigator.locksDismissal(atElevation: elevation))
    }
  }
#endif
