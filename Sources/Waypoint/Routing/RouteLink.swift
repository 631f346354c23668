import Foundation

/// A URL or a path as `URLComponents` reads it, with what routing needs: the scheme and host to
/// check, and the path and query items, still percent-encoded, to match.
struct RouteLink {
  /// The scheme, lower-cased; `nil` for a path.
  let scheme: String?
  /// The host, lower-cased; empty when there is none.
  let host: String
  /// The host as written, when it is a plain name (no user, no port): a link such as
  /// `recipes://recipe/42` may mean it as the path's first segment.
  let nameInHostPlace: String?
  /// The path, still percent-encoded.
  let path: String
  /// The query items, still percent-encoded; the fragment is dropped.
  let queryItems: [URLQueryItem]
  /// The path's segments, still percent-encoded: a leading and a trailing slash are ignored;
  /// `/` alone has none. Split once, when the link is read.
  let rawSegments: [Substring]

  private init(scheme: String?, host: String, nameInHostPlace: String? = nil, path: String, queryItems: [URLQueryItem]) {
    self.scheme = scheme
    self.host = host
    self.nameInHostPlace = nameInHostPlace
    self.path = path
    self.queryItems = queryItems
    var segments = path.split(separator: "/", omittingEmptySubsequences: false)
    if segments.first == "" { segments.removeFirst() }
    if segments.last == "" { segments.removeLast() }
    rawSegments = segments
  }

  /// Reads a URL or a path typed as text. Characters a URL may not hold (a space, a letter
  /// outside ASCII) are percent-encoded first, as `URL(string:)` does; a `%` that does not begin
  /// an escape of two hexadecimal digits, or escapes that are not UTF-8, are bad percent-encoding.
  static func read<D>(_ text: String) -> Result<RouteLink, RoutingError<D>> {
    if let components = URLComponents(string: text, encodingInvalidCharacters: false) { return read(components, text: text) }
    // Not a valid URL as written. A broken escape is an error (encoding it would make it a
    // literal `%`); otherwise only the characters a URL cannot hold are encoded, so the escapes
    // already there keep their meaning.
    guard text.removingPercentEncoding != nil else { return .failure(.invalidPercentEncoding(text)) }
    guard let encoded = text.addingPercentEncoding(withAllowedCharacters: urlCharacters),
      let components = URLComponents(string: encoded, encodingInvalidCharacters: false)
    else { return .failure(.malformedURL(text)) }
    return read(components, text: text)
  }

  /// Reads a URL; `text` is its absolute string, for errors.
  static func read<D>(_ url: URL, text: String) -> Result<RouteLink, RoutingError<D>> {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return .failure(.malformedURL(text)) }
    return read(components, text: text)
  }

  private static func read<D>(_ components: URLComponents, text: String) -> Result<RouteLink, RoutingError<D>> {
    let path = components.percentEncodedPath
    let queryItems = components.percentEncodedQueryItems ?? []
    guard let scheme = components.scheme else {
      // A path: no host, and it starts at the root.
      guard components.encodedHost == nil, path.hasPrefix("/") else { return .failure(.malformedURL(text)) }
      return .success(RouteLink(scheme: nil, host: "", path: path, queryItems: queryItems))
    }
    let name = components.percentEncodedHost
    var host = components.encodedHost?.lowercased() ?? ""
    // A table names hosts only: a user or a port makes the host one it does not accept.
    if let user = components.percentEncodedUser { host = "\(user)@\(host)" }
    if let port = components.port { host += ":\(port)" }
    let plainName = components.percentEncodedUser == nil && components.port == nil && name?.isEmpty == false ? name : nil
    return .success(
      RouteLink(scheme: scheme.lowercased(), host: host, nameInHostPlace: plainName, path: path, queryItems: queryItems))
  }

  /// The same link with the name in the host's place moved to the front of the path:
  /// `recipes://recipe/42` read as `recipes:///recipe/42`.
  func movingHostIntoPath() -> RouteLink? {
    guard let nameInHostPlace else { return nil }
    return RouteLink(scheme: scheme, host: "", path: "/" + nameInHostPlace + path, queryItems: queryItems)
  }

  /// Decodes a segment, a query item's name or a value.
  static func decode<D>(_ text: some StringProtocol) -> Result<String, RoutingError<D>> {
    // Most segments have no escape: they are their own text, without a pass through Foundation.
    guard text.utf8.contains(UInt8(ascii: "%")) else { return .success(String(text)) }
    guard let decoded = String(text).removingPercentEncoding else { return .failure(.invalidPercentEncoding(String(text))) }
    return .success(decoded)
  }

  /// Encodes every character except the unreserved ones (ASCII letters, digits, `-`, `.`, `_`,
  /// `~`), so that the text is one path segment or one query value.
  static func encode(_ text: String) -> String? {
    text.addingPercentEncoding(withAllowedCharacters: unreserved)
  }

  private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  /// What a URL may hold as written: the unreserved and reserved characters, and `%` for escapes.
  private static let urlCharacters = unreserved.union(CharacterSet(charactersIn: ":/?#[]@!$&'()*+,;=%"))
}
