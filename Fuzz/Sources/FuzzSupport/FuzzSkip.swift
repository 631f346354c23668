import Foundation

/// The inputs and checks a run leaves out, named in the environment variable `FUZZ_SKIP`
/// (comma-separated), so that a campaign can look past known findings until they are fixed.
/// Every one is fixed, and kept so that a regression can be bisected past: `N1`, `N3`, `N4`,
/// `N8`, `N9`, `F11`, `close-echo`, `guarded-landings`, `lower-limits`, `read-back-order`,
/// `redirects`, `unholdable-readings`.
///
/// - `N1`: no alert button's action chooses an alert button (a cycle overflows the stack), and
///   no restored button whose action does is chosen.
/// - `N3`: no session made from an unchecked `Session` (repeated window or entry ids).
/// - `N4`: no step through the navigator of a closed window.
/// - `N8`: no I8 check of the visionOS ornament's tab bar.
/// - `N9`: a saved session need not restore exactly when a window's previous selection is not a
///   tab or an entry counter (a window's or the session's) is in the reserved range (the engine
///   accepts both, restoration repairs them).
/// - `F11`: no silent-loss check of a snapshot whose JSON repeats a key.
/// - `close-echo`: a refused step may end the wait for the close an alert choice made on screen
///   owes.
/// - `guarded-landings`: no I9 check of a section's landing screen (a layout that collapsed
///   sections put it in the state without asking the guard).
/// - `lower-limits`: no structure update to limits lower than a window's state reaches.
/// - `redirects`: the guard rules deny and never redirect (a redirect could select a tab the
///   layout does not draw).
/// - `read-back-order`: no system reading shows a tab in the sidebar and hides it in the tab
///   bar (the operations decide the tab bar from before the sidebar change, so one read-back
///   leaves an operation to match).
/// - `unholdable-readings`: no system reading the core cannot hold (a tab shown in the tab bar
///   and hidden in the sidebar, a visibility for a tab the app hides), whose read-back never
///   settles.
///
/// ```sh
/// FUZZ_SKIP=N1,N4 Scripts/fuzz 60 actions
/// ```
package enum FuzzSkip {
  private static let names: Set<String> = {
    guard let value = getenv("FUZZ_SKIP") else { return [] }
    return Set(String(cString: value).split(separator: ",").map { String($0) })
  }()

  /// Whether `FUZZ_SKIP` names `name`.
  package static func has(_ name: String) -> Bool { names.contains(name) }
}
