import Foundation

/// Any JSON value, read without knowing its shape, so that restoration can look at each part of
/// a snapshot on its own and keep what it can.
enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case int(Int64)
  case uint(UInt64)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The value of `key` when this is an object.
  subscript(key: String) -> JSONValue? {
    if case let .object(members) = self { return members[key] }
    return nil
  }

  /// The elements when this is an array.
  var array: [JSONValue]? {
    if case let .array(elements) = self { return elements }
    return nil
  }

  /// The text when this is a string.
  var string: String? {
    if case let .string(text) = self { return text }
    return nil
  }

  /// The value as an unsigned integer, when it is a whole number that fits.
  var uint64: UInt64? {
    switch self {
    case let .uint(value): value
    case let .int(value): value >= 0 ? UInt64(value) : nil
    default: nil
    }
  }

  /// The value as an integer, when it is a whole number that fits.
  var int: Int? {
    switch self {
    case let .int(value): Int(exactly: value)
    case let .uint(value): Int(exactly: value)
    default: nil
    }
  }

  /// The value as compact JSON text with sorted keys.
  func data() -> Data { Data(bytes) }
}

extension JSONValue: Codable {
  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  init(from decoder: any Decoder) throws {
    if let container = try? decoder.singleValueContainer() {
      if container.decodeNil() {
        self = .null
        return
      }
      if let value = try? container.decode(Bool.self) {
        self = .bool(value)
        return
      }
      if let value = try? container.decode(Int64.self) {
        self = .int(value)
        return
      }
      if let value = try? container.decode(UInt64.self) {
        self = .uint(value)
        return
      }
      if let value = try? container.decode(Double.self) {
        self = .double(value)
        return
      }
      if let value = try? container.decode(String.self) {
        self = .string(value)
        return
      }
    }
    if let container = try? decoder.container(keyedBy: Key.self) {
      var members: [String: JSONValue] = [:]
      for key in container.allKeys {
        members[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
      }
      self = .object(members)
      return
    }
    var container = try decoder.unkeyedContainer()
    var elements: [JSONValue] = []
    if let count = container.count { elements.reserveCapacity(count) }
    while !container.isAtEnd {
      elements.append(try container.decode(JSONValue.self))
    }
    self = .array(elements)
  }

  func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case let .bool(value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case let .int(value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case let .uint(value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case let .double(value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case let .string(value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case let .array(elements):
      var container = encoder.unkeyedContainer()
      for element in elements { try container.encode(element) }
    case let .object(members):
      var container = encoder.container(keyedBy: Key.self)
      for (key, value) in members { try container.encode(value, forKey: Key(stringValue: key)) }
    }
  }
}
