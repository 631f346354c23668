internal import Foundation

/// How a recording keeps a guard's context: as JSON when the context is `Encodable`, decoded
/// again for a replay.
enum GuardContextCoding {
  /// The context as JSON with sorted keys, or `nil` when it is not `Encodable` or fails to encode.
  static func json(_ context: some Sendable) -> String? {
    guard let encodable = context as? any Encodable else { return nil }
    let encoder = JSONEncoder.stable
    guard let data = try? encoder.encode(encodable) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// The context `json` holds.
  ///
  /// - Throws: the decoder's error, as text.
  static func decode<Context: Decodable>(_ json: String, as type: Context.Type) throws(DecodeFailure) -> Context {
    do {
      return try JSONDecoder().decode(Context.self, from: Data(json.utf8))
    } catch {
      throw DecodeFailure(message: "\(error)")
    }
  }

  struct DecodeFailure: Error {
    var message: String
  }
}
