extension RouteTable {
  /// A scheme and host that a route table accepts, such as `waypoint-social` with an empty host
  /// (a custom scheme) or `https` with `social.example.com` (a universal link).
  ///
  /// Both are compared without regard to case.
  ///
  /// ```swift
  /// let hosts = [RouteTable<D>.Host(scheme: "waypoint-social"), RouteTable<D>.Host(scheme: "https", host: "social.example.com")]
  /// ```
  public struct Host: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The scheme, lower-cased.
    public let scheme: String
    /// The host, lower-cased; empty for custom-scheme links such as `waypoint-social:///timeline`.
    public let host: String

    /// Creates an accepted scheme and host.
    ///
    /// - Parameters:
    ///   - scheme: the scheme, such as `https`.
    ///   - host: the host; empty by default.
    public init(scheme: String, host: String = "") {
      self.scheme = scheme.lowercased()
      self.host = host.lowercased()
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

extension Unicode.Scalar {
  fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
