extension RouteTable {
  /// A scheme and host that a route table accepts, such as `waypoint-social` with an empty host
  /// (a custom scheme) or `https` with `social.example.com` (a universal link).
  ///
  /// Both are compared without regard to case.
  ///
  /// ```swift
  /// let hosts = [RouteTable<SocialDestination>.Host(scheme: "waypoint-social"), RouteTable<SocialDestination>.Host(scheme: "https", host: "social.example.com")]
  /// ```
  public struct Host: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The scheme, lower-cased.
    public let scheme: String
    /// The host, lower-cased; empty for custom-scheme links such as `waypoint-social:///timeline`.
    public let host: String
    /// How ``RouteTable/url(for:)-(D)`` writes links of a custom scheme without a host.
    public let linkStyle: LinkStyle

    /// Creates an accepted scheme and host.
    ///
    /// A table that accepts a scheme without a host reads its links in every form apps meet:
    /// `recipes:///recipe/42`, `recipes://recipe/42` (the path's first segment written as the
    /// host, as most links, QR codes and push payloads are) and `recipes:recipe/42`. `linkStyle`
    /// says which form the table writes.
    ///
    /// ```swift
    /// let host = RouteTable<SocialDestination>.Host(scheme: "waypoint-social", linkStyle: .hostAsFirstSegment)
    /// ```
    ///
    /// - Parameters:
    ///   - scheme: the scheme, such as `https`.
    ///   - host: the host; empty by default.
    ///   - linkStyle: how links without a host are written; `scheme:///a/b` by default.
    public init(scheme: String, host: String = "", linkStyle: LinkStyle = .emptyHost) {
      self.scheme = scheme.lowercased()
      self.host = host.lowercased()
      self.linkStyle = linkStyle
    }

    private enum CodingKeys: String, CodingKey { case scheme, host, linkStyle }

    /// Decodes a host; one saved without a link style writes `scheme:///a/b`.
    ///
    /// - Parameter decoder: the decoder.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        scheme: try container.decode(String.self, forKey: .scheme),
        host: try container.decode(String.self, forKey: .host),
        linkStyle: try container.decodeIfPresent(LinkStyle.self, forKey: .linkStyle) ?? .emptyHost)
    }

    /// Whether the scheme is one a URL can have: a letter, then letters, digits, `+`, `-` or `.`.
    var hasValidScheme: Bool {
      guard let first = scheme.unicodeScalars.first, first.isASCIILetter else { return false }
      return scheme.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0) }
    }

    /// Whether the host is empty or a name as URLs write it: ASCII letters, digits, `-` and `.`
    /// (an internationalized domain in its `xn--` form).
    var hasValidHost: Bool {
      host.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || "-.".unicodeScalars.contains($0) }
    }

    /// `scheme://host`.
    public var description: String { "\(scheme)://\(host)" }
  }
}

extension RouteTable.Host {
  /// How links of a custom scheme without a host are written. Either form is read.
  ///
  /// ```swift
  /// let routes = RouteTable<SocialDestination>(scheme: "waypoint-social", linkStyle: .hostAsFirstSegment) {
  ///   Route("/status/{id}", build: { .status(id: $0) }) { if case let .status(id) = $0 { id } else { nil } }
  /// }
  /// routes.url(for: .status(id: 42))  // waypoint-social://status/42
  /// ```
  public struct LinkStyle: Hashable, Sendable, Codable, CustomStringConvertible {
    private enum Kind: String, Codable { case emptyHost, hostAsFirstSegment }
    private let kind: Kind

    /// `recipes:///recipe/42`: an empty host, then the whole path.
    public static var emptyHost: LinkStyle { LinkStyle(kind: .emptyHost) }
    /// `recipes://recipe/42`: the path's first segment written as the host. A first segment that
    /// cannot be a host (an escape, an underscore) is written with an empty host instead.
    public static var hostAsFirstSegment: LinkStyle { LinkStyle(kind: .hostAsFirstSegment) }

    /// The style's name.
    public var description: String { kind.rawValue }

    /// Decodes a style from its name.
    ///
    /// - Parameter decoder: the decoder.
    public init(from decoder: any Decoder) throws {
      kind = try Kind(from: decoder)
    }

    /// Encodes the style as its name.
    ///
    /// - Parameter encoder: the encoder.
    public func encode(to encoder: any Encoder) throws {
      try kind.encode(to: encoder)
    }

    private init(kind: Kind) { self.kind = kind }
  }
}

extension Unicode.Scalar {
  fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
