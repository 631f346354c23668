import Foundation

/// The keys that appear more than once in one object of a JSON text. `JSONDecoder` keeps one
/// value of a repeated key and says nothing of the other, so restoration asks this first, to
/// report what it did not read. Foundation has no option that refuses or reports them.
enum RepeatedJSONKeys {
  /// The most repeated keys reported; more are counted as one more report.
  static var reportLimit: Int { 16 }

  private enum Frame {
    case object(keys: Set<String>, key: String?, expectingKey: Bool)
    case array(index: Int)
  }

  /// Where each repeated key stands, as a path such as `windows[0].alert.title`, in the order
  /// they appear. The text must already have parsed as JSON.
  static func paths(in data: Data) -> [String] {
    var found: [String] = []
    var frames: [Frame] = []
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      var index = 0
      while index < bytes.count, found.count <= reportLimit {
        switch bytes[index] {
        case UInt8(ascii: "\""):
          let start = index
          var escaped = false
          index += 1
          while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            if bytes[index] == UInt8(ascii: "\\") {
              escaped = true
              index += 1
            }
            index += 1
          }
          guard case .object(var keys, _, true)? = frames.last else { break }
          let raw = Data(bytes[start...min(index, bytes.count - 1)])
          let key =
            escaped
            ? (try? JSONDecoder().decode(String.self, from: raw)) ?? "" : String(decoding: raw.dropFirst().dropLast(), as: UTF8.self)
          if !keys.insert(key).inserted { found.append(path(frames.dropLast()) + (frames.count > 1 ? "." : "") + key) }
          frames[frames.count - 1] = .object(keys: keys, key: key, expectingKey: false)
        case UInt8(ascii: "{"):
          frames.append(.object(keys: [], key: nil, expectingKey: true))
        case UInt8(ascii: "["):
          frames.append(.array(index: 0))
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          _ = frames.popLast()
        case UInt8(ascii: ","):
          switch frames.last {
          case let .object(keys, key, _)?: frames[frames.count - 1] = .object(keys: keys, key: key, expectingKey: true)
          case let .array(position)?: frames[frames.count - 1] = .array(index: position + 1)
          case nil: break
          }
        default:
          break
        }
        index += 1
      }
    }
    return found
  }

  /// The path of the innermost frame's position, from the top: keys joined by dots, indexes in
  /// brackets.
  private static func path(_ frames: ArraySlice<Frame>) -> String {
    var text = ""
    for frame in frames {
      switch frame {
      case let .object(_, key, _): text += (text.isEmpty ? "" : ".") + (key ?? "")
      case let .array(index): text += "[\(index)]"
      }
    }
    return text
  }
}
