internal import Foundation

extension JSONEncoder {
  /// An encoder whose output is the same for equal values: keys sorted, slashes unescaped.
  static var stable: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}
