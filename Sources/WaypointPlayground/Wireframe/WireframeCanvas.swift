internal import Waypoint

/// A rectangle of the picture, in points.
struct WireframeArea: Equatable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  var maxX: Int { x + width }
  var maxY: Int { y + height }
  var midX: Int { x + width / 2 }
}

/// Draws the parts of a wireframe onto an SVG document: the device, the tab chrome, stacks,
/// modals and alerts. ``Wireframe`` decides the order; every colour and size lives here.
struct WireframeCanvas {
  var svg: SVGDocument
  let device: WireframeDevice

  enum Color {
    static let tint = "#007AFF"
    static let label = "#000000"
    static let secondaryLabel = "#3C3C43"
    static let gray = "#8E8E93"
    static let separator = "#D1D1D6"
    static let fill = "#F2F2F7"
    static let background = "#FFFFFF"
    static let red = "#FF3B30"
    static let frame = "#1C1C1E"
  }

  /// The device: its screen or window, and what the system draws on it.
  mutating func drawFrame() {
    let width = device.width
    svg.begin("device")
    outline(fill: device.kind == .vision ? "#F5F5F7" : Color.background)
    if device.kind == .mac {
      svg.path("M 0 28 V 10 Q 0 0 10 0 H \(width - 10) Q \(width) 0 \(width) 10 V 28 Z", fill: "#E8E8EA")
      for (index, color) in ["#FF5F57", "#FEBC2E", "#28C840"].enumerated() {
        svg.circle(cx: 16 + index * 20, cy: 14, r: 6, fill: color)
      }
    }
    drawStatusBar()
    svg.end()
  }

  /// The screen's or the window's rounded outline, filled with `fill`.
  private mutating func outline(fill: String) {
    let stroke =
      switch device.kind {
      case .vision: "#C7C7CC"
      case .mac: "#B0B0B5"
      default: Color.frame
      }
    svg.rect(
      x: device.windowX, y: 0, width: device.width - device.windowX, height: device.height, radius: device.cornerRadius,
      fill: fill, stroke: stroke)
  }

  /// The bar at the bottom of an iPhone's or an iPad's screen.
  private mutating func homeIndicator() {
    switch device.kind {
    case .phone: svg.rect(x: device.width / 2 - 67, y: device.height - 13, width: 134, height: 5, radius: 3, fill: Color.frame)
    case .padRegular, .padCompact:
      svg.rect(x: device.width / 2 - 100, y: device.height - 10, width: 200, height: 5, radius: 3, fill: Color.frame)
    default: break
    }
  }

  /// What stays on top of the modals: the device's outline and the home indicator, which a
  /// sheet or a cover would otherwise hide.
  mutating func drawOverlay() {
    svg.begin("device-overlay")
    outline(fill: "none")
    homeIndicator()
    svg.end()
  }

  /// The time, the camera housing and the home indicator the system draws over every screen.
  mutating func drawStatusBar() {
    let width = device.width
    switch device.kind {
    case .phone:
      svg.text("9:41", x: 44, y: 37, size: 16, weight: 600, fill: Color.label)
      svg.rect(x: width / 2 - 62, y: 11, width: 124, height: 36, radius: 18, fill: Color.frame)
    case .padRegular, .padCompact:
      svg.text("9:41", x: 24, y: 17, size: 12, weight: 600, fill: Color.label)
    default: break
    }
    homeIndicator()
  }

  /// The screen below the system's insets and beside the Vision Pro ornament.
  var screenArea: WireframeArea {
    WireframeArea(
      x: device.windowX, y: device.topInset, width: device.width - device.windowX,
      height: device.height - device.topInset - device.bottomInset)
  }

  /// A letter in a circle, standing in for a tab's SF Symbol.
  mutating func icon(_ title: String, cx: Int, cy: Int, r: Int, selected: Bool, tint: String = Color.tint, outline: String = Color.gray) {
    let letter = title.first.map { String($0).uppercased() } ?? "•"
    if selected {
      svg.circle(cx: cx, cy: cy, r: r, fill: tint)
      svg.text(letter, x: cx, y: cy + r / 2 - 1, size: r, weight: 700, fill: Color.background, anchor: .middle)
    } else {
      svg.circle(cx: cx, cy: cy, r: r, fill: "none", stroke: outline)
      svg.text(letter, x: cx, y: cy + r / 2 - 1, size: r, weight: 600, fill: outline, anchor: .middle)
    }
  }

  /// A badge: a red circle with the count (`99+` above 99).
  mutating func badge(_ count: Int, cx: Int, cy: Int) {
    guard count > 0 else { return }
    let text = count > 99 ? "99+" : "\(count)"
    let width = max(18, 8 + text.count * 7)
    svg.rect(x: cx - width / 2, y: cy - 9, width: width, height: 18, radius: 9, fill: Color.red)
    svg.text(text, x: cx, y: cy + 4, size: 11, weight: 600, fill: Color.background, anchor: .middle)
  }

  /// A translucent layer over everything drawn so far, under a modal or an alert.
  mutating func dim() {
    svg.rect(
      x: 0, y: 0, width: device.width, height: device.height, radius: device.cornerRadius, fill: Color.label, opacity: 0.25)
  }
}
