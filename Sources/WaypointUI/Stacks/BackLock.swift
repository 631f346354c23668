#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  import Waypoint

  /// The top screen of a stack whose swipe back the guard locks: the core says when
  /// (``Waypoint/Navigator/locksBack(of:at:)``), because the guard would ask before a screen of
  /// the stack leaves and a committed swipe (or a choice in the back button's menu) cannot be
  /// undone. While it is locked, the system's back button (with its swipe and its menu) is
  /// hidden, and a Back button in its place sends the person's pop, which the core answers with
  /// the guard's question when it asks one.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  struct BackLock<D: Destination, Content: View>: View {
    let navigator: Navigator<D>
    let id: EntryID
    let location: StackLocation<D>
    let content: Content

    var body: some View {
      let locked = navigator.locksBack(of: id, at: location)
      content
        .navigationBarBackButtonHidden(locked)
        .toolbar {
          if locked {
            ToolbarItem(placement: .navigation) {
              Button("Back", systemImage: "chevron.backward") {
                navigator.send(NavigationAction.pop(1).by(.person).from(.entry(id)))
              }
            }
          }
        }
    }
  }
#endif
