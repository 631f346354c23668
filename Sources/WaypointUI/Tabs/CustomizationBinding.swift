#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  import Waypoint

  /// The `TabViewCustomization` a tab view edits, kept in step with the navigator's
  /// ``Waypoint/TabCustomization``: every edit the user makes through the system's sidebar or
  /// tab-bar editing is read back and sent to the core as customization operations
  /// (``Waypoint/TabCustomization/operations(toMatch:in:)``), all or nothing; an edit the core
  /// refuses is not kept, and the binding is read again, so the system shows the customization
  /// from before it. Not available on tvOS, which has no customization UI.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  struct CustomizationBinding {
    #if !os(tvOS)
      let value: Binding<TabViewCustomization>?
    #endif

    static var none: CustomizationBinding {
      #if os(tvOS)
        CustomizationBinding()
      #else
        CustomizationBinding(value: nil)
      #endif
    }
  }

  #if !os(tvOS)
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
    extension CustomizationBinding {
      /// A binding whose setter sends the system's value to the core and stores it when the core
      /// takes it; its getter is read again after a refusal, so the tab view shows the tabs from
      /// before the refused edit.
      @MainActor
      static func synchronizing<D: Destination>(
        _ storage: Binding<TabViewCustomization>,
        with navigator: Navigator<D>,
        stager: PresentationStager<D>
      ) -> CustomizationBinding {
        CustomizationBinding(
          value: Binding(
            get: { @MainActor in
              _ = stager.refusedCustomizations
              return storage.wrappedValue
            },
            set: { @MainActor newValue in
              let system = SystemTabCustomization(reading: newValue, structure: navigator.structure)
              if stager.userDidEditCustomization(system, on: navigator) { storage.wrappedValue = newValue }
            }
          ))
      }
    }

  #endif
#endif
