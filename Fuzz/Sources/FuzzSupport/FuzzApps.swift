public import Waypoint
import WaypointExamples

/// The example apps a fuzz target runs on, chosen by the input's first byte.
public enum FuzzApp: CaseIterable {
  case shapes, social, media

  public static func pick(_ input: inout FuzzInput) -> FuzzApp { allCases[input.choice(allCases.count)] }
}

/// The layout environments fuzz targets switch between: phones, iPads (sidebar, tab bar,
/// compact, sections collapsed), a Mac, visionOS and a single stack.
public let fuzzEnvironments: [LayoutEnvironment] = [
  LayoutEnvironment(style: .automatic, sizeClass: .compact, idiom: .phone),
  LayoutEnvironment(style: .automatic, sizeClass: .compact, idiom: .phone, sectionPolicy: .collapse),
  LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .pad),
  LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .pad, sectionPolicy: .collapse),
  LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .pad, isSidebarShown: false),
  LayoutEnvironment(style: .automatic, sizeClass: .compact, idiom: .pad),
  LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .mac),
  LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .vision),
  LayoutEnvironment(style: .single, sizeClass: .compact, idiom: .phone),
]

extension FuzzInput {
  /// An action on `destinations`, every kind of action included.
  public mutating func action<D: Destination>(_ destinations: [D]) -> NavigationAction<D> {
    let destination = destinations[choice(destinations.count)]
    switch choice(14) {
    case 0: return .select(destination)
    case 1, 2: return .push(destination)
    case 3: return .pop(choice(4))
    case 4: return .popTo(.destination(destination))
    case 5: return .popToRoot
    case 6: return .present(destination, style: [nil, .sheet, .fullScreenCover, .popover][choice(4)])
    case 7: return .dismiss
    case 8: return .dismissTo(elevation: choice(4) - 1)
    case 9: return .dismissAll
    case 10, 11: return .show(destination)
    case 12: return .dismissSearch
    default:
      return .presentAlert(
        AlertState(title: "Alert", buttons: [AlertState.Button("ok", title: "OK", action: .show(destination))]))
    }
  }

  /// A customization of one of `ids`.
  public mutating func customization(_ ids: [String]) -> TabCustomization.Operation {
    let id = ids.isEmpty ? "" : ids[choice(ids.count)]
    let area: TabCustomization.Area = choice(2) == 0 ? .sidebar : .tabBar
    switch choice(6) {
    case 0: return .hide(id, in: area)
    case 1: return .show(id, in: area)
    case 2: return .moveInTabBar(id, to: choice(8) - 1)
    case 3: return .moveInSection(id, to: choice(4) - 1)
    case 4: return .resetVisibility
    default: return .resetOrder(section: choice(2) == 0 ? nil : id)
    }
  }
}
