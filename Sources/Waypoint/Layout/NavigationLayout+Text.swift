extension NavigationLayout: CustomStringConvertible {
  /// The layout as stable, readable lines: the environment, the tab bar (with More), the
  /// sidebar, the bottom accessory where one is drawn, the stack and the modal chain. Golden
  /// snapshot tests store it and the terminal demo draws the screen with it.
  ///
  /// ```swift
  /// print(NavigationLayout(state: state, structure: Shapes.structure, environment: LayoutEnvironment()).text)
  /// // presentation: tabBar (style automatic, compact, phone, …)
  /// // tab bar:
  /// //   > Triangle [triangle] customizable · triangle
  /// //   …
  /// ```
  public var text: String {
    var lines: [String] = []
    let env = environment
    lines.append(
      "presentation: \(presentation) (style \(env.style), \(env.sizeClass), \(env.idiom), "
        + "sidebar \(env.isSidebarShown ? "shown" : "hidden"), sections \(env.sectionPolicy), "
        + "limit \(env.compactTabBarLimit), search \(env.searchActivation))")
    if let tabBar {
      lines.append(tabBar.isHidden ? "tab bar (hidden):" : "tab bar:")
      lines.append(contentsOf: tabBar.items.map { "  " + Self.line(for: $0) })
      if tabBar.hasMore {
        lines.append("  \(tabBar.isMoreSelected ? ">" : " ") More:")
        lines.append(contentsOf: tabBar.more.map { "    " + Self.line(for: $0) })
      }
    } else {
      lines.append("tab bar: none")
    }
    if let sidebar {
      lines.append("sidebar:")
      lines.append(contentsOf: sidebar.tabs.map { "  " + Self.line(for: $0, region: false) })
      for section in sidebar.sections {
        let landing = section.landing.map { ", landing \($0.title)" } ?? ""
        lines.append("  \(section.isSelected ? ">" : " ") section \(section.title) [\(section.id)]\(landing):")
        lines.append(contentsOf: section.items.map { "    " + Self.line(for: $0, region: false) })
        lines.append(contentsOf: section.actions.map { "      + \($0.title) [\($0.id)] · \($0.symbolName)" })
      }
    } else {
      lines.append("sidebar: none")
    }
    if let bottomAccessory { lines.append("accessory: \(bottomAccessory.title)") }
    lines.append("stack: " + ([selection.title] + stack.map { "\($0.destination.title) \($0.id)" }).joined(separator: " › "))
    if modals.isEmpty { lines.append("modals: none") }
    for (elevation, modal) in modals.enumerated() {
      let screens = ["\(modal.destination.title) \(modal.id)"] + modal.stack.map { "\($0.destination.title) \($0.id)" }
      lines.append("modal \(elevation) \(modal.style.name): " + screens.joined(separator: " › "))
    }
    if let alert { lines.append("alert: \(alert.title)") }
    return lines.joined(separator: "\n")
  }

  /// The same as ``text``.
  public var description: String { text }

  private static func line(for item: NavigationLayout<D>.Item, region: Bool = true) -> String {
    var traits = region ? ["\(item.region)"] : []
    if item.isSection { traits.append("section") }
    if item.badge > 0 { traits.append("badge \(item.badge)") }
    if !item.isEnabled { traits.append("disabled") }
    let described = traits.isEmpty ? "" : " " + traits.joined(separator: ", ")
    return "\(item.isSelected ? ">" : " ") \(item.title) [\(item.id)]\(described) · \(item.symbolName)"
  }
}
