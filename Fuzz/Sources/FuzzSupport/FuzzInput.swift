/// Reads a fuzzer's bytes as a stream of small choices: each call takes what it needs from the
/// front, and an exhausted input answers with zeros, so every input is a valid program.
public struct FuzzInput {
  private var bytes: ArraySlice<UInt8>

  /// The bytes libFuzzer hands a target (none when `data` is `nil`).
  public init(_ data: UnsafePointer<UInt8>?, count: Int) {
    bytes = data.map { ArraySlice(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  }

  public var isEmpty: Bool { bytes.isEmpty }

  /// The next byte, or 0.
  public mutating func byte() -> UInt8 { bytes.popFirst() ?? 0 }

  /// A number in `0..<count` (0 when `count` is 0).
  public mutating func choice(_ count: Int) -> Int {
    guard count > 0 else { return 0 }
    return Int(byte()) % count
  }

  /// The rest of the input.
  public mutating func rest() -> [UInt8] {
    defer { bytes = [] }
    return Array(bytes)
  }
}
