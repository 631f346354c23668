// Stand-in for the UIKit API the SwiftUI layer uses. Never shipped; see ../README.md. Compiled
// only for the platforms that have UIKit (iOS, iPadOS, tvOS, visionOS).

/// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom
@available(iOS 3.2, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/unspecified
  case unspecified = -1
  /// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/phone
  case phone = 0
  /// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/pad
  case pad = 1
  /// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/tv
  case tv = 2
  /// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/carplay
  case carPlay = 3
  /// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/mac
  case mac = 5
  /// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/vision
  case vision = 6
}

/// https://developer.apple.com/documentation/uikit/uidevice
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIDevice {
  nonisolated init() {}

  /// https://developer.apple.com/documentation/uikit/uidevice/current
  open class var current: UIDevice { UIDevice() }

  /// https://developer.apple.com/documentation/uikit/uidevice/userinterfaceidiom
  open var userInterfaceIdiom: UIUserInterfaceIdiom { .unspecified }
}
