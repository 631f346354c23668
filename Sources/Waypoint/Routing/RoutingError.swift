/// Why a URL or path could not be turned into destinations, or why they cannot be shown.
///
/// Every bad input gets a case that names the problem; parsing never crashes and never changes
/// any state.
///
/// ```swift
/// switch Shapes.routes.destination(forPath: "/rectangle/item/abc") {
/// case let .failure(error): print(error) // "the parameter level must be an Int, not 'abc'"
/// case let .success(destination): navigator.show(destination)
/// }
/// ```
public indirect enum RoutingError<D: Destination>: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text is not a URL or a path (no scheme, or a scheme with characters a scheme may not hold).
  case malformedURL(String)
  /// The URL's scheme is not one the table accepts.
  case unknownScheme(String)
  /// The URL's host is not one the table accepts for its scheme.
  case unknownHost(String)
  /// No route matches the path.
  case noMatchingRoute(String)
  /// A parameter's text does not read as its type.
  case invalidParameter(name: String, value: String, expected: String)
  /// A `%` escape is not two hexadecimal digits, or the decoded bytes are not UTF-8.
  case invalidPercentEncoding(String)
  /// The URL is longer than ``NavigationLimits/maxURLLength``.
  case urlTooLong(length: Int, limit: Int)
  /// The URL has more path segments than ``NavigationLimits/maxPathSegments``.
  case tooManySegments(count: Int, limit: Int)
  /// The URL names an explicit path of several destinations where one was expected.
  case unexpectedPath(count: Int)
  /// The link is well formed, but what it names is not in the app: the tab its hierarchy starts
  /// from does not exist (data that was deleted, or never was). A table with a
  /// ``RouteTable/notFound(_:)`` destination shows that instead.
  case notFound(D)
  /// The hierarchy does not allow the destination (its origins do not reach a shown tab).
  case notAllowed(D, NavigationError<D>)
  /// In an explicit path, a destination cannot follow the one before it (its origin says
  /// otherwise).
  case stepNotAllowed(D, after: D)

  /// A sentence that says what was wrong.
  public var description: String {
    switch self {
    case let .malformedURL(text): "'\(text)' is not a URL or a path"
    case let .unknownScheme(scheme): "unknown scheme '\(scheme)'"
    case let .unknownHost(host): "unknown host '\(host)'"
    case let .noMatchingRoute(path): "no route matches \(path)"
    case let .invalidParameter(name, value, expected): "the parameter \(name) must be \(article(expected)) \(expected), not '\(value)'"
    case let .invalidPercentEncoding(text): "invalid percent-encoding in '\(text)'"
    case let .urlTooLong(length, limit): "the URL has \(length) characters, more than \(limit)"
    case let .tooManySegments(count, limit): "the URL has \(count) path segments, more than \(limit)"
    case let .unexpectedPath(count): "the URL names a path of \(count) destinations where one was expected"
    case let .notFound(d): "\(d.title) is not in the app"
    case let .notAllowed(d, error): "\(d) cannot be shown: \(error)"
    case let .stepNotAllowed(d, after): "\(d) cannot follow \(after) in a path"
    }
  }

  /// A short machine-readable code, such as `unknownScheme`.
  public var code: String {
    switch self {
    case .malformedURL: "malformedURL"
    case .unknownScheme: "unknownScheme"
    case .unknownHost: "unknownHost"
    case .noMatchingRoute: "noMatchingRoute"
    case .invalidParameter: "invalidParameter"
    case .invalidPercentEncoding: "invalidPercentEncoding"
    case .urlTooLong: "urlTooLong"
    case .tooManySegments: "tooManySegments"
    case .unexpectedPath: "unexpectedPath"
    case .notFound: "notFound"
    case .notAllowed: "notAllowed"
    case .stepNotAllowed: "stepNotAllowed"
    }
  }
}

private func article(_ word: String) -> String {
  guard let first = word.lowercased().first else { return "a" }
  return "aeiou".contains(first) ? "an" : "a"
}
