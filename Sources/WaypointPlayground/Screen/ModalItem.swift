/// One presented modal.
package struct ModalItem: Hashable, Sendable {
  /// The presented screen's route path.
  package var path: String
  /// The presented screen's title.
  package var title: String
  /// `sheet`, `cover` or `popover`.
  package var style: String
  /// How big the sheet is where the screen leaves room (`form`, `page`, `fitted`); `nil` for the
  /// system's size, and always for a cover.
  package var sizing: String? = nil
  /// The view the presented screen zoomed out of, where the device zooms; `nil` for the usual
  /// transition.
  package var zoom: String? = nil
  /// The modal's own push stack, above the presented screen.
  package var stack: [Crumb]
  /// The detent a sheet that offers several rests at (`medium`, `large`, `30%`, `200 pt`);
  /// `nil` for one that offers one, a cover or a popover.
  package var detent: String? = nil
  /// Whether the person's swipe down is disabled, because the guard would ask (or refuse)
  /// before the modal leaves.
  package var swipeLocked = false
  /// What the device shows: `sheet`, `cover` or `popover`. A cover is a sheet on a Mac; a
  /// popover is a sheet where the screen is narrow, or where its anchor was not on the screen
  /// under it as it came up.
  package var drawnAs = "sheet"
  /// The view a popover points at, where it is anchored; `nil` for a sheet, a cover, and a
  /// popover that came up without its anchor.
  package var anchor: String? = nil
}

/// The alert or confirmation dialog on screen.
package struct AlertItem: Hashable, Sendable {
  /// `alert` or `confirmationDialog`.
  package var kind: String
  /// Its title.
  package var title: String
  /// Its message, if any.
  package var message: String?
  /// Whether a confirmation dialog shows its title: `automatic`, `visible` or `hidden`.
  package var titleVisibility: String
  /// How much care a choice asks for, as the device draws it: `standard` or `critical` on a Mac,
  /// `automatic` (the system's) on the others and by default.
  package var severity: String
  /// Its buttons' ids, in order (what `tap-button` takes).
  package var buttons: [String]
}

/// What the guard's answers lock of the person's gestures, for a window.
package struct GestureLocks: Hashable, Sendable {
  /// For each modal, lowest first, whether its swipe down is disabled.
  package var sheets: [Bool] = []
  /// Whether the swipe back from the top of the visible stack is disabled.
  package var back = false
}
