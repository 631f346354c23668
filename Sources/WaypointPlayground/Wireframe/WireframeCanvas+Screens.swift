internal import Waypoint

extension WireframeCanvas {
  /// A stack in an area: a navigation bar with a back button and the top screen's title, the
  /// path of titles from the root, and rows standing in for the screen's content.
  mutating func drawStack<D: Destination>(root: D, stack: [Entry<D>], in area: WireframeArea, id: String) {
    let titles = [root.title] + stack.map(\.destination.title)
    let top = titles.last ?? root.title
    svg.begin(id)
    var y = area.y
    if titles.count > 1 {
      let back = titles[titles.count - 2]
      svg.text(
        "‹ " + SVGDocument.fitted(back, width: area.width / 3, size: 17), x: area.x + 12, y: y + 28, size: 17, fill: Color.tint)
      svg.text(
        SVGDocument.fitted(top, width: area.width / 3, size: 17), x: area.midX, y: y + 28, size: 17, weight: 600,
        fill: Color.label, anchor: .middle)
      svg.line(x1: area.x, y1: y + 44, x2: area.maxX, y2: y + 44, stroke: Color.separator)
      svg.text(
        SVGDocument.fitted(titles.joined(separator: " › "), width: area.width - 40, size: 13), x: area.x + 20, y: y + 68,
        size: 13, fill: Color.gray)
      y += 84
    } else {
      svg.text(
        SVGDocument.fitted(top, width: area.width - 40, size: 32), x: area.x + 20, y: y + 44, size: 32, weight: 700,
        fill: Color.label)
      y += 64
    }
    while y + 44 <= area.maxY - 12, y < area.y + 84 + 4 * 56 {
      svg.rect(x: area.x + 20, y: y, width: area.width - 40, height: 44, radius: 10, fill: Color.fill)
      y += 56
    }
    svg.end()
  }

  /// A modal over everything below it: a sheet at its first detent (a centred form sheet on
  /// wide screens), a full-screen cover, or a popover where it is `anchored` and the screen is
  /// wide; with its own stack inside.
  ///
  /// A sheet with others above it is drawn narrower and higher, as iOS shows a stack of sheets.
  mutating func drawModal<D: Destination>(_ modal: Modal<D>, elevation: Int, above: Int, anchored: Bool) {
    var card: WireframeArea
    svg.begin("modal-\(elevation)")
    if modal.style.isFullScreenCover {
      card = WireframeArea(x: device.windowX, y: 0, width: device.width - device.windowX, height: device.height)
      svg.rect(x: card.x, y: card.y, width: card.width, height: card.height, radius: device.cornerRadius, fill: Color.background)
      drawStatusBar()
      card.y = device.topInset
      card.height -= device.topInset + device.bottomInset
    } else if anchored && !device.hasEdgeSheets {
      dim()
      card = WireframeArea(x: device.width - 344 - elevation * 16, y: device.topInset + 70 + elevation * 16, width: 320, height: 380)
      svg.path(
        "M \(card.maxX - 40) \(card.y) L \(card.maxX - 28) \(card.y - 12) L \(card.maxX - 16) \(card.y) Z", fill: Color.background)
      svg.rect(x: card.x, y: card.y, width: card.width, height: card.height, radius: 14, fill: Color.background)
    } else if device.hasEdgeSheets {
      dim()
      let inset = min(above, 3) * 14
      let sheetTop = max(device.topInset + 10 + elevation * 14, device.height - sheetHeight(modal.detent)) - inset
      card = WireframeArea(
        x: device.windowX + inset, y: sheetTop, width: device.width - device.windowX - 2 * inset, height: device.height - sheetTop)
      let radius = 12
      // The bottom corners follow the screen's, so the sheet stays inside the device's outline.
      let bottom = max(0, device.cornerRadius - inset)
      svg.path(
        "M \(card.x) \(card.maxY - bottom) V \(card.y + radius) Q \(card.x) \(card.y) \(card.x + radius) \(card.y) "
          + "H \(card.maxX - radius) Q \(card.maxX) \(card.y) \(card.maxX) \(card.y + radius) V \(card.maxY - bottom) "
          + "Q \(card.maxX) \(card.maxY) \(card.maxX - bottom) \(card.maxY) H \(card.x + bottom) "
          + "Q \(card.x) \(card.maxY) \(card.x) \(card.maxY - bottom) Z",
        fill: Color.background)
      if modal.style.detents.count > 1 {
        svg.rect(x: card.midX - 18, y: card.y + 6, width: 36, height: 5, radius: 3, fill: "#C7C7CC")
      }
      card.y += 8
      card.height -= 8 + device.bottomInset
    } else {
      dim()
      let width = min(580, device.width - 120)
      let height = min(620, device.height - 120)
      card = WireframeArea(
        x: device.windowX + (device.width - device.windowX - width) / 2 + elevation * 16,
        y: (device.height - height) / 2 + elevation * 16, width: width, height: height)
      svg.rect(x: card.x, y: card.y, width: card.width, height: card.height, radius: 14, fill: Color.background)
    }
    svg.text(
      "\(modal.style)", x: card.maxX - 12, y: card.y + (modal.style.isFullScreenCover ? 14 : 18), size: 11, fill: Color.gray,
      anchor: .end)
    // A sheet under another edge sheet shows only its top edge; its content would show through.
    if !(device.hasEdgeSheets && above > 0 && !modal.style.isFullScreenCover) {
      drawStack(root: modal.destination, stack: modal.stack, in: card, id: "modal-\(elevation)-stack")
    }
    svg.end()
  }

