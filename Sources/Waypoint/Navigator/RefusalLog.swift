import Foundation

#if canImport(os)
  import os
#endif

/// Where a ``Navigator`` tells the developer about an action it refused, so that a button whose
/// `push` does nothing says why in the console, without watching ``Navigator/events(bufferingPolicy:)``.
///
/// Off by default; turn it on in a debug build. A report never changes what the navigator does.
///
/// ```swift
/// #if DEBUG
///   navigator.refusalLog = .system
/// #endif
/// navigator.push(.circle)  // logs: "Waypoint refused push(circle): circle is a tab or a section's landing screen: …"
/// ```
public struct RefusalLog: Sendable {
  let report: @Sendable (String) -> Void

  /// Reports nothing.
  public static var none: RefusalLog { RefusalLog { _ in } }

  /// The platform's log: the unified logging system on Apple platforms (subsystem `Waypoint`,
  /// category `refusals`, debug level, shown in Xcode's console), standard error elsewhere.
  public static var system: RefusalLog {
    RefusalLog { message in
      #if canImport(os)
        Logger(subsystem: "Waypoint", category: "refusals").debug("\(message, privacy: .public)")
      #else
        FileHandle.standardError.write(Data((message + "\n").utf8))
      #endif
    }
  }

  /// Hands each report to `report`, for the app's own logger or a test.
  ///
  /// ```swift
  /// navigator.refusalLog = .custom { message in print("warning: \(message)") }
  /// ```
  ///
  /// - Parameter report: called on the main actor with a sentence that names the action and why
  ///   it was refused.
  /// - Returns: the log.
  public static func custom(_ report: @escaping @Sendable (String) -> Void) -> RefusalLog {
    RefusalLog(report: report)
  }

  /// The sentence for a refused action.
  static func message<D>(_ action: NavigationAction<D>, _ error: NavigationError<D>) -> String {
    "Waypoint refused \(action.logDescription): \(error) (nothing changed)"
  }
}

extension NavigationAction {
  /// The action as the refusal log names it: `push(circle)`, `select(settings)`.
  var logDescription: String {
    switch self {
    case let .select(d), let .push(d), let .show(d): "\(name)(\(d))"
    case let .present(d, _): "present(\(d))"
    case let .pop(count): "pop(\(count))"
    case let .popTo(target): "popTo(\(target))"
    case let .dismissTo(elevation): "dismissTo(elevation: \(elevation))"
    case let .chooseAlertButton(id): "chooseAlertButton(\(id))"
    default: name
    }
  }
}
