/// The person's changes to tab visibility and order, keyed by stable customization ids.
///
/// A versioned `Codable` value, like SwiftUI's `TabViewCustomization` but with the tab-bar
/// order made public. Keys are ``AppTab/id`` and ``AppTabSection/id`` strings, never hash
/// values. Change it only with ``applying(_:in:sectionPolicy:)``, which refuses what the
/// rules forbid; check stored data against a changed structure with
/// ``validated(against:)``.
///
/// ```swift
/// var customization = TabCustomization()
/// try customization.apply(.show("downloads", in: .tabBar), in: structure)
/// try customization.apply(.moveInTabBar("downloads", to: 0), in: structure)
/// let data = try JSONEncoder().encode(customization)   // store it, e.g. in @AppStorage
/// ```
public struct TabCustomization: Hashable, Sendable {
  /// The format version this library writes.
  public static let currentVersion = 1

  /// The format version of this value.
  public private(set) var version: Int
  /// Sidebar visibility choices by tab id; absent means ``TabCustomization/Visibility/automatic``.
  public package(set) var sidebarVisibility: [String: TabCustomization.Visibility]
  /// Tab-bar visibility choices by tab id; absent means ``TabCustomization/Visibility/automatic``.
  public package(set) var tabBarVisibility: [String: TabCustomization.Visibility]
  /// The order of the tab bar's customizable region, by tab or section id; empty means declared
  /// order. Ids not listed follow in declared order.
  public package(set) var tabBarOrder: [String]
  /// The order of each customized section's tabs, by section id.
  public package(set) var sectionOrders: [String: [String]]

  /// An empty customization: every tab as declared.
  ///
  /// ```swift
  /// let customization = TabCustomization()
  /// ```
  public init() {
    version = Self.currentVersion
    sidebarVisibility = [:]
    tabBarVisibility = [:]
    tabBarOrder = []
    sectionOrders = [:]
  }

  /// The person's choice for a tab in an area.
  ///
  /// ```swift
  /// customization.visibility(of: "profile", in: .sidebar) // .automatic
  /// ```
  ///
  /// - Parameters:
  ///   - id: a tab's customization id.
  ///   - area: the sidebar or the tab bar.
  /// - Returns: the choice; ``TabCustomization/Visibility/automatic`` when none was made.
  public func visibility(of id: String, in area: TabCustomization.Area) -> TabCustomization.Visibility {
    switch area {
    case .sidebar: sidebarVisibility[id] ?? .automatic
    case .tabBar: tabBarVisibility[id] ?? .automatic
    }
  }

  /// Whether nothing was customized.
  public var isEmpty: Bool {
    sidebarVisibility.isEmpty && tabBarVisibility.isEmpty && tabBarOrder.isEmpty && sectionOrders.isEmpty
  }
}

extension TabCustomization: Codable {
  private enum CodingKeys: String, CodingKey {
    case version, sidebarVisibility, tabBarVisibility, tabBarOrder, sectionOrders
  }

  /// Decodes leniently: missing fields are empty. A version newer than ``currentVersion`` throws
  /// ``CustomizationError/unsupportedVersion(_:)`` rather than guessing.
  ///
  /// - Parameter decoder: the decoder.
  /// - Throws: ``CustomizationError/unsupportedVersion(_:)``, or the decoder's error for data
  ///   that is not a customization at all.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try container.decodeIfPresent(Int.self, forKey: .version) ?? Self.currentVersion
    guard version <= Self.currentVersion else { throw CustomizationError.unsupportedVersion(version) }
    self.version = Self.currentVersion
    sidebarVisibility = try container.decodeIfPresent([String: TabCustomization.Visibility].self, forKey: .sidebarVisibility) ?? [:]
    tabBarVisibility = try container.decodeIfPresent([String: TabCustomization.Visibility].self, forKey: .tabBarVisibility) ?? [:]
    tabBarOrder = try container.decodeIfPresent([String].self, forKey: .tabBarOrder) ?? []
    sectionOrders = try container.decodeIfPresent([String: [String]].self, forKey: .sectionOrders) ?? [:]
  }

  /// Encodes every field with the version.
  ///
  /// - Parameter encoder: the encoder.
  /// - Throws: the encoder's error.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encode(sidebarVisibility, forKey: .sidebarVisibility)
    try container.encode(tabBarVisibility, forKey: .tabBarVisibility)
    try container.encode(tabBarOrder, forKey: .tabBarOrder)
    try container.encode(sectionOrders, forKey: .sectionOrders)
  }
}