  /// A sheet's height at the detent it rests at, on a screen with edge-to-edge sheets.
  private func sheetHeight(_ detent: ModalStyle.Detent?) -> Int {
    let full = device.height - device.topInset - 10
    guard let detent else { return full }
    let height: Double =
      switch detent.kind {
      case .medium: Double(device.height) / 2
      case .large: Double(full)
      case let .fraction(value): Double(device.height) * value
      case let .height(points): points
      }
    guard height.isFinite else { return full }
    return Int(min(max(height, 120), Double(full)).rounded())
  }

  /// An alert in the middle of the screen, or a confirmation dialog at the bottom.
  mutating func drawAlert<D>(_ alert: AlertState<D>) {
    let buttons = alert.buttons.isEmpty ? [AlertState<D>.Button("ok", title: "OK")] : alert.buttons
    let message = alert.message.map { wrapped($0, width: 238, size: 13) } ?? []
    svg.begin("alert")
    dim()
    if alert.kind == .confirmationDialog {
      drawDialog(alert.title, message: message, buttons: buttons)
    } else {
      let horizontal = buttons.count == 2
      let textHeight = 44 + message.count * 18
      let height = textHeight + (horizontal ? 44 : buttons.count * 44)
      let box = WireframeArea(x: device.width / 2 - 135 + device.windowX / 2, y: (device.height - height) / 2, width: 270, height: height)
      svg.rect(x: box.x, y: box.y, width: box.width, height: box.height, radius: 14, fill: "#F2F2F2")
      svg.text(
        SVGDocument.fitted(alert.title, width: 238, size: 17), x: box.midX, y: box.y + 32, size: 17, weight: 600,
        fill: Color.label, anchor: .middle)
      for (index, line) in message.enumerated() {
        svg.text(line, x: box.midX, y: box.y + 54 + index * 18, size: 13, fill: Color.label, anchor: .middle)
      }
      var y = box.y + textHeight
      svg.line(x1: box.x, y1: y, x2: box.maxX, y2: y, stroke: Color.separator)
      for (index, button) in buttons.enumerated() {
        let slot =
          horizontal
          ? WireframeArea(x: box.x + index * 135, y: y, width: 135, height: 44)
          : WireframeArea(x: box.x, y: y, width: 270, height: 44)
        drawButton(button, in: slot)
        if horizontal, index == 0 { svg.line(x1: slot.maxX, y1: y, x2: slot.maxX, y2: y + 44, stroke: Color.separator) }
        if !horizontal {
          y += 44
          if index < buttons.count - 1 { svg.line(x1: box.x, y1: y, x2: box.maxX, y2: y, stroke: Color.separator) }
        }
      }
    }
    svg.end()
  }

  private mutating func drawDialog<D>(_ title: String, message: [String], buttons: [AlertState<D>.Button]) {
    let actions = buttons.filter { $0.role != .cancel }
    let cancel = buttons.first { $0.role == .cancel }
    let width = min(device.width - 16, 400)
    let x = device.windowX / 2 + (device.width - width) / 2
    let headerHeight = 40 + message.count * 18
    let cancelHeight = cancel == nil ? 0 : 64
    let height = headerHeight + actions.count * 56
    let top = device.height - device.bottomInset - 8 - cancelHeight - height
    svg.rect(x: x, y: top, width: width, height: height, radius: 14, fill: "#F2F2F2")
    svg.text(
      SVGDocument.fitted(title, width: width - 32, size: 13), x: x + width / 2, y: top + 26, size: 13, weight: 600,
      fill: Color.gray, anchor: .middle)
    for (index, line) in message.enumerated() {
      svg.text(line, x: x + width / 2, y: top + 46 + index * 18, size: 13, fill: Color.gray, anchor: .middle)
    }
    var y = top + headerHeight
    for button in actions {
      svg.line(x1: x, y1: y, x2: x + width, y2: y, stroke: Color.separator)
      drawButton(button, in: WireframeArea(x: x, y: y, width: width, height: 56))
      y += 56
    }
    if let cancel {
      let cancelTop = top + height + 8
      svg.rect(x: x, y: cancelTop, width: width, height: 56, radius: 14, fill: Color.background)
      drawButton(cancel, in: WireframeArea(x: x, y: cancelTop, width: width, height: 56))
    }
  }

  private mutating func drawButton<D>(_ button: AlertState<D>.Button, in slot: WireframeArea) {
    svg.text(
      SVGDocument.fitted(button.title, width: slot.width - 16, size: 17), x: slot.midX, y: slot.y + slot.height / 2 + 6, size: 17,
      weight: button.role == .cancel ? 600 : 400, fill: button.role == .destructive ? Color.red : Color.tint, anchor: .middle)
  }

  /// `text` in lines that fit `width` at `size`, at most three.
  private func wrapped(_ text: String, width: Int, size: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if SVGDocument.fitted(candidate, width: width, size: size) == candidate || line.isEmpty {
        line = candidate
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    if lines.count > 3 {
      lines = Array(lines.prefix(2)) + [SVGDocument.fitted(lines[2...].joined(separator: " "), width: width, size: size)]
    }
    return lines.map { SVGDocument.fitted($0, width: width, size: size) }
  }
}
