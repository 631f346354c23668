package import Foundation

/// What a window offers for Handoff, and what a continued activity opens: the URL of the screen
/// on top, built from the routes.
///
/// The SwiftUI layer copies these values onto the `NSUserActivity` it advertises and reads a
/// continued one back with ``init(userInfo:webpageURL:)``; the decisions are here:
///
/// - the URL travels in the activity's user info under `"url"`;
/// - the target content identifier is the URL itself, so the system gives a continued activity
///   to a window of the scene whose routes open it (a scene declares the beginnings of those
///   URLs, `RouteTable.externalEventConditions`, and the identifier begins with one of them);
/// - an `http` or `https` URL is also the activity's web page, so a device without the app opens
///   it in a browser; other schemes have no web page.
///
/// ```swift
/// let content = HandoffContent(url: URL(string: "waypoint-shapes:///circle/item/2")!)
/// content.targetContentIdentifier  // "waypoint-shapes:///circle/item/2"
/// content.webpageURL                // nil
/// ```
package struct HandoffContent: Hashable, Sendable {
  /// The key of the URL in the activity's user info.
  package static let urlKey = "url"

  /// The URL of the screen.
  package var url: URL

  /// Offers a screen's URL.
  ///
  /// - Parameter url: the URL the routes build for the screen.
  package init(url: URL) {
    self.url = url
  }

  /// Reads a continued activity: the URL in its user info, else its web page; `nil` when it has
  /// neither (an activity of another version of the app, say), so nothing is opened.
  ///
  /// - Parameters:
  ///   - userInfo: the activity's user info.
  ///   - webpageURL: the activity's web page.
  package init?(userInfo: [AnyHashable: Any]?, webpageURL: URL?) {
    let text = userInfo?[Self.urlKey] as? String
    guard let url = text.flatMap(URL.init(string:)) ?? webpageURL else { return nil }
    self.url = url
  }

  /// The activity's user info.
  package var userInfo: [String: String] { [Self.urlKey: url.absoluteString] }

  /// The activity's target content identifier: the URL's text.
  package var targetContentIdentifier: String { url.absoluteString }

  /// The activity's web page: the URL when it is a web address.
  package var webpageURL: URL? {
    let scheme = url.scheme?.lowercased()
    return scheme == "https" || scheme == "http" ? url : nil
  }
}

extension Navigator {
  /// What this window offers for Handoff now: the screen on top, when it has a route.
  ///
  /// ```swift
  /// navigator.handoffContent?.targetContentIdentifier
  /// ```
  package var handoffContent: HandoffContent? { currentURL.map(HandoffContent.init(url:)) }
}
