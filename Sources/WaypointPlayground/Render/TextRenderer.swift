/// Draws screens and command reports as text for a terminal.
///
/// A screen is a header (app, window, style, size), then the tab bar (regions separated by `|`,
/// the selected tab in brackets, badges in parentheses, overflow after `More:`) or the sidebar (one
/// line per section), the visible stack as a breadcrumb, and each modal with its elevation,
/// style and own stack. After a command come the transition steps, the events and the error.
///
/// ```swift
/// let session = playground.makeSession()
/// let text = TextRenderer().render(session.screen)
/// // Shapes · window 1 (1 open) · ipad · automatic · regular
/// //   sidebar   [Triangle]  Rectangle  Circle
/// //   stack     Triangle
/// //   modals    none
/// ```
package struct TextRenderer: Sendable {
  /// Creates a renderer.
  package init() {}

  /// The screen as lines of text.
  ///
  /// - Parameter screen: the screen.
  /// - Returns: the text, lines separated by newlines, without a final newline.
  package func render(_ screen: Screen) -> String {
    var lines = [
      "\(screen.app) · window \(screen.window) (\(screen.windows) open) · \(screen.device) · \(screen.style) · \(screen.size)\(signIn(screen.signedIn))\(screen.unsavedChanges == true ? " · unsaved changes" : "")\(screen.recording.map { " · recording (\($0))" } ?? "")"
    ]
    if let tabBar = screen.tabBar {
      let minimizing = screen.tabBarMinimizing.map { "  (minimizing: \($0))" } ?? ""
      lines.append(row("tab bar", tabBarLine(tabBar) + (screen.tabBarHidden ? "  (hidden)" : "") + minimizing))
    }
    if let sidebar = screen.sidebar { lines += sidebarLines(sidebar) }
    if let accessory = screen.bottomAccessory { lines.append(row("accessory", accessory)) }
    if screen.tabBar == nil, screen.sidebar == nil { lines.append(row("single", "no tab chrome")) }
    lines.append(row("stack", screen.stack.map(Self.title).joined(separator: " › ") + (screen.backLocked ? "  (swipe back locked)" : "")))
    if screen.modals.isEmpty {
      lines.append(row("modals", "none"))
    } else {
      for (elevation, modal) in screen.modals.enumerated() {
        let chain = ([modal.title + (modal.zoom.map { " (zoom: \($0))" } ?? "")] + modal.stack.map(Self.title)).joined(separator: " › ")
        let detent = (modal.detent.map { " at \($0)" } ?? "") + (modal.sizing.map { ", \($0) size" } ?? "")
        lines.append(
          row(
            "modal \(elevation)",
            "\(modal.style.padded(to: 7))\(chain)\(detent)\(Self.popover(modal))" + (modal.swipeLocked ? "  (swipe locked)" : "")))
      }
    }
    if let resolving = screen.resolving { lines.append(row("lookup", "\(resolving) is looked up first (answer with 'resolve')")) }
    if let alert = screen.alert { lines.append(row(alert.kind == "alert" ? "alert" : "dialog", Self.describe(alert))) }
    if let query = screen.searchQuery { lines.append(row("search", "\"\(query)\"")) }
    lines.append(row("top", screen.modals.last.map { $0.stack.last?.path ?? $0.path } ?? screen.stack.last?.path ?? screen.selection))
    return lines.joined(separator: "\n")
  }

  /// Where a popover points, or why it is a sheet: `  (from share)`, `  (from share, as a sheet)`,
  /// `  (as a sheet: no anchor)`; nothing for another style.
  private static func popover(_ modal: ModalItem) -> String {
    guard modal.style == "popover" else { return "" }
    guard let anchor = modal.anchor else { return "  (as a sheet: no anchor)" }
    return modal.drawnAs == "popover" ? "  (from \(anchor))" : "  (from \(anchor), as a sheet)"
  }

  /// What a command did, as lines of text: the output, or the redrawn screen, then the steps,
  /// the events and the error.
  ///
  /// - Parameter report: the command's report.
  /// - Returns: the text, without a final newline; empty when there is nothing to say.
  package func render(_ report: CommandReport) -> String {
    var lines: [String] = []
    if let output = report.output { lines.append(output) }
    if report.ok, report.redraw { lines.append(render(report.screen)) }
    if !report.steps.isEmpty {
      lines.append("steps:")
      lines += report.steps.enumerated().map { "  \($0.offset + 1). \($0.element.text)" }
    }
    if report.ok, !report.events.isEmpty {
      lines.append("events:")
      lines += report.events.map { "  • \($0.text)" }
    }
    if let error = report.error { lines.append("error [\(error.code)]: \(error.message)") }
    return lines.joined(separator: "\n")
  }

  private func row(_ label: String, _ content: String) -> String {
    "  " + (label.count < 9 ? label.padded(to: 9) : label) + " " + content
  }

  /// A screen's title, with the view it zoomed out of: `Circle 1 (zoom: row-1)`.
  private static func title(_ crumb: Crumb) -> String {
    crumb.title + (crumb.zoom.map { " (zoom: \($0))" } ?? "")
  }

  /// An alert's title, with its title's visibility and its severity where not the platform's,
  /// then its buttons: `Delete? (title hidden, critical) [delete, cancel]`.
  private static func describe(_ alert: AlertItem) -> String {
    var notes: [String] = []
    if alert.titleVisibility != "automatic" { notes.append("title \(alert.titleVisibility)") }
    if alert.severity != "automatic" { notes.append(alert.severity) }
    let note = notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))"
    return "\(alert.title)\(note) [\(alert.buttons.joined(separator: ", "))]"
  }

  private func signIn(_ signedIn: Bool?) -> String {
    switch signedIn {
    case true?: " · signed in"
    case false?: " · signed out"
    case nil: ""
    }
  }

  private func label(_ title: String, badge: Int?, selected: Bool) -> String {
    let text = badge.map { "\(title) (\($0))" } ?? title
    return selected ? "[\(text)]" : text
  }

  private func tabBarLine(_ items: [TabCell]) -> String {
    var parts: [String] = []
    var region: String?
    let shown = items.filter { !$0.more }
    for item in shown {
      if let region, region != item.region { parts.append("|") }
      region = item.region
      parts.append(label(item.title, badge: item.badge, selected: item.selected) + (item.enabled ? "" : " (off)"))
    }
    let more = items.filter(\.more)
    if !more.isEmpty {
      let selected = more.contains(where: \.selected)
      parts.append(
        (selected ? "[More]" : "More") + ": " + more.map { label($0.title, badge: $0.badge, selected: $0.selected) }.joined(separator: ", ")
      )
    }
    return parts.joined(separator: "  ")
  }

  private func sidebarLines(_ sections: [SidebarGroup]) -> [String] {
    sections.enumerated().map { index, section in
      let items = section.items.map { label($0.title, badge: $0.badge, selected: $0.selected) } + section.actions.map { "+ \($0)" }
      let title = section.title.map { label($0, badge: nil, selected: section.selected) + ":  " } ?? ""
      return row(index == 0 ? "sidebar" : "", title + items.joined(separator: "  "))
    }
  }
}
