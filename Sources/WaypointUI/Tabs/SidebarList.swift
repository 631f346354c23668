#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  import Waypoint

  /// The core's ``Waypoint/SidebarListProjection`` drawn as a `List(selection:)`: one `Section` per
  /// group, one row per tab, and the section's actions after its rows.
  ///
  /// Choosing a row sends `select`, so the core decides what it does (a disabled tab is refused,
  /// an intercepting tab runs its action; the selected tab's row shows its stack as it is); the
  /// selection reads the projection back, and is empty while a collapsed split view shows the
  /// list.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  struct SidebarList<D: Destination>: View {
    let navigator: Navigator<D>
    let stager: PresentationStager<D>
    let list: SidebarListProjection<D>
    /// The app's sidebar header and footer, drawn before the first group and after the last.
    let header: AnyView?
    let footer: AnyView?
    @State private var selection: Binding<D?>

    init(navigator: Navigator<D>, stager: PresentationStager<D>, list: SidebarListProjection<D>, header: AnyView?, footer: AnyView?) {
      self.navigator = navigator
      self.stager = stager
      self.list = list
      self.header = header
      self.footer = footer
      self._selection = State(
        initialValue: Binding(
          get: { @MainActor in stager.listSelection },
          set: { @MainActor tab in stager.userDidChooseInList(tab, on: navigator) }
        ))
    }

    var body: some View {
      // SwiftUI reads a binding again when the view holding it updates; reading it here makes
      // this view update whenever what it reads changes, whatever its parent does.
      let _ = selection.wrappedValue
      List(selection: selection) {
        if let header { header }
        ForEach(list.groups, id: \.id) { group in
          Section {
            ForEach(group.rows, id: \.id) { row in
              Label(row.title, systemImage: row.symbolName)
                .rowBadge(row.badge)
                .disabled(!row.isEnabled)
                // Tagged with the selection's own type, optional, so it matches with every SDK.
                .tag(Optional(row.value))
            }
            ForEach(group.actions, id: \.id) { action in
              Button {
                navigator.send(action.action)
              } label: {
                Label(action.title, systemImage: action.symbolName)
              }
            }
          } header: {
            Text(group.title ?? "")
          }
        }
        if let footer { footer }
      }
    }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension View {
    /// A list row's badge, where the platform has one (not tvOS, where the core never lists
    /// tabs in a split view).
    @ViewBuilder
    func rowBadge(_ count: Int) -> some View {
      #if os(tvOS)
        self
      #else
        self.badge(count)
      #endif
    }
  }
#endif
