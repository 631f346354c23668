// Stand-in for SwiftUI's text, labels and controls. Never shipped; see ../README.md.
import Foundation

/// https://developer.apple.com/documentation/swiftui/text
public struct Text: View {
  /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4 (`StringProtocol`)
  public init<S: StringProtocol>(_ content: S) {}
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/label
public struct Label<Title: View, Icon: View>: View {
  public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
  /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:) (`StringProtocol`
  /// member of the overload group, as `init(_:image:)-6zbvg`)
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

/// https://developer.apple.com/documentation/swiftui/image
public struct Image: View {
  nonisolated init() {}
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/button
public struct Button<Label: View>: View {
  /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
  public var body: Never { fatalError() }
}

extension Button {
  /// https://developer.apple.com/documentation/swiftui/button/init(role:action:label:)
  @preconcurrency public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}

/// https://developer.apple.com/documentation/swiftui/buttonrole
public struct ButtonRole: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/buttonrole/cancel
  public static let cancel = ButtonRole()
  /// https://developer.apple.com/documentation/swiftui/buttonrole/destructive
  public static let destructive = ButtonRole()
}

extension Button where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  @preconcurrency public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

/// https://developer.apple.com/documentation/swiftui/list
public struct List<SelectionValue: Hashable, Content: View>: View {
  public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
  /// https://developer.apple.com/documentation/swiftui/list/init(content:)
  public init(@ViewBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/section
public struct Section<Parent, Content, Footer>: View {
  public var body: Never { fatalError() }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/section/init(_:content:) (`StringProtocol` member)
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/foundation/localizedstringresource
/// NB: a Foundation type on Apple platforms (SwiftUI's `TabContent.accessibilityLabel(_:isEnabled:)`
/// takes it); swift-corelibs-foundation on Linux does not have it, so the stand-in declares it.
public struct LocalizedStringResource: ExpressibleByStringLiteral, Sendable {
  /// https://developer.apple.com/documentation/foundation/localizedstringresource/init(stringliteral:)
  public init(stringLiteral value: String) {}
}
