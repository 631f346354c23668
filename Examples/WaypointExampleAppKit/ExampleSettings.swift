#if canImport(SwiftUI) && os(macOS)
  import SwiftUI

  /// The macOS Settings window of the example app.
  struct ExampleSettings: View {
    var body: some View {
      List {
        Section("Waypoint") {
          Text("Navigation state is saved per window and restored at launch.")
        }
      }
    }
  }
#endif
