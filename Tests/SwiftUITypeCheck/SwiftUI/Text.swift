// Stand-in for SwiftUI's text, labels and controls. Never shipped; see ../README.md.
import Foundation

/// https://developer.apple.com/documentation/swiftui/text
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Text: View {
  /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4 (`StringProtocol`)
  public init<S: StringProtocol>(_ content: S) {}
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/label
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct Label<Title: View, Icon: View>: View {
  public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
  /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:) (`StringProtocol`
  /// member of the overload group, as `init(_:image:)-6zbvg`)
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

/// https://developer.apple.com/documentation/swiftui/textfield
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct TextField<Label: View>: View {
  public var body: Never { fatalError() }
}

extension TextField where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-2laoi (`StringProtocol`
  /// title)
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

/// https://developer.apple.com/documentation/swiftui/image
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Image: View {
  nonisolated init() {}
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/button
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Button<Label: View>: View {
  /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
  public var body: Never { fatalError() }
}

extension Button {
  /// https://developer.apple.com/documentation/swiftui/button/init(role:action:label:)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  @preconcurrency public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}

/// https://developer.apple.com/documentation/swiftui/buttonrole
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
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

extension Button where Label == SwiftUI.Label<Text, Image> {
  /// https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:action:)
  /// (`StringProtocol` member of the overload group, whose page shows the `LocalizedStringKey` member,
  /// `nonisolated` with a `@MainActor` action; the member's signature and availability are those of
  /// its own page in the earlier documentation)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {}
}

/// https://developer.apple.com/documentation/swiftui/list
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct List<SelectionValue: Hashable, Content: View>: View {
  public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
  /// https://developer.apple.com/documentation/swiftui/list/init(content:)
  public init(@ViewBuilder content: () -> Content) {}
}

extension List {
  /// https://developer.apple.com/documentation/swiftui/list/init(selection:content:)-1pisz (a single
  /// optional selection; watchOS from 10.0, not List's 6.0)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/section
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Section<Parent, Content, Footer>: View {
  public var body: Never { fatalError() }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/section/init(_:content:) (`StringProtocol` member)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/section/init(content:header:)
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}

/// https://developer.apple.com/documentation/foundation/localizedstringresource
/// NB: a Foundation type on Apple platforms (SwiftUI's `TabContent.accessibilityLabel(_:isEnabled:)`
/// takes it); swift-corelibs-foundation on Linux does not have it, so the stand-in declares it.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct LocalizedStringResource: ExpressibleByStringLiteral, Sendable {
  /// https://developer.apple.com/documentation/foundation/localizedstringresource/init(stringliteral:)
  public init(stringLiteral value: String) {}
}
