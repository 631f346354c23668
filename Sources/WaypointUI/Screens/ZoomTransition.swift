#if canImport(SwiftUI) && !os(watchOS)
  import Observation
  public import SwiftUI
  import Waypoint

  /// The namespace zoom transitions of one navigator's views share: a source view marks itself in
  /// it, and the screen pushed or presented from it zooms out of it.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  @MainActor
  @Observable
  final class ZoomSpace {
    let id: Namespace.ID
    init(_ id: Namespace.ID) { self.id = id }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension View {
    /// Marks this view as the source the screen an action names it for zooms out of, and back
    /// into when that screen leaves.
    ///
    /// ```swift
    /// Button("Circle 1") { navigator.send(.push(.circleItem(level: 1)).zoom(from: "circle-1")) }
    ///   .zoomTransitionSource("circle-1")
    /// ```
    ///
    /// The zoom plays where the platform has it (not on a Mac, where the usual transition
    /// plays), and never for an instant action.
    ///
    /// - Parameter id: the id the action names with `zoom(from:)`.
    /// - Returns: the view, marked as a source inside a ``NavigatorView``.
    public func zoomTransitionSource(_ id: String) -> some View {
      ZoomSource(id: id, content: self)
    }

    /// Zooms this screen out of the source `id` names, where the projection gives one and the
    /// platform zooms.
    @ViewBuilder
    func zooming(from id: String?, in space: ZoomSpace?) -> some View {
      #if os(macOS)
        self
      #else
        if let id, let space {
          navigationTransition(.zoom(sourceID: id, in: space.id))
        } else {
          self
        }
      #endif
    }
  }

  /// A source view, marked in its navigator's zoom namespace when it has one.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  struct ZoomSource<Content: View>: View {
    let id: String
    let content: Content
    @Environment(ZoomSpace.self) private var space: ZoomSpace?

    var body: some View {
      if let space {
        content.matchedTransitionSource(id: id, in: space.id)
      } else {
        content
      }
    }
  }
#endif
