public import Waypoint

/// A picture of a layout: an SVG wireframe of the device with what the SwiftUI layer draws in it.
///
/// The device follows the layout's environment: an iPhone, an iPad (full width, or compact as in
/// Split View), a Mac window, a TV or a Vision Pro window. In it: the tab bar (at the bottom on
/// iPhone and in compact width, floating at the top on iPad and Mac, as an ornament on Vision
/// Pro) or the sidebar with its sections, each tab's badge and the selected tab; the selected
/// stack as a navigation bar with a back button and the path of titles; every sheet, cover and
/// popover stacked in order, each sheet at its first detent; and the alert or confirmation dialog.
/// A popover is drawn beside its anchor where the screen is wide and it is anchored
/// (``anchoredPopovers``), and as a sheet otherwise, as the SwiftUI layer presents it.
///
/// ```swift
/// let navigator = Navigator(structure: Shapes.structure, selection: .triangle)
/// navigator.show(.rectangleItem(level: 8))
/// let svg = Wireframe(navigator.layout, title: "Shapes").svg
/// try svg.write(toFile: "shapes.svg", atomically: true, encoding: .utf8)
/// ```
///
/// The playground's `snapshot FILE` command and its `--svg FOLDER` option write the same pictures.
public struct Wireframe<D: Destination>: Sendable {
  /// The layout drawn.
  public var layout: NavigationLayout<D>
  /// The picture's title (its SVG `<title>`); the device's name when `nil`.
  public var title: String?
  /// The popovers that point at their anchor, by id; the others are sheets.
  public var anchoredPopovers: Set<EntryID>

  /// A wireframe of a layout.
  ///
  /// ```swift
  /// let wireframe = Wireframe(navigator.layout)
  /// ```
  ///
  /// - Parameters:
  ///   - layout: what to draw: a navigator's `layout`, or `NavigationLayout(state:structure:environment:)`.
  ///   - title: the picture's title; none by default.
  ///   - anchoredPopovers: the popovers that point at their anchor (the anchor was on the screen
  ///     under them as they came up); none by default.
  public init(_ layout: NavigationLayout<D>, title: String? = nil, anchoredPopovers: Set<EntryID> = []) {
    self.layout = layout
    self.title = title
    self.anchoredPopovers = anchoredPopovers
  }

  /// The picture as SVG text.
  ///
  /// ```swift
  /// print(Wireframe(navigator.layout).svg) // <svg xmlns="http://www.w3.org/2000/svg" …
  /// ```
  public var svg: String {
    let device = WireframeDevice(layout.environment)
    var canvas = WireframeCanvas(
      svg: SVGDocument(width: device.width, height: device.height, title: title ?? device.name), device: device)
    canvas.drawFrame()
    let content = canvas.drawChrome(of: layout)
    canvas.drawStack(root: layout.selection, stack: layout.stack, in: content, id: "stack")
    for (elevation, modal) in layout.modals.enumerated() {
      canvas.drawModal(
        modal, elevation: elevation, above: layout.modals.count - 1 - elevation, anchored: anchoredPopovers.contains(modal.id))
    }
    if !layout.modals.isEmpty { canvas.drawOverlay() }
    if let alert = layout.alert { canvas.drawAlert(alert) }
    return canvas.svg.text
  }
}
