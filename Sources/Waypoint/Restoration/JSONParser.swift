import Foundation

/// A small, strict JSON reader for saved snapshots: it reads the bytes once into a ``JSONValue``,
/// never recurses deeper than its limit, and says where the input went wrong.
struct JSONParser {
  /// Why the bytes are not JSON, and where.
  struct Failure: Error, CustomStringConvertible {
    var message: String
    var offset: Int

    var description: String { "\(message) at byte \(offset)" }
  }

  /// The deepest nesting read, as Foundation's `JSONDecoder` allows.
  static let maxDepth = 512

  private let bytes: [UInt8]
  private var index = 0
  /// The keys that appeared twice in one object; the first value of each was kept.
  private var repeatedKeys: [String] = []

  private init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Reads one JSON document.
  static func parse(_ data: Data) throws(Failure) -> JSONValue {
    var ignored: [String] = []
    return try parse(data, repeatedKeys: &ignored)
  }

  /// Reads one JSON document; a key repeated within one object keeps its first value, and is
  /// listed in `repeatedKeys` so that the repeat can be reported rather than silently win.
  static func parse(_ data: Data, repeatedKeys: inout [String]) throws(Failure) -> JSONValue {
    var parser = JSONParser(Array(data))
    parser.skipWhitespace()
    let value = try parser.value(depth: 0)
    parser.skipWhitespace()
    guard parser.index == parser.bytes.count else { throw parser.failure("unexpected text after the value") }
    repeatedKeys = parser.repeatedKeys
    return value
  }

  private func failure(_ message: String) -> Failure { Failure(message: message, offset: index) }

  private mutating func skipWhitespace() {
    while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
  }

  private mutating func value(depth: Int) throws(Failure) -> JSONValue {
    guard depth < Self.maxDepth else { throw failure("nested too deeply") }
    guard index < bytes.count else { throw failure("unexpected end") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default: return try number()
    }
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
    let utf8 = Array(word.utf8)
    guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
      throw failure("unexpected character")
    }
    index += utf8.count
    return value
  }

  private mutating func object(depth: Int) throws(Failure) -> JSONValue {
    index += 1
    var members: [String: JSONValue] = [:]
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a key") }
      let key = try string()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("expected ':'") }
      index += 1
      skipWhitespace()
      let member = try value(depth: depth + 1)
      if members[key] == nil { members[key] = member } else { repeatedKeys.append(key) }
      skipWhitespace()
      guard index < bytes.count else { throw failure("unexpected end") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      } else {
        throw failure("expected ',' or '}'")
      }
    }
  }

  private mutating func array(depth: Int) throws(Failure) -> JSONValue {
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try value(depth: depth + 1))
      skipWhitespace()
      guard index < bytes.count else { throw failure("unexpected end") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      } else {
        throw failure("expected ',' or ']'")
      }
    }
  }

  private mutating func string() throws(Failure) -> String {
    index += 1
    var buffer: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        guard let string = String(validating: buffer, as: UTF8.self) else { throw failure("invalid UTF-8 in a string") }
        return string
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { throw failure("unexpected end") }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"): buffer.append(contentsOf: String(try unicodeEscape()).utf8)
        default: throw failure("invalid escape")
        }
      case 0..<0x20:
        throw failure("control character in a string")
      default:
        buffer.append(byte)
      }
    }
    throw failure("unterminated string")
  }

  private mutating func hex4() throws(Failure) -> UInt32 {
    guard index + 4 <= bytes.count else { throw failure("unexpected end") }
    var value: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw failure("invalid \\u escape")
      }
      value = value << 4 | UInt32(digit)
    }
    index += 4
    return value
  }

  private mutating func unicodeEscape() throws(Failure) -> Unicode.Scalar {
    let high = try hex4()
    if (0xD800...0xDBFF).contains(high) {
      guard index + 2 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
        throw failure("unpaired surrogate")
      }
      index += 2
      let low = try hex4()
      guard (0xDC00...0xDFFF).contains(low), let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) else {
        throw failure("unpaired surrogate")
      }
      return scalar
    }
    guard let scalar = Unicode.Scalar(high) else { throw failure("unpaired surrogate") }
    return scalar
  }

  private mutating func number() throws(Failure) -> JSONValue {
    let start = index
    var isInteger = true
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    let digitsStart = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
    guard index > digitsStart else { throw failure("unexpected character") }
    if bytes[digitsStart] == UInt8(ascii: "0"), index - digitsStart > 1 { throw failure("leading zero") }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      let fraction = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
      guard index > fraction else { throw failure("expected digits") }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      isInteger = false
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      let exponent = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
      guard index > exponent else { throw failure("expected digits") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if isInteger {
      if let value = Int64(text) { return .int(value) }
      if let value = UInt64(text) { return .uint(value) }
    }
    guard let value = Double(text), value.isFinite else { throw Failure(message: "number out of range", offset: start) }
    return .double(value)
  }
}
