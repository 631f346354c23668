public import Foundation

/// A value that can fill a typed parameter of a route pattern, such as `{id}` in `/status/{id}`.
///
/// `Int`, `String` and `UUID` conform; so does any `RawRepresentable` enum whose raw value
/// conforms, once it declares the conformance. Parsing a URL checks each parameter against its
/// type, so `/status/abc` for an `Int` parameter is reported as a parameter of the wrong type
/// rather than as a missing route.
///
/// ```swift
/// enum Feature: String, CaseIterable, RouteParameter { case hexagon, pentagon }
/// Int(routeText: "42")          // 42
/// Feature(routeText: "hexagon") // .hexagon
/// ```
public protocol RouteParameter: Hashable, Sendable {
  /// Reads the value from one decoded path segment or query value.
  ///
  /// - Parameter routeText: the percent-decoded text.
  init?(routeText: String)

  /// The value as it appears in a URL, before percent-encoding.
  var routeText: String { get }

  /// The type's name as errors print it, such as `Int`.
  static var routeTypeName: String { get }

  /// Texts the type accepts, used to find ambiguous patterns when a table is built: two
  /// parameters overlap when one accepts a sample of the other.
  static var routeSamples: [String] { get }
}

extension Int: RouteParameter {
  /// Reads a decimal integer.
  ///
  /// - Parameter routeText: the text, such as `42` or `-3`.
  public init?(routeText: String) { self.init(routeText, radix: 10) }
  /// The decimal digits.
  public var routeText: String { String(self) }
  /// `Int`.
  public static var routeTypeName: String { "Int" }
  /// A zero.
  public static var routeSamples: [String] { ["0"] }
}

extension String: RouteParameter {
  /// Accepts any non-empty text.
  ///
  /// - Parameter routeText: the text.
  public init?(routeText: String) {
    guard !routeText.isEmpty else { return nil }
    self = routeText
  }
  /// The text itself.
  public var routeText: String { self }
  /// `String`.
  public static var routeTypeName: String { "String" }
  /// A word.
  public static var routeSamples: [String] { ["text"] }
}

extension UUID: RouteParameter {
  /// Reads a UUID in its usual 8-4-4-4-12 form, in either case.
  ///
  /// - Parameter routeText: the text.
  public init?(routeText: String) { self.init(uuidString: routeText) }
  /// The UUID in lower case.
  public var routeText: String { uuidString.lowercased() }
  /// `UUID`.
  public static var routeTypeName: String { "UUID" }
  /// The nil UUID.
  public static var routeSamples: [String] { ["00000000-0000-0000-0000-000000000000"] }
}

extension RouteParameter where Self: RawRepresentable, RawValue: RouteParameter {
  /// Reads the raw value, then the case with that raw value.
  ///
  /// - Parameter routeText: the raw value's text.
  public init?(routeText: String) {
    guard let raw = RawValue(routeText: routeText) else { return nil }
    self.init(rawValue: raw)
  }
  /// The raw value's text.
  public var routeText: String { rawValue.routeText }
  /// The type's name.
  public static var routeTypeName: String { "\(Self.self)" }
  /// The raw value type's samples.
  public static var routeSamples: [String] { RawValue.routeSamples }
}

extension RouteParameter where Self: RawRepresentable & CaseIterable, RawValue: RouteParameter {
  /// Every case's raw value, so an enum parameter overlaps only what it really accepts.
  public static var routeSamples: [String] { allCases.map { $0.routeText } }
}

/// A parameter type with its checks, erased so that a table can hold several.
struct ParameterKind: Sendable {
  var name: String
  /// Reads a decoded text as the type, or `nil` when the type refuses it.
  var read: @Sendable (String) -> (any RouteParameter)?
  var samples: [String]

  init<P: RouteParameter>(_ type: P.Type) {
    name = P.routeTypeName
    read = { P(routeText: $0) }
    samples = P.routeSamples
  }

  /// Whether the type accepts `text`.
  func accepts(_ text: String) -> Bool { read(text) != nil }

  /// Whether some text is accepted by both kinds.
  func overlaps(_ other: ParameterKind) -> Bool {
    name == other.name || samples.contains(where: other.accepts) || other.samples.contains(where: accepts)
  }
}
