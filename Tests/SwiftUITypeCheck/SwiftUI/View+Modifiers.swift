// Stand-in for the View modifiers WaypointUI uses. Never shipped; see ../README.md.
import Foundation
import Observation

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type,
    @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/accessibilityaction(_:_:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent()
  }

  /// https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)
  @available(iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-avgj (`StringProtocol`)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/navigationbarbackbuttonhidden(_:)
  /// (macOS from 13.0, the other platforms from SwiftUI's first versions)
  @available(iOS 13.0, macOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/toolbar(content:) (the `ToolbarContent`
  /// member of the overload group; `@ContentBuilder` in the 2026 documentation, as for
  /// `ToolbarContent.body`)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
    ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/presentationbackgroundinteraction(_:)
  @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0, *)
  nonisolated public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
    ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:selection:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
    ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func background<V: View>(
    alignment: Alignment = .center,
    @ViewBuilder content: () -> V
  ) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/environment(_:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S,
    isPresented: Binding<Bool>,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:)-51pyu
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func confirmationDialog<A: View, T>(
    _ title: Text,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)-1iv4u
  /// (`Text` title). Checked indirectly: the stored copy of Apple's documentation lacks this page;
  /// its address is the one DocC derives from the symbol (the same derivation gives the stored
  /// siblings' -8y541 and -51pyu), listed with -3s8wb and -8y541 as the three members of the group;
  /// the signature and availability are those of its siblings and of SwiftUI's interface.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func confirmationDialog<A: View, M: View, T>(
    _ title: Text,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)-3s8wb
  /// (`StringProtocol` title). Checked indirectly, as the `Text` member above.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/presentationsizing(_:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func presentationSizing(_ sizing: some PresentationSizing) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/dialogseverity(_:)
  @available(macOS 13.0, watchOS 10.0, *)
  @available(iOS, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  nonisolated public func dialogSeverity(_ severity: DialogSeverity) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/opacity(_:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func opacity(_ opacity: Double) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent()
  }

  /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func onChange<V: Equatable>(
    of value: V,
    initial: Bool = false,
    _ action: @escaping (V, V) -> Void
  ) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/id(_:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/useractivity(_:isactive:_:)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public func userActivity(
    _ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void
  ) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/oncontinueuseractivity(_:perform:)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public func onContinueUserActivity(
    _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
  ) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/handlesexternalevents(preferring:allowing:)
  @available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View {
    ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/tabviewstyle(_:)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/keyboardshortcut(_:modifiers:)
  @available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
    ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:) (Apple's pages have
  /// no separate `tag(_:)` any more; with `includeOptional` defaulted, `.tag(value)` calls this one)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/badge(_:)-8adyq (`Int` member of the
  /// overload group; a count of zero hides the badge; as `TabContent.badge(_:)`, not on tvOS or watchOS)
  @available(iOS 15.0, macOS 12.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func badge(_ count: Int) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func disabled(_ disabled: Bool) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
  /// Checked indirectly: the stored copy of Apple's documentation has this modifier only under
  /// its newer name, `task(id:name:priority:file:line:_:)` (added `name`, `file` and `line`, all
  /// defaulted; the action shown as `sending @escaping @isolated(any)`). The signature is the older
  /// one as SwiftUI's interface declares it from Xcode 16 on: `@_inheritActorContext` (not shown on
  /// Apple's pages) and an `@isolated(any) @Sendable` action, stricter than `sending`, so what
  /// passes here passes with every supported Xcode. The availability is that of the stored page
  /// of its sibling, `task(name:priority:file:line:_:)`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func task<T: Equatable>(
    id value: T,
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
  /// Checked indirectly, as `task(id:priority:_:)` above: the stored page is its newer name,
  /// `task(name:priority:file:line:_:)`, which gives this availability.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)
  /// (`Text?` member of the overload group). Checked indirectly: the stored copy of Apple's
  /// documentation has the group's `LocalizedStringResource` member (iOS 16) and its
  /// `LocalizedStringKey` member (`-1bjj3`, iOS 15), not this one; the signature is theirs with a
  /// `Text?` prompt, the availability that of `-1bjj3`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func searchable(
    text: Binding<String>,
    placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> some View { ModifiedView() }

}

/// https://developer.apple.com/documentation/swiftui/searchfieldplacement (Sendable, as its
/// `static let` members require)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct SearchFieldPlacement: Sendable {
  /// https://developer.apple.com/documentation/swiftui/searchfieldplacement/automatic
  public static let automatic = SearchFieldPlacement()
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct ModifiedContent<Content, Modifier>: View {
  nonisolated init() {}
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct AccessibilityAttachmentModifier {}

/// https://developer.apple.com/documentation/swiftui/alignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Alignment: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/alignment/center
  public static let center = Alignment()
}

/// https://developer.apple.com/documentation/swiftui/presentationdetent
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
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
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct NavigationStack<Data, Root: View>: View {
  /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/keyequivalent
@available(iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public struct KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral, Sendable {
  /// https://developer.apple.com/documentation/swiftui/keyequivalent/init(_:)
  public init(_ character: Character) {}
  /// https://developer.apple.com/documentation/swiftui/keyequivalent/init(extendedgraphemeclusterliteral:)
  public init(extendedGraphemeClusterLiteral value: Character) {}
  /// https://developer.apple.com/documentation/swiftui/keyequivalent/escape
  public static let escape = KeyEquivalent("\u{1B}")
}

/// https://developer.apple.com/documentation/swiftui/eventmodifiers
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct EventModifiers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/swiftui/eventmodifiers/command
  public static let command = EventModifiers(rawValue: 1 << 4)
}

/// https://developer.apple.com/documentation/foundation/nsuseractivity: a Foundation class on
/// Apple platforms that Linux's Foundation lacks, declared here with the members the layer uses.
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSUserActivity {
  /// https://developer.apple.com/documentation/foundation/nsuseractivity/iseligibleforhandoff
  open var isEligibleForHandoff: Bool = true
  /// https://developer.apple.com/documentation/foundation/nsuseractivity/webpageurl
  open var webpageURL: URL?
  /// https://developer.apple.com/documentation/foundation/nsuseractivity/targetcontentidentifier
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  open var targetContentIdentifier: String?
  /// https://developer.apple.com/documentation/foundation/nsuseractivity/userinfo
  open var userInfo: [AnyHashable: Any]?
  /// https://developer.apple.com/documentation/foundation/nsuseractivity/adduserinfoentries(from:)
  open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {}
}

/// https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0, *)
public struct PresentationBackgroundInteraction: Sendable {
  nonisolated init() {}
  /// https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction/automatic
  public static var automatic: PresentationBackgroundInteraction { PresentationBackgroundInteraction() }
  /// https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction/enabled(upthrough:)
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
    PresentationBackgroundInteraction()
  }
}

/// https://developer.apple.com/documentation/swiftui/accessibilityactionkind
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct AccessibilityActionKind: Sendable {
  nonisolated init() {}
  /// https://developer.apple.com/documentation/swiftui/accessibilityactionkind/default
  public static let `default` = AccessibilityActionKind()
}
