internal import Waypoint

/// The device a wireframe draws, chosen from the layout's environment, with its size in points
/// and the parts of the screen the system keeps (status bar, title bar, home indicator).
struct WireframeDevice: Equatable {
  enum Kind: Equatable {
    case phone, padRegular, padCompact, mac, tv, vision
  }

  var kind: Kind

  init(_ environment: LayoutEnvironment) {
    kind =
      switch environment.idiom.kind {
      case .phone: .phone
      case .pad: environment.sizeClass == .regular ? .padRegular : .padCompact
      case .mac: .mac
      case .tv: .tv
      case .vision: .vision
      }
  }

  var name: String {
    switch kind {
    case .phone: "iPhone"
    case .padRegular: "iPad"
    case .padCompact: "iPad, compact width"
    case .mac: "Mac"
    case .tv: "Apple TV"
    case .vision: "Apple Vision Pro"
    }
  }

  var width: Int {
    switch kind {
    case .phone: 390
    case .padRegular: 1180
    case .padCompact: 520
    case .mac: 1200
    case .tv: 1280
    case .vision: 1280
    }
  }

  var height: Int {
    switch kind {
    case .phone: 844
    case .padRegular, .padCompact: 820
    case .mac: 760
    case .tv: 720
    case .vision: 760
    }
  }

  /// The corner radius of the screen or window.
  var cornerRadius: Int {
    switch kind {
    case .phone: 48
    case .padRegular, .padCompact: 24
    case .mac: 10
    case .tv: 0
    case .vision: 32
    }
  }

  /// Points at the top that the system draws (status bar, title bar).
  var topInset: Int {
    switch kind {
    case .phone: 54
    case .padRegular, .padCompact: 24
    case .mac: 28
    case .tv, .vision: 0
    }
  }

  /// Points at the bottom that the system keeps (the home indicator).
  var bottomInset: Int { kind == .phone ? 34 : kind == .padRegular || kind == .padCompact ? 20 : 0 }

  /// Where the window starts: Vision Pro keeps room on the left for the tab ornament.
  var windowX: Int { kind == .vision ? 96 : 0 }

  /// Whether a tab bar sits at the bottom (iPhone, compact width) rather than floating at the top.
  var hasBottomTabBar: Bool { kind == .phone || kind == .padCompact }

  /// Whether sheets fill the width from the bottom edge (rather than as a centred form sheet).
  var hasEdgeSheets: Bool { kind == .phone || kind == .padCompact }
}
