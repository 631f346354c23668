#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI

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
