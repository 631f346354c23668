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

extension ReportedEnvironmentTests {
  // Issue 14, behaviour 7: the device's idiom as UIKit reports it; an iPad is laid out as an
  // iPad, a Mac Catalyst app as a Mac; an unspecified interface or CarPlay keeps the app's idiom.
  @Test func theReportedInterfaceGivesTheIdiom() {
    let idioms = LayoutEnvironment.DeviceInterface.allCases.map { ($0, LayoutEnvironment.Idiom(reporting: $0)) }
    for (interface, idiom) in idioms {
      switch interface {
      case .phone: #expect(idiom == .phone)
      case .pad: #expect(idiom == .pad)
      case .tv: #expect(idiom == .tv)
      case .mac: #expect(idiom == .mac)
      case .vision: #expect(idiom == .vision)
      case .unspecified, .carPlay: #expect(idiom == nil)
      }
    }
    let phone = LayoutEnvironment()
    #expect(
      phone.reported(sizeClass: .regular, isSidebarShown: nil, idiom: LayoutEnvironment.Idiom(reporting: .pad)).presentation == .sidebar)
    #expect(phone.reported(sizeClass: nil, isSidebarShown: nil, idiom: LayoutEnvironment.Idiom(reporting: .carPlay)) == phone)
  }
}

extension ReportedEnvironmentTests {
  // Issue 14, behaviour 7 (review): the app's layout is where the first report starts; a later
  // size-class change starts from the navigator's environment, so the style the app chose while
  // running is kept, and so is the sidebar the person hid.
  @Test @MainActor func theAppsLayoutStartsTheFirstReportOnly() {
    let navigator = Navigator(structure: Media.structure(), selection: .watchNow)
    var reporter = EnvironmentReporter(startingFrom: LayoutEnvironment(style: .sidebarAdaptable))
    reporter.report(sizeClass: .regular, isSidebarShown: nil, idiom: .pad, to: navigator)
    #expect(navigator.environment == LayoutEnvironment(style: .sidebarAdaptable, sizeClass: .regular, idiom: .pad))
    navigator.setEnvironment(navigator.environment.reported(sizeClass: nil, isSidebarShown: false, idiom: nil))
    var chosen = navigator.environment
    chosen.style = .tabBar
    navigator.setEnvironment(chosen)
    reporter.report(sizeClass: .compact, isSidebarShown: nil, idiom: .pad, to: navigator)
    #expect(navigator.environment.style == .tabBar)
    #expect(navigator.environment.sizeClass == .compact)
    #expect(!navigator.environment.isSidebarShown)
  }

  // Review: a sidebar the person hid, reported before the first size class, stays hidden when the
  // first report starts from the app's layout.
  @Test @MainActor func aSidebarReportedFirstStaysAsReported() {
    let navigator = Navigator(structure: Media.structure(), selection: .watchNow, environment: Self.pad)
    var reporter = EnvironmentReporter(startingFrom: LayoutEnvironment(style: .sidebarAdaptable))
    navigator.report(isSidebarShown: false)
    reporter.report(sizeClass: .regular, isSidebarShown: nil, idiom: .pad, to: navigator)
    #expect(!navigator.environment.isSidebarShown)
    #expect(navigator.environment.style == .sidebarAdaptable)
  }

  // A report that changes nothing is not sent (no new layout, no events).
  @Test func aReportThatChangesNothingIsNotSent() {
    var reporter = EnvironmentReporter(startingFrom: nil)
    #expect(reporter.environment(after: Self.pad, sizeClass: .regular, isSidebarShown: nil, idiom: .pad) == nil)
    #expect(reporter.environment(after: Self.pad, sizeClass: .compact, isSidebarShown: nil, idiom: nil)?.sizeClass == .compact)
  }
}

extension ReportedEnvironmentTests {
  // R12: the sidebar the person hides, reported from the tab view's placement, is laid out as a
  // tab bar; reporting it again changes nothing.
  @Test @MainActor func aReportedHiddenSidebarIsLaidOutAsATabBar() {
    let navigator = Navigator(structure: Media.structure(), selection: .watchNow, environment: Self.pad)
    navigator.report(isSidebarShown: false)
    #expect(!navigator.environment.isSidebarShown && navigator.environment.sizeClass == .regular)
    #expect(navigator.layout.tabBar != nil && navigator.layout.sidebar == nil)
    let environment = navigator.environment
    navigator.report(isSidebarShown: false)
    #expect(navigator.environment == environment)
  }
}
