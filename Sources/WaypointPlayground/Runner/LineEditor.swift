internal import Foundation

/// Line editing and history for the interactive playground, from the system's line-editing
/// library (libedit, which Swift's toolchain itself needs on Linux and macOS ships): the arrow
/// keys move in the line and ↑ ↓ walk the commands already typed. It is loaded when the
/// playground runs in a terminal; where the library is missing, lines are read plainly.
///
/// ```swift
/// if let editor = LineEditor.load() {
///   let line = editor.readLine(prompt: "social› ")
/// }
/// ```
final class LineEditor {
  private typealias ReadLine = @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?
  private typealias AddHistory = @convention(c) (UnsafePointer<CChar>?) -> Int32

  private let readline: ReadLine
  private let addHistory: AddHistory

  private init(readline: ReadLine, addHistory: AddHistory) {
    self.readline = readline
    self.addHistory = addHistory
  }

  /// The library's names on Linux and on macOS.
  private static let libraries = ["libedit.so.2", "libedit.so", "libedit.3.dylib", "/usr/lib/libedit.3.dylib"]

  /// The line editor, or `nil` when the system has no line-editing library.
  static func load() -> LineEditor? {
    // The library reads characters in the locale's encoding: without a locale it cannot show the
    // prompt's `›` (it crashes), so the process takes the environment's.
    setlocale(LC_CTYPE, "")
    for name in libraries {
      guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else { continue }
      guard let readline = dlsym(handle, "readline"), let addHistory = dlsym(handle, "add_history") else {
        dlclose(handle)
        continue
      }
      return LineEditor(readline: unsafeBitCast(readline, to: ReadLine.self), addHistory: unsafeBitCast(addHistory, to: AddHistory.self))
    }
    return nil
  }

  /// Shows `prompt` and reads one edited line; a line that is not blank joins the history.
  /// Returns `nil` at the end of input (Control-D on an empty line).
  func readLine(prompt: String) -> String? {
    guard let raw = prompt.withCString({ readline($0) }) else { return nil }
    defer { free(raw) }
    let line = String(cString: raw)
    if !line.allSatisfy(\.isWhitespace) { _ = addHistory(raw) }
    return line
  }
}
