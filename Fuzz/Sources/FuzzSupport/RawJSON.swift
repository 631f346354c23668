/// A JSON document as its bytes spell it, read by a parser of its own rather than `JSONDecoder`:
/// every member of an object is kept, in order, a repeated key included. The snapshot target
/// compares what the bytes hold with what restoration kept, so that data dropped without a
/// report (a repeated key, for one) is seen whatever the library decides to do with it.
package indirect enum RawJSON: Equatable {
  case object([Member])
  case array([RawJSON])
  case string(String)
  /// A number, as written.
  case number(String)
  case bool(Bool)
  case null

  /// One member of an object.
  package struct Member: Equatable {
    package var key: String
    package var value: RawJSON
  }

  /// Parses `bytes`; `nil` when they are not one JSON value, or nest deeper than `maxDepth`.
  package init?(parsing bytes: [UInt8], maxDepth: Int = 256) {
    var parser = Parser(bytes: bytes, maxDepth: maxDepth)
    guard let value = parser.value(depth: 0) else { return nil }
    parser.skipSpace()
    guard parser.index == bytes.count else { return nil }
    self = value
  }

  /// Every value of the members named `key` (none unless this is an object).
  package func values(_ key: String) -> [RawJSON] {
    guard case let .object(members) = self else { return [] }
    return members.filter { $0.key == key }.map(\.value)
  }

  /// The elements of an array (none unless this is an array).
  package var elements: [RawJSON] {
    guard case let .array(elements) = self else { return [] }
    return elements
  }

  /// A number written as digits only, if it fits.
  package var unsigned: UInt64? {
    guard case let .number(text) = self, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
    return UInt64(text)
  }

  /// Whether some object, at any depth, repeats a key.
  package var repeatsAKey: Bool {
    switch self {
    case let .object(members):
      return Set(members.map(\.key)).count != members.count || members.contains { $0.value.repeatsAKey }
    case let .array(elements):
      return elements.contains { $0.repeatsAKey }
    default:
      return false
    }
  }

  package var isObject: Bool {
    if case .object = self { return true }
    return false
  }

  package var isNull: Bool { self == .null }
}

private struct Parser {
  let bytes: [UInt8]
  let maxDepth: Int
  var index = 0

  init(bytes: [UInt8], maxDepth: Int) {
    self.bytes = bytes
    self.maxDepth = maxDepth
  }

  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  mutating func skipSpace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
  }

  mutating func literal(_ text: String) -> Bool {
    let utf8 = Array(text.utf8)
    guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else { return false }
    index += utf8.count
    return true
  }

  mutating func value(depth: Int) -> RawJSON? {
    guard depth <= maxDepth else { return nil }
    skipSpace()
    switch current {
    case UInt8(ascii: "{"):
      index += 1
      var members: [RawJSON.Member] = []
      skipSpace()
      if current == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      while true {
        skipSpace()
        guard current == UInt8(ascii: "\""), let key = string() else { return nil }
        skipSpace()
        guard current == UInt8(ascii: ":") else { return nil }
        index += 1
        guard let value = value(depth: depth + 1) else { return nil }
        members.append(RawJSON.Member(key: key, value: value))
        skipSpace()
        if current == UInt8(ascii: ",") {
          index += 1
        } else if current == UInt8(ascii: "}") {
          index += 1
          return .object(members)
        } else {
          return nil
        }
      }
    case UInt8(ascii: "["):
      index += 1
      var elements: [RawJSON] = []
      skipSpace()
      if current == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      while true {
        guard let element = value(depth: depth + 1) else { return nil }
        elements.append(element)
        skipSpace()
        if current == UInt8(ascii: ",") {
          index += 1
        } else if current == UInt8(ascii: "]") {
          index += 1
          return .array(elements)
        } else {
          return nil
        }
      }
    case UInt8(ascii: "\""):
      return string().map(RawJSON.string)
    case UInt8(ascii: "t"):
      return literal("true") ? .bool(true) : nil
    case UInt8(ascii: "f"):
      return literal("false") ? .bool(false) : nil
    case UInt8(ascii: "n"):
      return literal("null") ? .null : nil
    default:
      return number()
    }
  }

  mutating func digits() -> Int {
    let start = index
    while let byte = current, byte >= 0x30 && byte <= 0x39 { index += 1 }
    return index - start
  }

  mutating func number() -> RawJSON? {
    let start = index
    if current == UInt8(ascii: "-") { index += 1 }
    if current == UInt8(ascii: "0") {
      index += 1
    } else if digits() == 0 {
      return nil
    }
    if current == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return nil }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { return nil }
    }
    return .number(String(decoding: bytes[start..<index], as: UTF8.self))
  }

  mutating func hex4() -> UInt32? {
    guard index + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      let digit: UInt8
      switch byte {
      case 0x30...0x39: digit = byte - 0x30
      case 0x41...0x46: digit = byte - 0x41 + 10
      case 0x61...0x66: digit = byte - 0x61 + 10
      default: return nil
      }
      value = value * 16 + UInt32(digit)
    }
    index += 4
    return value
  }

  /// A string, its escapes decoded; `index` is at its opening quote.
  mutating func string() -> String? {
    index += 1
    var utf8: [UInt8] = []
    var scalars = ""
    func flush() {
      scalars += String(decoding: utf8, as: UTF8.self)
      utf8.removeAll()
    }
    while let byte = current {
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        flush()
        return scalars
      case UInt8(ascii: "\\"):
        guard let escape = current else { return nil }
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
          guard var code = hex4() else { return nil }
          if code >= 0xD800 && code < 0xDC00, current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
          {
            let mark = index
            index += 2
            if let low = hex4(), low >= 0xDC00 && low < 0xE000 {
              code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else {
              index = mark
            }
          }
          flush()
          scalars.unicodeScalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
        default: return nil
        }
      case 0x00..<0x20:
        return nil
      default:
        utf8.append(byte)
      }
    }
    return nil
  }
}
