// Stand-in for SwiftUI's dialog severity (alerts and confirmation dialogs). Never shipped; see ../README.md.

/// https://developer.apple.com/documentation/swiftui/dialogseverity
@available(iOS 17.0, macOS 13.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct DialogSeverity: Sendable {
  /// https://developer.apple.com/documentation/swiftui/dialogseverity/automatic
  public static let automatic = DialogSeverity()
  /// https://developer.apple.com/documentation/swiftui/dialogseverity/standard
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public static let standard = DialogSeverity()
  /// https://developer.apple.com/documentation/swiftui/dialogseverity/critical
  public static let critical = DialogSeverity()
}
