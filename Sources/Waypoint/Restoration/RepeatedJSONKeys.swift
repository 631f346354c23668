import Foundation

/// The keys that appear more than once in one object of a JSON text. `JSONDecoder` keeps one
/// value of a repeated key and says nothing of the other, so restoration asks this first, to
/// report what it did not read. Foundation has no option that refuses or reports them.
///
/// One pass over the bytes, with no value decoded and nothing allocated per key: a key is the
/// bytes written between its quotes (a key with an escape is decoded first, so `"\u006eame"` is
/// `"name"`). The keys of a small object are compared one by one; a large one's are hashed, so
/// no object costs more than linear time.
enum RepeatedJSONKeys {
  /// The most repeated keys reported.
  static var reportLimit: Int { 16 }

  /// An object whose keys are compared one by one up to this many; past it they are hashed.
  private static var smallObject: Int { 16 }

  private typealias Key = ArraySlice<UInt8>

  private enum Frame {
    /// An object: where its keys start in the list of keys seen, its current key, whether a key
    /// comes next, and its keys hashed once it has many.
    case object(firstKey: Int, key: Key?, expectingKey: Bool, hashed: Set<Key>?)
    case array(index: Int)
  }

  /// Where each repeated key stands, as a path such as `windows[0].alert.title`, in the order
  /// they appear. The text must already have parsed as JSON.
  static func paths(in data: Data) -> [String] {
    let bytes = [UInt8](data)
    var found: [String] = []
    var frames: [Frame] = []
    var keys: [Key] = []
    var index = 0
    while index < bytes.count, found.count < reportLimit {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        let start = index + 1
        var escaped = false
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          if bytes[index] == UInt8(ascii: "\\") {
            escaped = true
            index += 1
          }
          index += 1
        }
        guard case .object(let firstKey, _, true, var hashed)? = frames.last else { break }
        let end = Swift.min(index, bytes.count)
        let key = escaped ? decoded(bytes[(start - 1)..<Swift.min(end + 1, bytes.count)]) : bytes[start..<end]
        let isNew: Bool
        if hashed != nil {
          isNew = hashed?.insert(key).inserted ?? true
        } else {
          isNew = !keys[firstKey...].contains(key)
          keys.append(key)
          if keys.count - firstKey > smallObject { hashed = Set(keys[firstKey...]) }
        }
        frames.removeLast()
        if !isNew { found.append(path(frames, then: key)) }
        frames.append(.object(firstKey: firstKey, key: key, expectingKey: false, hashed: hashed))
      case UInt8(ascii: "{"):
        frames.append(.object(firstKey: keys.count, key: nil, expectingKey: true, hashed: nil))
      case UInt8(ascii: "["):
        frames.append(.array(index: 0))
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if case let .object(firstKey, _, _, _)? = frames.popLast() { keys.removeSubrange(firstKey...) }
      case UInt8(ascii: ","):
        switch frames.popLast() {
        case let .object(firstKey, key, _, hashed)?:
          frames.append(.object(firstKey: firstKey, key: key, expectingKey: true, hashed: hashed))
        case let .array(position)?:
          frames.append(.array(index: position + 1))
        case nil:
          break
        }
      default:
        break
      }
      index += 1
    }
    return found
  }

  /// A quoted key with an escape, as the bytes of the text it stands for.
  private static func decoded(_ quoted: ArraySlice<UInt8>) -> Key {
    let text = (try? JSONDecoder().decode(String.self, from: Data(quoted))) ?? ""
    return Key(text.utf8)
  }

  /// The path of `key` in the innermost object: the keys above it joined by dots, indexes in
  /// brackets.
  private static func path(_ frames: [Frame], then key: Key) -> String {
    var text = ""
    for frame in frames {
      switch frame {
      case let .object(_, above, _, _): text += (text.isEmpty ? "" : ".") + (above.map(name) ?? "")
      case let .array(index): text += "[\(index)]"
      }
    }
    return text + (text.isEmpty ? "" : ".") + name(key)
  }

  private static func name(_ key: Key) -> String { String(decoding: key, as: UTF8.self) }
}
