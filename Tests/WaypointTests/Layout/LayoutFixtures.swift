import Waypoint
import WaypointExamples

/// Environments and states shared by the layout tests.
enum LayoutFixtures {
  static let phone = LayoutEnvironment(style: .automatic, sizeClass: .compact, idiom: .phone)
  static let phoneCollapsed = LayoutEnvironment(
    style: .automatic, sizeClass: .compact, idiom: .phone, sectionPolicy: .collapse)
  static let padSidebar = LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .pad)
  static let padSidebarCollapse = LayoutEnvironment(
    style: .automatic, sizeClass: .regular, idiom: .pad, sectionPolicy: .collapse)
  static let padTabBar = LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .pad, isSidebarShown: false)
  static let padCompact = LayoutEnvironment(style: .automatic, sizeClass: .compact, idiom: .pad)
  static let mac = LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .mac)
  static let vision = LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .vision)
  static let single = LayoutEnvironment(style: .single, sizeClass: .compact, idiom: .phone)

  /// Every environment a snapshot is taken in, by name.
  static let snapshotEnvironments: [(name: String, environment: LayoutEnvironment)] = [
    ("phone", phone),
    ("phone-collapsed", phoneCollapsed),
    ("pad-sidebar", padSidebar),
    ("pad-tabbar", padTabBar),
    ("pad-compact", padCompact),
    ("mac", mac),
    ("vision", vision),
    ("single", single),
  ]

  /// The names of ``snapshotEnvironments``.
  static let snapshotNames: [String] = snapshotEnvironments.map { $0.name }

  /// Shapes with a deep link: Rectangle › 1 › 2, then sheet 3 › 4.
  static func shapesState() throws -> NavigationState<ShapesDestination> {
    var state = NavigationState(selection: ShapesDestination.triangle)
    try state.apply(.show(.rectangleItem(level: 4)), in: Shapes.structure)
    return state
  }

  /// Social on List 2 with a status pushed and compose presented.
  static func socialState() throws -> NavigationState<SocialDestination> {
    var state = NavigationState(selection: SocialDestination.timeline)
    let structure = Social.structure()
    try state.apply(.select(.list(id: 2)), in: structure)
    try state.apply(.push(.status(id: 1)), in: structure)
    try state.apply(.present(.compose, style: .sheet), in: structure)
    return state
  }

  /// Media deep-linked to the player of video 7.
  static func mediaState() throws -> NavigationState<MediaDestination> {
    var state = NavigationState(selection: MediaDestination.watchNow)
    try state.apply(.show(.player(id: 7)), in: Media.structure())
    return state
  }
}
