/// A URL or path split into its parts, by hand so that every platform splits it the same way.
struct LinkText {
  /// The scheme, lower-cased; `nil` for a path.
  var scheme: String?
  /// The host (the whole authority), lower-cased; empty when there is none.
  var host: String
  /// The path, still percent-encoded.
  var path: Substring
  /// The query after `?`, still percent-encoded; the fragment is dropped.
  var query: Substring?

  /// Splits `text`, or says why it is not a URL or a path.
  static func split<D>(_ text: String) -> Result<LinkText, RoutingError<D>> {
    var rest = text[...]
    if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
    var query: Substring?
    if let mark = rest.firstIndex(of: "?") {
      query = rest[rest.index(after: mark)...]
      rest = rest[..<mark]
    }
    guard !rest.hasPrefix("/") else { return .success(LinkText(scheme: nil, host: "", path: rest, query: query)) }
    guard let colon = rest.firstIndex(of: ":") else { return .failure(.malformedURL(text)) }
    let scheme = rest[..<colon]
    guard let first = scheme.first, first.isASCII, first.isLetter,
      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    else { return .failure(.malformedURL(text)) }
    rest = rest[rest.index(after: colon)...]
    var host: Substring = ""
    if rest.hasPrefix("//") {
      rest = rest.dropFirst(2)
      let end = rest.firstIndex(of: "/") ?? rest.endIndex
      host = rest[..<end]
      rest = rest[end...]
    }
    return .success(LinkText(scheme: scheme.lowercased(), host: host.lowercased(), path: rest, query: query))
  }

  /// The path's raw segments: a leading and a trailing slash are ignored; `/` alone has none.
  var rawSegments: [Substring] {
    var segments = path.split(separator: "/", omittingEmptySubsequences: false)
    if segments.first == "" { segments.removeFirst() }
    if segments.last == "" { segments.removeLast() }
    return segments
  }

  /// The query's items as raw key and value pairs, in order.
  var rawQueryItems: [(key: Substring, value: Substring)] {
    guard let query else { return [] }
    return query.split(separator: "&").map { item in
      let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      return (pair[0], pair.count > 1 ? pair[1] : "")
    }
  }
}
