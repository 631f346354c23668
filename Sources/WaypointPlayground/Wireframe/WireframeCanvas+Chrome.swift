internal import Waypoint

extension WireframeCanvas {
  /// Draws the tab bar, the sidebar or the ornament the layout shows, and returns the area left
  /// for the selected stack.
  mutating func drawChrome<D: Destination>(of layout: NavigationLayout<D>) -> WireframeArea {
    var area = screenArea
    // A hidden tab bar (a screen on the stack hides it) is not drawn: the stack takes its place.
    if layout.tabBar?.isHidden == true { return area }
    if layout.presentation == .ornament, let tabBar = layout.tabBar {
      drawOrnament(tabBar.items.map(ChromeItem.init) + moreItem(tabBar))
    } else if let sidebar = layout.sidebar {
      let width = device.kind == .mac ? 220 : min(300, area.width * 2 / 5)
      drawSidebar(sidebar, in: WireframeArea(x: area.x, y: area.y, width: width, height: device.height - area.y - 8))
      area.x += width
      area.width -= width
    } else if let tabBar = layout.tabBar {
      let items = tabBar.items.map(ChromeItem.init) + moreItem(tabBar)
      if device.hasBottomTabBar {
        drawBottomTabBar(items, top: area.maxY - 50)
        area.height -= 50
      } else {
        drawFloatingTabBar(items, centerX: area.midX, top: area.y + 8)
        area.y += 60
        area.height -= 60
      }
    }
    // The accessory rests at the bottom of the content: above an iPhone's tab bar, at the foot
    // of an iPad's screen.
    if let accessory = layout.bottomAccessory {
      drawBottomAccessory(accessory.title, bottom: area.maxY - 6, in: area)
      area.height -= 56
    }
    return area
  }

  /// The accessory a tab view carries (a mini player): a capsule with its title.
  private mutating func drawBottomAccessory(_ title: String, bottom: Int, in area: WireframeArea) {
    let width = min(area.width - 24, 480)
    svg.begin("bottom-accessory")
    svg.rect(x: area.midX - width / 2, y: bottom - 44, width: width, height: 44, radius: 22, fill: "#EDEDF2", stroke: Color.separator)
    svg.text(
      SVGDocument.fitted(title, width: width - 32, size: 14), x: area.midX, y: bottom - 17, size: 14, weight: 500,
      fill: Color.label, anchor: .middle)
    svg.end()
  }

  /// The More tab a compact tab bar ends with when tabs overflow into it.
  private func moreItem<D>(_ tabBar: NavigationLayout<D>.TabBar) -> [ChromeItem] {
    tabBar.hasMore ? [ChromeItem(id: "more", title: "More", badge: 0, isEnabled: true, isSelected: tabBar.isMoreSelected)] : []
  }

  private mutating func drawBottomTabBar(_ items: [ChromeItem], top: Int) {
    let area = screenArea
    svg.begin("tab-bar")
    svg.rect(x: area.x, y: top, width: area.width, height: device.height - top - 1, fill: "#F9F9F9", opacity: 0.94)
    svg.line(x1: area.x, y1: top, x2: area.maxX, y2: top, stroke: Color.separator)
    let slot = area.width / max(1, items.count)
    for (index, item) in items.enumerated() {
      let cx = area.x + slot * index + slot / 2
      let color = item.isSelected ? Color.tint : Color.gray
      svg.begin("tab-\(item.id)", opacity: item.isEnabled ? nil : 0.35)
      if item.id == "more" {
        for dot in -1...1 { svg.circle(cx: cx + dot * 7, cy: top + 18, r: 2, fill: color) }
      } else {
        icon(item.title, cx: cx, cy: top + 18, r: 11, selected: item.isSelected)
      }
      svg.text(
        SVGDocument.fitted(item.title, width: slot - 4, size: 10), x: cx, y: top + 42, size: 10,
        weight: item.isSelected ? 600 : 500, fill: color, anchor: .middle)
      badge(item.badge, cx: cx + 14, cy: top + 9)
      svg.end()
    }
    svg.end()
  }

  private mutating func drawFloatingTabBar(_ items: [ChromeItem], centerX: Int, top: Int) {
    let widths = items.map { min(160, 28 + $0.title.count * 8) + ($0.badge > 0 ? 22 : 0) }
    let total = widths.reduce(8, +)
    var x = centerX - total / 2
    svg.begin("tab-bar")
    svg.rect(x: x, y: top, width: total, height: 44, radius: 22, fill: "#EDEDF2", stroke: Color.separator)
    x += 4
    for (item, width) in zip(items, widths) {
      svg.begin("tab-\(item.id)", opacity: item.isEnabled ? nil : 0.35)
      if item.isSelected { svg.rect(x: x, y: top + 4, width: width, height: 36, radius: 18, fill: Color.background) }
      let textWidth = width - (item.badge > 0 ? 22 : 0)
      svg.text(
        SVGDocument.fitted(item.title, width: textWidth - 16, size: 14), x: x + textWidth / 2, y: top + 27, size: 14,
        weight: item.isSelected ? 600 : 400, fill: item.isSelected ? Color.tint : Color.secondaryLabel, anchor: .middle)
      if item.badge > 0 { badge(item.badge, cx: x + width - 18, cy: top + 22) }
      svg.end()
      x += width
    }
    svg.end()
  }

