import Testing
import Waypoint
import WaypointExamples

/// What the SwiftUI layer reports about the device, put into the layout environment (issue 14:
/// the sidebar toggle is reported, and what it changes is decided by the core).
@Suite struct ReportedEnvironmentTests {
  static let pad = LayoutEnvironment(style: .sidebarAdaptable, sizeClass: .regular, idiom: .pad)

  @Test func onlyWhatIsReportedChanges() {
    let base = Self.pad
    #expect(base.reported(sizeClass: nil, isSidebarShown: nil, idiom: nil) == base)
    let hidden = base.reported(sizeClass: nil, isSidebarShown: false, idiom: nil)
    #expect(!hidden.isSidebarShown && hidden.sizeClass == .regular && hidden.idiom == .pad)
    #expect(base.reported(sizeClass: .compact, isSidebarShown: nil, idiom: .mac).idiom == .mac)
  }

  // R12: an adaptable sidebar the person hides becomes a tab bar, which cannot draw a
  // sidebar-only tab, so the selection is repaired (I1).
  @Test func hidingTheSidebarIsLaidOutAsATabBar() {
    var engine = NavigationEngine(structure: Media.structure(), selection: .settings, environment: Self.pad)
    #expect(engine.layout.sidebar != nil)
    let events = engine.setEnvironment(engine.environment.reported(sizeClass: nil, isSidebarShown: false, idiom: nil))
    #expect(engine.layout.tabBar != nil && engine.layout.sidebar == nil)
    #expect(events == [.repaired(from: .settings, to: .watchNow)])
  }
}
