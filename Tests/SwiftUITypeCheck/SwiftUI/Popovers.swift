// Stand-in for SwiftUI's popovers. Never shipped; see ../README.md.
import Foundation

/// https://developer.apple.com/documentation/swiftui/edge
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  /// https://developer.apple.com/documentation/swiftui/edge/top
  case top
  /// https://developer.apple.com/documentation/swiftui/edge/leading
  case leading
  /// https://developer.apple.com/documentation/swiftui/edge/bottom
  case bottom
  /// https://developer.apple.com/documentation/swiftui/edge/trailing
  case trailing
}

/// https://developer.apple.com/documentation/swiftui/unitpoint
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct UnitPoint: Hashable, Sendable {}

/// https://developer.apple.com/documentation/swiftui/anchor
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct Anchor<Value> {
  /// https://developer.apple.com/documentation/swiftui/anchor/source
  @frozen public struct Source {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Anchor.Source where Value == CGRect {
  /// https://developer.apple.com/documentation/swiftui/anchor/source/bounds
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
}

/// https://developer.apple.com/documentation/swiftui/popoverattachmentanchor
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum PopoverAttachmentAnchor {
  /// https://developer.apple.com/documentation/swiftui/popoverattachmentanchor/rect(_:)
  case rect(Anchor<CGRect>.Source)
  /// https://developer.apple.com/documentation/swiftui/popoverattachmentanchor/point(_:)
  case point(UnitPoint)
}

/// https://developer.apple.com/documentation/swiftui/presentationadaptation
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0, *)
public struct PresentationAdaptation: Sendable {
  /// https://developer.apple.com/documentation/swiftui/presentationadaptation/automatic
  public static var automatic: PresentationAdaptation { PresentationAdaptation() }
  /// https://developer.apple.com/documentation/swiftui/presentationadaptation/none
  public static var none: PresentationAdaptation { PresentationAdaptation() }
  /// https://developer.apple.com/documentation/swiftui/presentationadaptation/popover
  public static var popover: PresentationAdaptation { PresentationAdaptation() }
  /// https://developer.apple.com/documentation/swiftui/presentationadaptation/sheet
  public static var sheet: PresentationAdaptation { PresentationAdaptation() }
  /// https://developer.apple.com/documentation/swiftui/presentationadaptation/fullscreencover
  public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/popover(item:attachmentanchor:arrowedge:content:)
  /// (the arrow edge optional, `nil` for the system's choice, as the page gives it)
  @available(iOS 13.0, macOS 10.15, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/presentationcompactadaptation(_:)
  @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0, *)
  nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { ModifiedView() }
}
