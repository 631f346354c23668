import Foundation
import Testing
import Waypoint
import WaypointExamples

/// Regression tests for crashes and wrapping counters that a coverage-guided fuzzing campaign
/// found in stored data and "no limit" settings. Each input used to trap or to wrap silently.
@Suite struct InputLimitRegressionTests {
  typealias Shape = ShapesDestination
}

extension InputLimitRegressionTests {
  @Test func aSectionOrderThatRepeatsAnIDDoesNotTrap() {  // fuzz finding: index out of range
    let system = SystemTabCustomization(sectionOrders: ["lists": ["list-2", "list-2"]])
    let operations = TabCustomization().operations(toMatch: system, in: Social.structure())
    #expect(operations == [.moveInSection("list-2", to: 0)])
  }

  @Test func aSectionOrderOfOnlyRepeatsOfTheFirstTabAsksForNothing() {
    let system = SystemTabCustomization(sectionOrders: ["lists": ["list-1", "list-1", "list-1"]])
    #expect(TabCustomization().operations(toMatch: system, in: Social.structure()).isEmpty)
  }

  @Test func aStoredEntryCounterAtTheTopOfTheRangeIsRepairedAndReported() throws {  // D4, I2
    let state = try SnapshotFixtures.shapes()
    let text = try SnapshotFixtures.text(state)
    let data = Data(
      text.replacingOccurrences(of: #""nextEntryID":10"#, with: #""nextEntryID":18446744073709551615"#).utf8)
    #expect(text.components(separatedBy: #""nextEntryID":10"#).count == 3, "the window's and the session's counter")
    let outcome = try SnapshotFixtures.restore(data)
    let restored = try #require(outcome.windows.first?.state)
    #expect(restored.nextEntryID == 10, "lowered to the lowest valid counter")
    #expect(outcome.snapshot.nextEntryID == 10)
    #expect(outcome.adjustments.contains(.nextEntryIDRepaired(window: 0, from: EntryID(.max), to: 10)))
    #expect(outcome.adjustments.contains(.sessionCounterRaised("nextEntryID", from: .max, to: 10)))
    var next = restored
    let events = try next.apply(.push(.infinity), in: Shapes.structure)
    #expect(events == [.pushed(Entry(id: 10, destination: .infinity))], "the next push gets a fresh id")
  }

  @Test func aCounterAtTheLastIssuableIDRefusesToIssueMore() throws {  // D3, D4: never wraps
    let last = NavigationState(selection: Shape.triangle, nextEntryID: EntryID(UInt64.max - (1 << 32) - 1))
    var state = last
    try state.apply(.push(.infinity), in: Shapes.structure)
    #expect(state.nextEntryID == EntryID(UInt64.max - (1 << 32)), "the counter stops below the reserved range")
    let full = state
    #expect(throws: NavigationError<Shape>.entryIDsExhausted) { try state.apply(.push(.infinity), in: Shapes.structure) }
    #expect(throws: NavigationError<Shape>.entryIDsExhausted) {
      try state.apply(.present(.infinity, style: .sheet), in: Shapes.structure)
    }
    #expect(throws: NavigationError<Shape>.entryIDsExhausted) {
      try state.apply(.show(.rectangleItem(level: 3)), in: Shapes.structure)
    }
    #expect(state == full, "the state is unchanged")
  }

  @Test func theLastWindowIDIsNeverHandedOutTwice() throws {  // fuzz finding: two windows, one id
    var session = Session(main: NavigationState(selection: Shape.triangle))
    let stored = try JSONEncoder().encode(session)
    let text = String(decoding: stored, as: UTF8.self).replacingOccurrences(
      of: #""nextWindowID":1"#, with: #""nextWindowID":18446744073709551615"#)
    session = try JSONDecoder().decode(Session<Shape>.self, from: Data(text.utf8))
    #expect(throws: SessionError<Shape>.windowIDsExhausted) {
      try session.openWindow(showing: .circle, in: Shapes.structure)
    }
    #expect(session.windows.count == 1)
  }

