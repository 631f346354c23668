extension NavigationState {
  /// The screens the person can touch now: the top screen and, under a sheet that lets the
  /// screen under it take touches where it rests (``ModalStyle/backgroundInteraction(upThrough:)``),
  /// the top screen under that sheet, and so on down. A request sent from any other screen is
  /// stale and ignored.
  ///
  /// ```swift
  /// state.screensTakingTouches  // [.entry(#2), .root(.map)]: the sheet, and the map under it
  /// ```
  @usableFromInline package var screensTakingTouches: [Screen] {
    var screens = [topScreen]
    var level = modals.count - 1
    while level >= 0, modals[level].letsTouchesThrough {
      level -= 1
      if level >= 0 {
        screens.append(.entry(modals[level].stack.last?.id ?? modals[level].id))
      } else {
        screens.append(selectedStack.last.map { .entry($0.id) } ?? .root(selection))
      }
    }
    return screens
  }
}

extension Modal {
  /// Whether the screen under this sheet takes touches where the sheet rests now: its style lets
  /// the background take them up through a detent at or above the one it rests at.
  var letsTouchesThrough: Bool {
    guard let limit = style.backgroundInteraction, let resting = detent else { return false }
    return resting.isAtOrBelow(limit, offered: style.offeredDetents)
  }
}

extension ModalStyle.Detent {
  /// Whether a sheet at this detent is no taller than at `other`. Detents relative to the screen
  /// (medium, large, a fraction) compare by fraction, fixed heights by points; a fraction and a
  /// fixed height, whose order depends on the screen, compare by their order in the style's
  /// detents (shortest first, as apps list them).
  package func isAtOrBelow(_ other: ModalStyle.Detent, offered: [ModalStyle.Detent]) -> Bool {
    if let mine = kind.relativeHeight, let theirs = other.kind.relativeHeight { return mine <= theirs }
    if let mine = kind.points, let theirs = other.kind.points { return mine <= theirs }
    guard let mine = offered.firstIndex(of: self), let theirs = offered.firstIndex(of: other) else { return self == other }
    return mine <= theirs
  }
}

extension ModalStyle.Detent.Kind {
  /// The height as a fraction of the screen's, for a detent relative to the screen.
  var relativeHeight: Double? {
    switch self {
    case .medium: 0.5
    case .large: 1
    case let .fraction(value): value
    case .height: nil
    }
  }

  /// The height in points, for a fixed detent.
  var points: Double? {
    if case let .height(value) = self { value } else { nil }
  }
}