  private mutating func drawOrnament(_ items: [ChromeItem]) {
    let height = 24 + items.count * 56
    let top = (device.height - height) / 2
    svg.begin("ornament")
    svg.rect(x: 16, y: top, width: 64, height: height, radius: 32, fill: "#E9E9EE", stroke: "#C7C7CC")
    for (index, item) in items.enumerated() {
      let cy = top + 40 + index * 56
      svg.begin("tab-\(item.id)", opacity: item.isEnabled ? nil : 0.35)
      icon(item.title, cx: 48, cy: cy, r: 20, selected: item.isSelected)
      badge(item.badge, cx: 64, cy: cy - 16)
      svg.end()
    }
    svg.end()
  }

  private mutating func drawSidebar<D>(_ sidebar: NavigationLayout<D>.Sidebar, in area: WireframeArea) {
    let isMac = device.kind == .mac
    let rowHeight = isMac ? 30 : 40
    var y = area.y + (isMac ? 12 : 16)
    var rows: [(kind: SidebarRowKind, item: ChromeItem)] = sidebar.tabs.map { (.tab, ChromeItem($0)) }
    for section in sidebar.sections {
      let header = ChromeItem(id: section.id, title: section.title, badge: 0, isEnabled: true, isSelected: section.isSelected)
      rows.append((.header, header))
      rows += section.items.map { (.sectionTab, ChromeItem($0)) }
      rows += section.actions.map { (.action, ChromeItem(id: $0.id, title: $0.title, badge: 0, isEnabled: true, isSelected: false)) }
    }
    svg.begin("sidebar")
    svg.rect(x: area.x, y: area.y, width: area.width, height: area.height, fill: Color.fill)
    svg.line(x1: area.maxX, y1: area.y, x2: area.maxX, y2: area.maxY, stroke: Color.separator)
    for (index, row) in rows.enumerated() {
      if y + rowHeight > area.maxY - 8 {
        svg.text("\(rows.count - index) more…", x: area.x + 20, y: y + rowHeight / 2 + 5, size: 13, fill: Color.gray)
        break
      }
      drawSidebarRow(row.item, kind: row.kind, in: WireframeArea(x: area.x + 10, y: y, width: area.width - 20, height: rowHeight))
      y += rowHeight + (row.kind == .header ? 0 : 2)
    }
    svg.end()
  }

  private mutating func drawSidebarRow(_ item: ChromeItem, kind: SidebarRowKind, in row: WireframeArea) {
    let isMac = device.kind == .mac
    let baseline = row.y + row.height / 2 + 5
    let prefix = kind == .header ? "section" : kind == .action ? "action" : "tab"
    svg.begin("\(prefix)-\(item.id)", opacity: item.isEnabled ? nil : 0.35)
    if item.isSelected {
      svg.rect(x: row.x, y: row.y, width: row.width, height: row.height, radius: 10, fill: isMac ? Color.separator : Color.tint)
    }
    let textColor = item.isSelected && !isMac ? Color.background : Color.label
    switch kind {
    case .header:
      svg.text(
        SVGDocument.fitted(item.title, width: row.width - 40, size: 13), x: row.x + 10, y: baseline, size: 13, weight: 700,
        fill: item.isSelected && !isMac ? Color.background : Color.gray)
      svg.text(
        "⌄", x: row.maxX - 14, y: baseline - 3, size: 13, weight: 700, fill: item.isSelected && !isMac ? Color.background : Color.tint)
    case .action:
      svg.text(
        "+ " + SVGDocument.fitted(item.title, width: row.width - 40, size: 15), x: row.x + 20, y: baseline, size: 15, fill: Color.tint)
    case .tab, .sectionTab:
      let indent = kind == .sectionTab ? 12 : 0
      icon(
        item.title, cx: row.x + 20 + indent, cy: row.y + row.height / 2, r: isMac ? 8 : 10, selected: false,
        outline: item.isSelected && !isMac ? Color.background : Color.tint)
      svg.text(
        SVGDocument.fitted(item.title, width: row.width - 80 - indent, size: 15), x: row.x + 40 + indent, y: baseline,
        size: isMac ? 13 : 15, weight: item.isSelected ? 600 : 400, fill: textColor)
      if item.badge > 0 {
        svg.text(
          item.badge > 99 ? "99+" : "\(item.badge)", x: row.maxX - 12, y: baseline, size: 14,
          fill: item.isSelected && !isMac ? Color.background : Color.gray, anchor: .end)
      }
    }
    svg.end()
  }
}

/// What the chrome needs of a tab, a section or a section action.
struct ChromeItem {
  var id: String
  var title: String
  var badge: Int
  var isEnabled: Bool
  var isSelected: Bool

  init(id: String, title: String, badge: Int, isEnabled: Bool, isSelected: Bool) {
    self.id = id
    self.title = title
    self.badge = badge
    self.isEnabled = isEnabled
    self.isSelected = isSelected
  }

  init<D>(_ item: NavigationLayout<D>.Item) {
    self.init(id: item.id, title: item.title, badge: item.badge, isEnabled: item.isEnabled, isSelected: item.isSelected)
  }
}

/// The kinds of row a sidebar draws.
enum SidebarRowKind {
  case tab, header, sectionTab, action
}
