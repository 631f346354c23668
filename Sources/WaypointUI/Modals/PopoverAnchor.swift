#if canImport(SwiftUI) && !os(watchOS)
  import Observation
  public import SwiftUI
  import Waypoint

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension View {
    /// Marks this view as the one a popover presented with `.popover(anchor: id)` from this
    /// screen points at.
    ///
    /// ```swift
    /// Button("Settings") { navigator.present(.settings, style: .popover(anchor: "settings")) }
    ///   .popoverAnchor("settings")
    /// ```
    ///
    /// Where the screen is wide the popover floats beside this view; where it is narrow the
    /// system shows it as a sheet. A popover whose anchor is not on the screen under it as it
    /// comes up is presented as a sheet, and so is every popover on Apple TV, which has none.
    /// The popover is presented from this view: keep it on screen while its popover is up, and
    /// give each anchor of a screen an id of its own. The popover's content inherits what the app
    /// set around the view in the environment (a tint, a model), as a sheet inherits what is set
    /// around its screen.
    ///
    /// - Parameter id: the id the style names with ``Waypoint/ModalStyle/popover(anchor:arrowEdge:)``.
    /// - Returns: the view, marked as an anchor inside a ``NavigatorView``.
    public func popoverAnchor(_ id: String) -> some View {
      PopoverAnchorView(id: id, content: self)
    }
  }

  /// A view marked as a popover anchor: it tells the screen's site when it appears and
  /// disappears, and presents the popover the projection anchors on it.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  struct PopoverAnchorView<Content: View>: View {
    let id: String
    let content: Content
    @Environment(PopoverAnchorSite.self) private var site: PopoverAnchorSite?

    var body: some View {
      #if os(tvOS)
        // Apple TV has no popovers: the projection presents every one as a sheet.
        content
      #else
        if let site {
          let item = site.popover(id)
          content
            .popover(item: item, arrowEdge: item.wrappedValue?.arrowEdge.map(Edge.init)) { popover in
              site.content(popover)
                // The popover's own content is the system's adaptation on a narrow screen too.
                .presentationCompactAdaptation(.sheet)
            }
            .onAppear { site.appeared(id) }
            .onDisappear { site.disappeared(id) }
        } else {
          content
        }
      #endif
    }
  }

  /// A popover the projection anchors on a view: its modal's id, its arrow, and the modal as the
  /// projection gave it, which its content is drawn from (also while it animates away, once the
  /// projection has let it go). Identified by the modal's id, so that a change of its detents or
  /// of the screen's width does not present it anew.
  struct AnchoredPopover: Identifiable {
    let id: EntryID
    let arrowEdge: ModalStyle.ArrowEdge?
    /// The ``Waypoint/ModalPresentation`` of the site's destination type.
    let presentation: any Sendable
  }

  /// One screen's anchors: what its marked views report, and the popovers they present. Not
  /// generic, so that ``View/popoverAnchor(_:)`` can find it; made once per screen by the stack
  /// that draws the screen (``PopoverAnchorSites``).
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  @MainActor
  @Observable
  final class PopoverAnchorSite {
    @ObservationIgnored let appeared: @MainActor (String) -> Void
    @ObservationIgnored let disappeared: @MainActor (String) -> Void
    @ObservationIgnored let popover: @MainActor (String) -> Binding<AnchoredPopover?>
    @ObservationIgnored let content: @MainActor (AnchoredPopover) -> AnyView

    init(
      appeared: @escaping @MainActor (String) -> Void, disappeared: @escaping @MainActor (String) -> Void,
      popover: @escaping @MainActor (String) -> Binding<AnchoredPopover?>,
      content: @escaping @MainActor (AnchoredPopover) -> AnyView
    ) {
      self.appeared = appeared
      self.disappeared = disappeared
      self.popover = popover
      self.content = content
    }
  }

  /// The anchor sites of one stack's screens, made once per screen, and the screens' builder as
  /// the stack was last given it.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  @MainActor
  final class PopoverAnchorSites<D: Destination, Screen: View> {
    private var sites: [NavigationState<D>.Screen: PopoverAnchorSite] = [:]
    private var build: ((D) -> Screen)?

    /// The site of `screen`, made on first use; the sites of screens that left the stack go.
    func site(
      for screen: NavigationState<D>.Screen, navigator: Navigator<D>, stager: PresentationStager<D>,
      build: @escaping (D) -> Screen
    ) -> PopoverAnchorSite {
      self.build = build
      if let site = sites[screen] { return site }
      let state = navigator.state
      sites = sites.filter { state.holds($0.key) }
      let site = make(for: screen, navigator: navigator, stager: stager)
      sites[screen] = site
      return site
    }

    private func make(for screen: NavigationState<D>.Screen, navigator: Navigator<D>, stager: PresentationStager<D>) -> PopoverAnchorSite {
      PopoverAnchorSite(
        appeared: { anchor in stager.popoverAnchorDidAppear(anchor, on: screen) },
        disappeared: { anchor in stager.popoverAnchorDidDisappear(anchor, on: screen) },
        popover: { anchor in
          Binding(
            get: { @MainActor in
              stager.projection.popover(anchoredTo: anchor, on: screen).map {
                AnchoredPopover(id: $0.id, arrowEdge: $0.popover?.arrowEdge, presentation: $0)
              }
            },
            set: { @MainActor newValue in
              // A tap outside it: the person's dismissal, as a sheet's swipe down.
              guard newValue == nil, let shown = stager.projection.popover(anchoredTo: anchor, on: screen) else { return }
              stager.userDidSwipeAway(modalAt: shown.elevation, on: navigator)
            }
          )
        },
        content: { [weak self] popover in
          guard let modal = popover.presentation as? ModalPresentation<D>, let build = self?.build else { return AnyView(EmptyView()) }
          let id = modal.id
          // A popover's modifier reports no end of its dismissal: its content leaving stands for
          // it (the stager dismisses a popover only once nothing is above it).
          return AnyView(
            ModalContent(navigator: navigator, stager: stager, modal: modal, screen: build)
              .onDisappear { stager.popoverContentDidDisappear(id) })
        }
      )
    }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension Edge {
    /// SwiftUI's edge for the core's.
    init(_ edge: ModalStyle.ArrowEdge) {
      switch edge {
      case .top: self = .top
      case .leading: self = .leading
      case .bottom: self = .bottom
      case .trailing: self = .trailing
      }
    }
  }
#endif
