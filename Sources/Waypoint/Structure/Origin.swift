/// Where a destination comes from: the hierarchy a deep link rebuilds.
///
/// Every destination of an app has exactly one origin. A deep link to any screen follows the
/// origins up to a root tab and rebuilds the whole hierarchy above it.
///
/// ```swift
/// let origin: @Sendable (ShapesDestination) -> Origin<ShapesDestination> = { shape in
///   switch shape {
///   case .triangle, .rectangle, .circle: .root
///   case .rectangleItem: .pushed(from: .rectangle)
///   case .circleItem: .presented(from: .circle, style: .sheet)
///   case .infinity, .feature: .anywhere(.push)
///   case .settings: .anywhere(.present(.sheet))
///   }
/// }
/// ```
public enum Origin<D: Destination>: Hashable, Sendable {
  /// The destination is the root screen of a tab (or of a section's landing screen).
  case root
  /// The destination is pushed onto the stack that shows `parent`.
  case pushed(from: D)
  /// The destination is presented modally, with `style`, from the screen that shows `parent`.
  case presented(from: D, style: ModalStyle)
  /// The destination can appear on top of any screen: it is pushed or presented on whatever is
  /// visible when it is shown.
  case anywhere(Origin<D>.Presentation)
}

extension Origin {
  /// How a destination is put on screen relative to the screen below it.
  ///
  /// ```swift
  /// let presentation: Origin<MediaDestination>.Presentation = .present(.fullScreenCover)
  /// ```
  public enum Presentation: Hashable, Sendable, Codable {
    /// Pushed onto the visible navigation stack.
    case push
    /// Presented modally with the given style.
    case present(ModalStyle)
  }
}
