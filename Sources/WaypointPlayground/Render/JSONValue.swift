/// A JSON value whose objects keep their keys in the order they were written, so the playground's
/// output is stable line for line (golden files compare it byte for byte).
///
/// ```swift
/// let value: JSONValue = .object([("ok", .bool(true)), ("error", .null)])
/// value.serialized // {"ok":true,"error":null}
/// ```
package indirect enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A whole number.
  case int(Int)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, keys in order.
  case object([Field])

  /// One key and its value.
  package struct Field: Hashable, Sendable {
    /// The key.
    package var key: String
    /// The value.
    package var value: JSONValue
  }

  /// An object from key-value pairs, in order.
  ///
  /// - Parameter fields: the pairs.
  /// - Returns: the object.
  package static func object(_ fields: [(String, JSONValue)]) -> JSONValue {
    .object(fields.map { Field(key: $0.0, value: $0.1) })
  }

  /// A string, or `null` for `nil`.
  ///
  /// - Parameter value: an optional string.
  /// - Returns: the value.
  package static func string(_ value: String?) -> JSONValue {
    value.map(JSONValue.string) ?? .null
  }

  /// A number, or `null` for `nil`.
  ///
  /// - Parameter value: an optional number.
  /// - Returns: the value.
  package static func int(_ value: Int?) -> JSONValue {
    value.map(JSONValue.int) ?? .null
  }

  /// The value on one line, without spaces.
  package var serialized: String {
    var output = ""
    write(to: &output)
    return output
  }

  private func write(to output: inout String) {
    switch self {
    case .null: output += "null"
    case let .bool(value): output += value ? "true" : "false"
    case let .int(value): output += String(value)
    case let .string(value): JSONValue.writeString(value, to: &output)
    case let .array(values):
      output += "["
      for (index, value) in values.enumerated() {
        if index > 0 { output += "," }
        value.write(to: &output)
      }
      output += "]"
    case let .object(fields):
      output += "{"
      for (index, field) in fields.enumerated() {
        if index > 0 { output += "," }
        JSONValue.writeString(field.key, to: &output)
        output += ":"
        field.value.write(to: &output)
      }
      output += "}"
    }
  }

  private static func writeString(_ value: String, to output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
