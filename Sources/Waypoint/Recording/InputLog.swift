/// What an engine keeps about its inputs while someone listens: the recording being made, and
/// the screen changes not yet taken by the navigator that follows them.
///
/// A reference, so that an engine without one stays small and an engine with one copies in
/// O(1); copied on write, so that a copy of an engine (a dry run, a window deciding for the
/// session) records into its own log and never into the original's.
@usableFromInline
package final class InputLog<D: Destination>: @unchecked Sendable {
  // Unchecked: it is only changed through `NavigationEngine.changeInputLog`, which copies it
  // first unless the engine holds the only reference, as an array's storage is.

  /// A run of steps from one start.
  struct Segment {
    var start: NavigationEngine<D>.Recording.Start
    var steps: [NavigationEngine<D>.Recording.Step] = []
  }

  /// The recording being made: the current segment and the one before it. When the current one
  /// reaches the limit it becomes the previous one and a new one starts from the state then, so a
  /// recording always holds at least the last `limit` steps and at most twice as many.
  var current: Segment?
  var previous: Segment?
  var limit = 0
  /// Whether a navigator follows the screen changes (``Navigator/screenChanges()``).
  var followsScreens = false
  /// The screen changes the navigator has not taken yet.
  var screenChanges: [NavigationEngine<D>.ScreenChange] = []
  /// Whether an input is being applied, so that what it calls inside is not recorded again.
  var isBusy = false
  /// While an input is applied in a window of a session: the ids of a replacing state that
  /// other windows held, so that the step can say why the replacement was refused. Written
  /// through the reference, not copied first: the engines that share the log during one input
  /// (the copies its steps try) all work on that input.
  var idsInUse: Set<EntryID> = []

  init() {}

  func copy() -> InputLog {
    let copy = InputLog()
    copy.current = current
    copy.previous = previous
    copy.limit = limit
    copy.followsScreens = followsScreens
    copy.screenChanges = screenChanges
    copy.isBusy = isBusy
    copy.idsInUse = idsInUse
    return copy
  }

  /// Whether nothing listens any more, so that the engine can drop the log.
  var isIdle: Bool { current == nil && !followsScreens && screenChanges.isEmpty }
}
