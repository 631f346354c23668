/// Reads a fuzzer's bytes as a stream of small choices: each call takes what it needs from the
/// front, and an exhausted input answers with zeros, so every input is a valid program.
package struct FuzzInput {
  private var bytes: ArraySlice<UInt8>

  /// The bytes libFuzzer hands a target (none when `data` is `nil`).
  package init(_ data: UnsafePointer<UInt8>?, count: Int) {
    bytes = data.map { ArraySlice(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  }

  /// Reads `bytes` as an input (for inputs made from inputs).
  package init(_ bytes: [UInt8]) {
    self.bytes = bytes[...]
  }

  package var isEmpty: Bool { bytes.isEmpty }

  /// How many bytes are left.
  package var count: Int { bytes.count }

  /// The next byte, or 0.
  package mutating func byte() -> UInt8 { bytes.popFirst() ?? 0 }

  /// A number in `0..<count` (0 when `count` is 0).
  package mutating func choice(_ count: Int) -> Int {
    guard count > 0 else { return 0 }
    return Int(byte()) % count
  }

  /// One of `items`, which must not be empty.
  package mutating func pick<T>(_ items: [T]) -> T { items[choice(items.count)] }

  /// Whether the next byte is odd.
  package mutating func flag() -> Bool { byte() & 1 == 1 }

  /// The next `count` bytes (fewer when the input ends).
  package mutating func take(_ count: Int) -> [UInt8] {
    let taken = bytes.prefix(count)
    bytes = bytes.dropFirst(count)
    return Array(taken)
  }

  /// The rest of the input.
  package mutating func rest() -> [UInt8] {
    defer { bytes = [] }
    return Array(bytes)
  }
}
