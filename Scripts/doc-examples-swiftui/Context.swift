// The names WaypointUI's documentation examples take from the text around them: the app's
// screens and the values a screen reads from the environment (Scripts/swiftui-doc-examples.py).
import SwiftUI
import Waypoint
import WaypointExamples
import WaypointUI

typealias AppDestination = ShapesDestination
typealias FeatureDestination = ShapesFeatureDestination

/// A Shapes screen.
struct ShapeScreen: View {
  let destination: ShapesDestination
  var body: some View { Text(destination.title) }
}

/// A Social screen.
struct SocialScreen: View {
  let destination: SocialDestination
  var body: some View { Text(destination.title) }
}

/// A window's content that shows a navigator.
struct ContentView: View {
  var body: some View { Text("Content") }
}

/// The Mac's settings window.
struct SettingsView: View {
  var body: some View { Text("Settings") }
}

/// The window's navigator, a window's session, and SwiftUI's window opener.
@MainActor let navigator = Navigator(structure: Shapes.structure, selection: .triangle)
@MainActor let session = SessionNavigator(
  session: Session(main: NavigationState(selection: ShapesDestination.triangle)), structure: Shapes.structure)
@MainActor let openWindow = EnvironmentValues().openWindow
