// Stand-in for the App Intents API the example app uses to open a screen from an intent. Never
// shipped; see ../README.md. Compiled for every platform the SwiftUI layer supports (App Intents
// exists on each). Bodies are placeholders: only the declarations are checked.
// Wrapped whole in `#if canImport(SwiftUI)`, as every file that imports SwiftUI is: the SwiftUI
// stand-in is on the search path when this module is built (and one module with it in the passes
// for the oldest systems, where the condition is the pass's own flag).
#if canImport(SwiftUI)
  @_exported import Foundation
  // `LocalizedStringResource` is Foundation's, which Foundation on Linux lacks: the SwiftUI stand-in
  // declares it, so this one takes it from there (with the SwiftUI stand-in as one module in the
  // passes for the oldest systems).
  import SwiftUI

  /// https://developer.apple.com/documentation/appintents/intentresult
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public protocol IntentResult: Sendable {}

  /// https://developer.apple.com/documentation/appintents/opensintent
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public protocol OpensIntent: IntentResult {}

  /// https://developer.apple.com/documentation/appintents/appintent
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public protocol AppIntent: Sendable {
    /// https://developer.apple.com/documentation/appintents/appintent/performresult
    associatedtype PerformResult: IntentResult
    /// https://developer.apple.com/documentation/appintents/appintent/title
    static var title: LocalizedStringResource { get }
    /// https://developer.apple.com/documentation/appintents/appintent/init()
    init()
    /// https://developer.apple.com/documentation/appintents/appintent/perform()
    func perform() async throws -> PerformResult
  }

  /// The result `result(opensIntent:)` returns (its page declares `Self ==
  /// IntentResultContainer<Never, OpensAppIntent, Never, Never>`).
  /// https://developer.apple.com/documentation/appintents/intentresultcontainer
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public struct IntentResultContainer<Value: Sendable, OpensAppIntent: Sendable, Content: Sendable, Dialog: Sendable>: IntentResult,
    OpensIntent
  {}

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension IntentResult {
    /// https://developer.apple.com/documentation/appintents/intentresult/result(opensintent:)-6l7s5
    public static func result<OpensAppIntent>(opensIntent: OpensAppIntent) -> Self
    where Self == IntentResultContainer<Never, OpensAppIntent, Never, Never>, OpensAppIntent: AppIntent {
      IntentResultContainer()
    }
  }

  /// https://developer.apple.com/documentation/appintents/openurlintent
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public struct OpenURLIntent: AppIntent {
    public static var title: LocalizedStringResource { "Open URL" }
    public init() {}
    /// https://developer.apple.com/documentation/appintents/openurlintent/init(_:)
    public init(_ url: URL) {}
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { IntentResultContainer() }
  }
#endif
