// Stand-in for the Core Spotlight API the SwiftUI layer uses. Never shipped; see ../README.md.
// Compiled only for the platforms that have Core Spotlight (iOS, iPadOS, Mac Catalyst, macOS,
// visionOS). The values are placeholders: only the declarations are checked.

/// https://developer.apple.com/documentation/corespotlight/cssearchableitemactiontype
@available(iOS 9.0, macOS 10.11, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public let CSSearchableItemActionType: String = "CSSearchableItemActionType"

/// https://developer.apple.com/documentation/corespotlight/cssearchableitemactivityidentifier
@available(iOS 9.0, macOS 10.11, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public let CSSearchableItemActivityIdentifier: String = "CSSearchableItemActivityIdentifier"
