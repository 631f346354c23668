#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI

  /// The app's own views the chrome carries: the tab bar's accessory, and the sidebar's header
  /// and footer. Given once to the root; each is drawn where the projection says.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  struct ChromeViews {
    var bottomAccessory: AnyView?
    var sidebarHeader: AnyView?
    var sidebarFooter: AnyView?
  }
#endif
