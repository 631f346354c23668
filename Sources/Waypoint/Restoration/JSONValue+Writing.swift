extension JSONValue {
  /// The value as compact JSON text with sorted keys.
  var bytes: [UInt8] {
    var output: [UInt8] = []
    write(to: &output)
    return output
  }

  func write(to output: inout [UInt8]) {
    switch self {
    case .null: output.append(contentsOf: "null".utf8)
    case let .bool(value): output.append(contentsOf: (value ? "true" : "false").utf8)
    case let .int(value): output.append(contentsOf: String(value).utf8)
    case let .uint(value): output.append(contentsOf: String(value).utf8)
    case let .double(value): output.append(contentsOf: (value.isFinite ? "\(value)" : "null").utf8)
    case let .string(value): Self.write(value, to: &output)
    case let .array(elements):
      output.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        element.write(to: &output)
      }
      output.append(UInt8(ascii: "]"))
    case let .object(members):
      output.append(UInt8(ascii: "{"))
      for (index, key) in members.keys.sorted().enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        Self.write(key, to: &output)
        output.append(UInt8(ascii: ":"))
        members[key]?.write(to: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  private static func write(_ string: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
      case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
      case UInt8(ascii: "\n"): output.append(contentsOf: #"\n"#.utf8)
      case UInt8(ascii: "\r"): output.append(contentsOf: #"\r"#.utf8)
      case UInt8(ascii: "\t"): output.append(contentsOf: #"\t"#.utf8)
      case 0..<0x20:
        let hex = String(byte, radix: 16)
        output.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}
