// Stand-in for the View modifiers WaypointUI uses. Never shipped; see ../README.md.
import Foundation
import Observation

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type,
    @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-5di1u (`StringProtocol`)
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
  nonisolated public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
  nonisolated public func background<V: View>(
    alignment: Alignment = .center,
    @ViewBuilder content: () -> V
  ) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/environment(_:)
  nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
  nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l
  nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S,
    isPresented: Binding<Bool>,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:)-51pyu
  nonisolated public func confirmationDialog<A: View, T>(
    _ title: Text,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/opacity(_:)
  nonisolated public func opacity(_ opacity: Double) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent()
  }

  /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
  nonisolated public func onChange<V: Equatable>(
    of value: V,
    initial: Bool = false,
    _ action: @escaping (V, V) -> Void
  ) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/tabviewstyle(_:)
  nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/keyboardshortcut(_:modifiers:)
  @available(tvOS, unavailable)
  nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
    ModifiedView()
  }
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent
public struct ModifiedContent<Content, Modifier>: View {
  nonisolated init() {}
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
public struct AccessibilityAttachmentModifier {}

/// https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/modifiedcontent
  public struct ModifiedContent<Content, Modifier>: View {
    nonisolated init() {}
    public var body: Never { fatalError() }
  }

  /// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
  public struct AccessibilityAttachmentModifier {}

  /// https://developer.apple.com/documentation/swiftui/alignment/center
  public static let center = Alignment()
}

/// https://developer.apple.com/documentation/swiftui/presentationdetent
public struct PresentationDetent: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/presentationdetent/large
  public static let large = PresentationDetent(id: 0)
  /// https://developer.apple.com/documentation/swiftui/presentationdetent/medium
  public static let medium = PresentationDetent(id: 1)
  /// https://developer.apple.com/documentation/swiftui/presentationdetent/fraction(_:)
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(id: 2) }
  /// https://developer.apple.com/documentation/swiftui/presentationdetent/height(_:)
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(id: 3) }

  private let id: Int
}

/// https://developer.apple.com/documentation/swiftui/navigationstack
public struct NavigationStack<Data, Root: View>: View {
  /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/keyequivalent
public struct KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral, Sendable {
  /// https://developer.apple.com/documentation/swiftui/keyequivalent/init(_:)
  public init(_ character: Character) {}
  /// https://developer.apple.com/documentation/swiftui/keyequivalent/init(extendedgraphemeclusterliteral:)
  public init(extendedGraphemeClusterLiteral value: Character) {}
  /// https://developer.apple.com/documentation/swiftui/keyequivalent/escape
  public static let escape = KeyEquivalent("\u{1B}")
}

/// https://developer.apple.com/documentation/swiftui/eventmodifiers
public struct EventModifiers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/swiftui/eventmodifiers/command
  public static let command = EventModifiers(rawValue: 1 << 4)
}
