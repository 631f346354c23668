internal import ArgumentParser
internal import Waypoint

/// The modal style a `present` command asks for.
package enum PresentStyle: String, Hashable, Sendable, CaseIterable {
  /// A sheet.
  case sheet
  /// A full-screen cover.
  case cover
  /// A sheet of a form's size where the screen leaves room around it.
  case form
  /// A sheet of about a page's size where the screen leaves room around it.
  case page
  /// A sheet at its content's own size where the screen leaves room around it.
  case fitted
  /// A popover, pointing at the view the command names (else a sheet).
  case popover
}

/// The container style: how the tabs are shown.
package enum PlaygroundStyle: String, Hashable, Sendable, CaseIterable {
  /// A tab bar.
  case tabs
  /// Always a sidebar.
  case sidebar
  /// A sidebar in regular width, a tab bar in compact width.
  case sidebarAdaptable = "sidebar-adaptable"
  /// One stack, no tab chrome.
  case single
  /// Chosen by the device's idiom (an iPad unless `device` says otherwise).
  case automatic
}

/// The horizontal size class.
package enum PlaygroundSize: String, Hashable, Sendable, CaseIterable {
  /// Compact width (iPhone, Slide Over).
  case compact
  /// Regular width (iPad full screen, Mac).
  case regular
}

/// The device the playground models; its idiom decides what the `automatic` style shows.
package enum PlaygroundDevice: String, Hashable, Sendable, CaseIterable {
  /// An iPhone: a bottom tab bar.
  case iphone
  /// An iPad (the default): a tab bar that adapts into a sidebar.
  case ipad
  /// A Mac: a sidebar.
  case mac
  /// An Apple TV: a sidebar.
  case tv
  /// An Apple Vision Pro: an ornament, with sections in a sidebar.
  case vision

  /// The layout idiom.
  var idiom: LayoutEnvironment.Idiom {
    switch self {
    case .iphone: .phone
    case .ipad: .pad
    case .mac: .mac
    case .tv: .tv
    case .vision: .vision
    }
  }
}

/// Where a tab is hidden.
package enum PlaygroundArea: String, Hashable, Sendable, CaseIterable {
  /// Only in the sidebar (which hides it from the tab bar too).
  case sidebar
  /// Only in the tab bar.
  case tabBar = "tab-bar"
}

/// A graph export format.
package enum GraphFormat: String, Hashable, Sendable, CaseIterable {
  /// Mermaid flowchart.
  case mermaid
  /// Graphviz DOT.
  case dot
}

/// A word an argument must be one of: read in any case, listed in help and in errors.
protocol Keyword: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension Keyword {
  init?(argument: String) { self.init(rawValue: argument.lowercased()) }

  /// The words, as a usage line shows them: `sheet|cover|form|page|fitted`.
  static var choices: String { allCases.map { $0.rawValue }.joined(separator: "|") }
}

extension PresentStyle: Keyword {}
extension PlaygroundStyle: Keyword {}
extension PlaygroundSize: Keyword {}
extension PlaygroundDevice: Keyword {}
extension PlaygroundArea: Keyword {}
extension GraphFormat: Keyword {}

extension PlaygroundStyle {
  /// The style a layout environment asks for.
  init(_ style: LayoutEnvironment.Style) {
    switch style.kind {
    case .automatic: self = .automatic
    case .tabBar: self = .tabs
    case .sidebarAdaptable: self = .sidebarAdaptable
    case .sidebar: self = .sidebar
    case .single: self = .single
    }
  }
}

extension PlaygroundDevice {
  /// The device of a layout idiom.
  init(_ idiom: LayoutEnvironment.Idiom) {
    switch idiom.kind {
    case .phone: self = .iphone
    case .pad: self = .ipad
    case .mac: self = .mac
    case .tv: self = .tv
    case .vision: self = .vision
    }
  }

  /// The size class the device starts in: compact on an iPhone, regular elsewhere.
  var startingSize: PlaygroundSize { self == .iphone ? .compact : .regular }
}
