// Stand-in for SwiftUI's presentation sizing (iOS 18). Never shipped; see ../README.md.

/// https://developer.apple.com/documentation/swiftui/presentationsizing
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol PresentationSizing: Sendable {}

/// https://developer.apple.com/documentation/swiftui/automaticpresentationsizing
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct AutomaticPresentationSizing: PresentationSizing {}

/// https://developer.apple.com/documentation/swiftui/formpresentationsizing
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct FormPresentationSizing: PresentationSizing {}

/// https://developer.apple.com/documentation/swiftui/pagepresentationsizing
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct PagePresentationSizing: PresentationSizing {}

/// https://developer.apple.com/documentation/swiftui/fittedpresentationsizing
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct FittedPresentationSizing: PresentationSizing {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PresentationSizing where Self == AutomaticPresentationSizing {
  /// https://developer.apple.com/documentation/swiftui/presentationsizing/automatic
  public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PresentationSizing where Self == FormPresentationSizing {
  /// https://developer.apple.com/documentation/swiftui/presentationsizing/form
  public static var form: FormPresentationSizing { FormPresentationSizing() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PresentationSizing where Self == PagePresentationSizing {
  /// https://developer.apple.com/documentation/swiftui/presentationsizing/page
  public static var page: PagePresentationSizing { PagePresentationSizing() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PresentationSizing where Self == FittedPresentationSizing {
  /// https://developer.apple.com/documentation/swiftui/presentationsizing/fitted
  public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}
