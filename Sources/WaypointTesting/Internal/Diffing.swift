import CustomDump
import Waypoint

/// Text for failure messages: values dumped with custom-dump, diffs in TCA's layout.
enum Diffing {
  /// The difference between two values, indented, with the legend; `nil` when they dump alike.
  static func difference<T>(expected: T, actual: T) -> String? {
    guard let text = diff(expected, actual, format: .proportional) else { return nil }
    return "\n\n\(indent(text))\n\n(Expected: −, Actual: +)"
  }

  /// A state's difference, ignoring what ``NavigationState``'s `==` ignores (empty stacks).
  static func difference<D>(expected: NavigationState<D>, actual: NavigationState<D>) -> String {
    difference(expected: expected.comparable, actual: actual.comparable)
      ?? "\n\n\(indent(dump(actual)))\n\n(the values differ but dump alike)"
  }

  /// A value as custom-dump prints it, without the type name before an enum case
  /// (`.pushed(…)` rather than `NavigationEvent.pushed(…)`), as a test writes it.
  static func dump<T>(_ value: T) -> String {
    let dumped = String(customDumping: value)
    var text = dumped[...]
    // Drops `NavigationEvent` in `NavigationEvent.pushed(…)`, and every type of a nested path
    // (`TabCustomization.Operation.hide(…)`): the type names start with a capital letter.
    while let first = text.first, first.isUppercase, let dot = text.firstIndex(of: "."),
      text[..<dot].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    {
      text = text[text.index(after: dot)...]
    }
    return text.count == dumped.count ? String(text) : "." + text
  }

  /// A value on one line, such as `.push(.infinity)` or `.hide("downloads", in: .tabBar)`.
  static func describe<T>(_ value: T) -> String {
    dump(value).split(separator: "\n")
      .map { line in
        let trimmed = line.trimmingPrefix(while: \.isWhitespace)
        return trimmed.hasSuffix(",") ? "\(trimmed) " : String(trimmed)
      }
      .joined()
  }

  /// `text` with every line indented by four spaces.
  static func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)" }.joined(separator: "\n")
  }
}

extension NavigationState {
  /// The state with empty stacks removed, so that a diff shows only what `==` compares.
  var comparable: NavigationState {
    var copy = self
    copy.stacks = stacks.filter { !$0.value.isEmpty }
    return copy
  }
}
