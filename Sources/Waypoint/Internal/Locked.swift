import Foundation

/// A value that any thread may read and change, one at a time.
///
/// The standard library's `Mutex` would do, but it needs iOS 18 and macOS 15, and the core runs
/// on iOS 17 and macOS 14. `NSLock` exists on every platform the package supports, and
/// ThreadSanitizer sees it on Linux too (it does not see the `Mutex` there, a futex).
package final class Locked<Value: Sendable>: @unchecked Sendable {
  // NB: @unchecked because the compiler cannot see the lock: `value` is read and written only
  // inside `withLock`, which holds it.
  private let lock = NSLock()
  private var value: Value

  package init(_ value: Value) { self.value = value }

  /// Runs `body` with the value, holding the lock; what `body` changes is kept.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
