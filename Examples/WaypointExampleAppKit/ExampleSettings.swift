#if canImport(SwiftUI) && os(macOS)
  import SwiftUI

  /// The macOS Settings window of the example app.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
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
