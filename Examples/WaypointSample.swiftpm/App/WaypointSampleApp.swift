import SwiftUI
import WaypointExampleAppKit

/// The sample app: the Social example first (an iPhone shows only the first scene), then Media
/// and Shapes, which an iPad opens in windows of their own.
///
/// Things to try: open Notifications or Profile (sign-in comes first, and signing in goes on to
/// the screen), choose the selected tab again (its stack goes back to the root, then the root
/// counts it), hide or reorder tabs in the sidebar, ask to go back to the root (a dialog), push
/// the same screen twice with a double tap (it is pushed once), make an iPad window narrow.
@main
struct WaypointSampleApp: App {
  var body: some Scene {
    SocialScene()
    MediaScene()
    ShapesScene()
  }
}
