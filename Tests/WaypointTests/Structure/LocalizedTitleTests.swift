import Foundation
import Testing
import Waypoint
import WaypointExamples

/// Titles from the app's string tables (issue 30, item 6: localizable titles that work on Linux
/// too): looked up as the structure is built, with a default where no table has the key; what
/// the layout draws and assistive technologies read is the title looked up, never the key.
@Suite struct LocalizedTitleTests {
  /// A bundle with a French `Tabs` table, made on disk for the test. The table is not in a
  /// language folder, so the lookup does not depend on the machine's language.
  static func frenchBundle() throws -> Bundle {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("waypoint-\(UUID().uuidString).bundle")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let table = """
      "tab.watch-now" = "Regarder";
      "section.collections" = "Collections de vidéos";
      """
    try Data(table.utf8).write(to: root.appendingPathComponent("Tabs.strings"))
    return try #require(Bundle(url: root))
  }

  /// The structure, its titles looked up in `bundle`, which is then removed from the disk.
  static func structure(_ bundle: Bundle) -> AppStructure<MediaDestination> {
    defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
    return AppStructure {
      AppTab("watch-now", .watchNow).title(localized: "tab.watch-now", table: "Tabs", bundle: bundle, defaultValue: "Watch Now")
      AppTab("library", .library).title(localized: "tab.library", table: "Tabs", bundle: bundle, defaultValue: "Library")
      AppTab("search", .search).role(.search).title(localized: "tab.search", table: "Tabs", bundle: bundle)
      AppTabSection("collections", title: "Collections", landing: .collections) {
        AppTab("collection-1", .collection(id: 1))
      }
      .title(localized: "section.collections", table: "Tabs", bundle: bundle)
    } origin: {
      Media.origin(of: $0)
    }
  }
}

extension LocalizedTitleTests {
  @Test func aTitleComesFromTheTableElseTheDefaultElseTheKey() throws {
    let structure = Self.structure(try Self.frenchBundle())
    #expect(structure.allTabs.map(\.title) == ["Regarder", "Library", "tab.search", "Collection 1"])
    #expect(structure.sections.map(\.title) == ["Collections de vidéos"])
  }

  @Test func theLayoutDrawsWhatWasLookedUpAndReadsItAloud() throws {  // accessibility labels are never keys
    let structure = Self.structure(try Self.frenchBundle())
    let phone = LayoutEnvironment(style: .automatic, sizeClass: .compact, idiom: .phone, sectionPolicy: .collapse)
    let layout = NavigationLayout(state: NavigationState(selection: .watchNow), structure: structure, environment: phone)
    #expect(layout.tabBar?.items.map(\.title).contains("Regarder") == true)
    #expect(layout.tabBar?.items.map(\.title).contains("Collections de vidéos") == true)
    let projection = TabViewProjection(state: NavigationState(selection: .watchNow), structure: structure, environment: phone)
    let labels = projection.items.flatMap { item -> [String] in
      switch item {
      case let .tab(tab): [tab.accessibilityLabel]
      case let .section(section): section.tabs.map(\.accessibilityLabel)
      }
    }
    #expect(labels.contains("Regarder"))
    #expect(labels.contains("Collections de vidéos"), "the collapsed section's landing reads its title")
    #expect(!labels.contains { $0.hasPrefix("tab.") && $0 != "tab.search" })
  }

  @Test func theAppsOwnBundleGivesTheDefaultWhereItHasNoTable() {
    let tab = AppTab("watch-now", MediaDestination.watchNow).title(localized: "tab.watch-now", table: "Tabs", defaultValue: "Watch Now")
    #expect(tab.title == "Watch Now")
  }
}
