/// Why a guard refused a destination: a stable code for programs and a sentence for people.
///
/// ```swift
/// let reason: DenialReason = "signed out"          // code and message "signed out"
/// let banned = DenialReason(code: "banned", message: "this account is suspended")
/// ```
public struct DenialReason: Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// A short machine-readable code, such as `signedOut`.
  public var code: String
  /// A sentence that explains the refusal.
  public var message: String

  /// Creates a reason.
  ///
  /// - Parameters:
  ///   - code: a short machine-readable code.
  ///   - message: a sentence; the code when omitted.
  public init(code: String, message: String? = nil) {
    self.code = code
    self.message = message ?? code
  }

  /// Creates a reason whose code and message are the literal.
  ///
  /// - Parameter value: the code and message.
  public init(stringLiteral value: String) { self.init(code: value) }

  /// The message.
  public var description: String { message }
}