  @Test func aCollapsedSectionsBadgeSaturates() {  // fuzz finding: badge total overflowed
    let structure = AppStructure<SocialDestination> {
      AppTab("timeline", .timeline)
      AppTabSection("lists", title: "Lists", landing: .lists) {
        AppTab("list-1", .list(id: 1)).badge(.max)
        AppTab("list-2", .list(id: 2)).badge(.max)
      }
    } origin: {
      Social.origin(of: $0)
    }
    let phone = LayoutEnvironment(style: .tabBar, sizeClass: .compact, idiom: .phone, sectionPolicy: .collapse)
    let layout = NavigationLayout(
      state: NavigationState(selection: SocialDestination.timeline), structure: structure, customization: TabCustomization(),
      environment: phone)
    let lists = layout.tabBar?.items.first { $0.destination == .lists }
    #expect(lists?.badge == .max)
  }

  @Test func noLimitSettingsDoNotTrap() throws {  // D14: "no limit" is Int.max
    let limits = NavigationLimits(maxStackDepth: .max, maxModalDepth: .max)
    #expect(limits.maxRouteLength == .max)
    let structure = Fixtures.endlessShapes(limits: limits)
    _ = structure.hierarchy(of: .rectangleItem(level: 3))
    let options = SessionSnapshot<Shape>.RestoreOptions(maxByteCount: .max)
    let compact = try SessionSnapshot(state: try SnapshotFixtures.shapes()).jsonData().base64EncodedString()
    let outcome = try SessionSnapshot<Shape>.restore(fromCompactString: compact, in: Shapes.structure, options: options)
    #expect(outcome.adjustments.isEmpty)
  }
}

extension InputLimitRegressionTests {
  @MainActor
  @Test func aLiveSessionHasAWindowLimit() throws {  // fuzz finding: no window limit, openWindow quadratic
    let windows = SessionNavigator(
      session: Session(main: NavigationState(selection: Shape.triangle)), structure: Shapes.structure, maxWindows: 3)
    _ = try windows.openWindow(showing: .circle).get()
    _ = try windows.openWindow(showing: .rectangle).get()
    #expect(windows.openWindow(showing: .infinity) == .failure(.tooManyWindows(limit: 3)))
    #expect(windows.windowIDs.count == 3)
    windows.closeWindow(1)
    #expect((try? windows.openWindow(showing: .infinity).get()) == 3, "a closed window frees a place; ids are not reused")
  }

  @MainActor
  @Test func fiveThousandWindowsOpenWithUniqueIDs() throws {  // fuzz finding: openWindow was quadratic (20.8 s for 10,000)
    let windows = SessionNavigator(
      session: Session(main: NavigationState(selection: Shape.triangle)), structure: Shapes.structure, maxWindows: 5_000)
    for _ in 1..<5_000 { _ = try windows.openWindow(showing: .rectangleItem(level: 2)).get() }
    #expect(windows.windowIDs.count == 5_000)
    #expect(Set(windows.session.allIDs).count == windows.session.allIDs.count, "ids unique across every window")
  }

  @Test func aLargeStoredCustomizationIsValidatedWholly() {  // fuzz finding: validation cost ids × tabs
    let tabs = (0..<2_000).map { AppTab("tab-\($0)", ShapesDestination.circleItem(level: $0)) }
    let structure = AppStructure<ShapesDestination>(content: tabs.map { .tab($0) }) { _ in .root }
    var stored = TabCustomization()
    for index in 0..<20_000 { stored.sidebarVisibility["unknown-\(index)"] = .hidden }
    for tab in tabs { stored.tabBarVisibility[tab.id] = .visible }
    let outcome = stored.validated(against: structure)
    #expect(outcome.adjustments.count == 20_000)
    #expect(outcome.customization.tabBarVisibility.count == 2_000)
  }
}

extension InputLimitRegressionTests {
  @Test func aKeyRepeatedInStoredJSONKeepsItsFirstValue() throws {  // fuzz finding 6: the last one used to win
    // `JSONDecoder` reads the first of two equal keys; restoration relies on it and reports the
    // other (reliability audit F11).
    let text = try SnapshotFixtures.text(try SnapshotFixtures.shapes())
    let data = Data(text.replacingOccurrences(of: #""nextWindowID":1"#, with: #""nextWindowID":1,"nextWindowID":9"#).utf8)
    #expect(text.contains(#""nextWindowID":1"#))
    let outcome = try SnapshotFixtures.restore(data)
    #expect(outcome.adjustments == [.repeatedKeyIgnored(path: "nextWindowID")])
    #expect(outcome.snapshot.nextWindowID == 1, "the first value is used")
  }
}
