import Foundation
import Testing
import WaypointTesting

@testable import Waypoint

/// The bounded JSON reader restoration uses (D12, D14).
@Suite struct JSONParserTests {
  func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(Data(text.utf8)) }
}

extension JSONParserTests {
  @Test func readsEveryKindOfValue() throws {
    let value = try parse(#" {"a": [1, -2, 3.5, true, false, null, "x"], "b": {}} "#)
    #expect(
      value
        == .object([
          "a": .array([.int(1), .int(-2), .double(3.5), .bool(true), .bool(false), .null, .string("x")]),
          "b": .object([:]),
        ]))
  }

  @Test func readsEscapesAndSurrogatePairs() throws {
    #expect(try parse(#""a\"b\\c\/d\n\t\u00e9\ud83d\ude00""#) == .string("a\"b\\c/d\n\té😀"))
    #expect(throws: JSONParser.Failure.self) { try parse(#""\ud83d""#) }
    #expect(throws: JSONParser.Failure.self) { try parse(#""\q""#) }
  }

  @Test func keepsLargeWholeNumbersExact() throws {  // D4: ids are UInt64
    #expect(try parse("18446744073709551615") == .uint(UInt64.max))
    #expect(try parse("-9223372036854775808") == .int(Int64.min))
    #expect(try parse("1e2") == .double(100))
  }

  @Test func refusesWhatIsNotJSON() {  // D12
    for text in ["", "01", "-", "1.", "1e", "1e999", "[1,]", "{\"a\" 1}", "[1] x", "tru", "\"a", "\"\u{01}\"", "{1:2}"] {
      #expect(throws: JSONParser.Failure.self, "\(text)") { try parse(text) }
    }
    #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(Data([0x22, 0xC3, 0x28, 0x22])) }
  }

  @Test func refusesNestingDeeperThanTheLimit() throws {  // D14
    let limit = JSONParser.maxDepth
    _ = try parse(String(repeating: "[", count: limit) + String(repeating: "]", count: limit))
    #expect(throws: JSONParser.Failure.self) {
      try parse(String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1))
    }
  }

  @Test func writtenValuesReadBackEqual() {  // round trip of the writer and the reader
    let seed = PropertyCheck.seed(default: 0x15_0A)
    let failure = PropertyCheck.run(
      count: 500, seed: seed,
      generate: { rng in Self.randomValue(depth: 0, using: &rng) },
      shrink: { _ in [] },
      property: { value in
        let text = String(decoding: value.bytes, as: UTF8.self)
        do {
          return try JSONParser.parse(Data(value.bytes)) == value ? nil : "\(text) read back differently"
        } catch {
          return "\(text): \(error)"
        }
      })
    if let failure { Issue.record("\(failure.message) (seed \(failure.seed))") }
  }

  @Test func agreesWithFoundationOnWrittenText() throws {  // the writer writes standard JSON
    let value = JSONValue.object(["k": .array([.string("é\u{1}\"\\"), .double(0.1), .uint(UInt64.max), .null])])
    let object = try JSONSerialization.jsonObject(with: Data(value.bytes)) as? [String: Any]
    let array = try #require(object?["k"] as? [Any])
    #expect(array.first as? String == "é\u{1}\"\\")
  }

  static func randomValue(depth: Int, using rng: inout SeededGenerator) -> JSONValue {
    switch Int.random(in: 0..<(depth > 3 ? 6 : 8), using: &rng) {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &rng))
    case 2: return .int(Int64.random(in: Int64.min...Int64.max, using: &rng))
    case 3: return .uint(UInt64.random(in: UInt64(Int64.max) + 1...UInt64.max, using: &rng))
    case 4: return .double(Double.random(in: -1e6...1e6, using: &rng))
    case 5:
      let scalars = (0..<Int.random(in: 0...8, using: &rng)).compactMap { _ in
        Unicode.Scalar(UInt32.random(in: 0...0x1_F6FF, using: &rng))
      }
      return .string(String(String.UnicodeScalarView(scalars)))
    case 6:
      return .array((0..<Int.random(in: 0...4, using: &rng)).map { _ in randomValue(depth: depth + 1, using: &rng) })
    default:
      var members: [String: JSONValue] = [:]
      for index in 0..<Int.random(in: 0...4, using: &rng) { members["k\(index)"] = randomValue(depth: depth + 1, using: &rng) }
      return .object(members)
    }
  }
}
