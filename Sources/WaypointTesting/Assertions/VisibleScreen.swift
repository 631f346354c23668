public import Waypoint

/// One screen of what a state shows, bottom first, without entry ids: the selected tab, a pushed
/// screen, or a presented modal. A list of them describes a hierarchy the way a person reads the
/// screen, for ``expectShow(_:in:from:environment:shows:fileID:filePath:line:column:)``.
///
/// ```swift
/// let screens: [VisibleScreen<ShapesDestination>] = [
///   .tab(.rectangle),
///   .pushed(.rectangleItem(level: 1)),
///   .pushed(.rectangleItem(level: 2)),
///   .sheet(.rectangleItem(level: 3)),
/// ]
/// ```
public enum VisibleScreen<D: Destination>: Hashable, Sendable {
  /// The selected tab's root screen (or a section's landing screen).
  ///
  /// ```swift
  /// VisibleScreen<MediaDestination>.tab(.watchNow)
  /// ```
  case tab(D)
  /// A screen pushed onto the stack below it.
  ///
  /// ```swift
  /// VisibleScreen<MediaDestination>.pushed(.video(id: 7))
  /// ```
  case pushed(D)
  /// A modal presented from the screen below it.
  ///
  /// ```swift
  /// VisibleScreen<MediaDestination>.presented(.player(id: 7), style: .fullScreenCover)
  /// ```
  case presented(D, style: ModalStyle)

  /// A modal presented as a plain sheet.
  ///
  /// ```swift
  /// VisibleScreen<SocialDestination>.sheet(.compose)
  /// ```
  ///
  /// - Parameter destination: the modal's root screen.
  /// - Returns: `.presented(destination, style: .sheet)`.
  public static func sheet(_ destination: D) -> VisibleScreen { .presented(destination, style: .sheet) }

  /// A modal presented as a full-screen cover.
  ///
  /// ```swift
  /// VisibleScreen<MediaDestination>.fullScreenCover(.player(id: 7))
  /// ```
  ///
  /// - Parameter destination: the modal's root screen.
  /// - Returns: `.presented(destination, style: .fullScreenCover)`.
  public static func fullScreenCover(_ destination: D) -> VisibleScreen {
    .presented(destination, style: .fullScreenCover)
  }

  /// The screen's destination.
  ///
  /// ```swift
  /// VisibleScreen<MediaDestination>.pushed(.video(id: 7)).destination // .video(id: 7)
  /// ```
  public var destination: D {
    switch self {
    case let .tab(destination), let .pushed(destination), let .presented(destination, _): destination
    }
  }
}

extension NavigationState {
  /// What the state shows in the selected tab, bottom first, without ids: the tab, its pushed
  /// screens, then each modal and the screens pushed inside it.
  ///
  /// ```swift
  /// var engine = NavigationEngine(structure: Media.structure(), selection: .library)
  /// engine.send(.show(.player(id: 7)))
  /// engine.state.visibleScreens // [.tab(.watchNow), .pushed(.video(id: 7)), .fullScreenCover(.player(id: 7))]
  /// ```
  public var visibleScreens: [VisibleScreen<D>] {
    var screens: [VisibleScreen<D>] = [.tab(selection)]
    screens += selectedStack.map { .pushed($0.destination) }
    for modal in modals {
      screens.append(.presented(modal.destination, style: modal.style))
      screens += modal.stack.map { .pushed($0.destination) }
    }
    return screens
  }
}
