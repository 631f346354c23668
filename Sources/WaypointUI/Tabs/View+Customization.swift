#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension View {
    /// Attaches the customization, where the platform has one.
    @ViewBuilder
    func customization(_ binding: CustomizationBinding) -> some View {
      #if os(tvOS)
        self
      #else
        tabViewCustomization(binding.value)
      #endif
    }
  }
#endif
