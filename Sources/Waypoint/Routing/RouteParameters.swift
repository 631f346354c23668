/// The typed values a route's parameters hold: what a URL fills in when it is parsed, and what a
/// destination gives back when its URL is built.
///
/// ```swift
/// let parameters: RouteParameters = ["id": 42, "tab": "replies"]
/// parameters["id", as: Int.self]    // 42
/// parameters["tab", as: Int.self]   // nil: the text is not an integer
/// ```
public struct RouteParameters: Hashable, Sendable, ExpressibleByDictionaryLiteral {
  /// The values as they appear in a URL, before percent-encoding, keyed by parameter name.
  public private(set) var texts: [String: String]
  /// The typed values read from ``texts`` while a URL was matched, so that a parameter is read as
  /// its type once. Two parameter sets with equal texts are equal.
  private var values: [String: any RouteParameter] = [:]

  /// Creates parameters from their URL texts.
  ///
  /// - Parameter texts: decoded texts keyed by parameter name.
  public init(texts: [String: String] = [:]) { self.texts = texts }

  /// Creates parameters from typed values.
  ///
  /// - Parameter elements: name and value pairs.
  public init(dictionaryLiteral elements: (String, any RouteParameter)...) {
    texts = [:]
    for (name, value) in elements { texts[name] = value.routeText }
  }

  /// Whether both hold the same texts: a value read from a text is the same parameter.
  ///
  /// ```swift
  /// RouteParameters(texts: ["id": "42"]) == ["id": 42] // true
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.texts == rhs.texts }

  /// Hashes the texts, as ``==(_:_:)`` compares them.
  ///
  /// - Parameter hasher: the hasher.
  public func hash(into hasher: inout Hasher) { hasher.combine(texts) }

  /// The value of the parameter `name` read as `type`, or `nil` when it is missing or does not
  /// read as that type.
  ///
  /// - Parameters:
  ///   - name: the parameter's name in the pattern.
  ///   - type: the type to read.
  public subscript<P: RouteParameter>(name: String, as type: P.Type) -> P? {
    if let value = values[name] as? P { return value }
    return texts[name].flatMap { P(routeText: $0) }
  }

  /// Sets (or, with `nil`, removes) the parameter `name`.
  ///
  /// - Parameters:
  ///   - name: the parameter's name in the pattern.
  ///   - value: the value.
  public mutating func set(_ name: String, to value: (any RouteParameter)?) {
    texts[name] = value?.routeText
    values[name] = nil
  }

  /// Sets the parameter `name` to a value read from `text`.
  mutating func set(_ name: String, text: String, value: any RouteParameter) {
    texts[name] = text
    values[name] = value
  }
}
