import Foundation
import Testing
import Waypoint
import WaypointExamples

/// A session takes nothing on trust: what it is given is checked by the rules of restoration and
/// every change is reported; a closed window's navigator no longer reaches the session; a new
/// window always opens on a drawn tab, and at the window limit it says why it cannot.
@MainActor @Suite struct SessionIntegrityTests {
  typealias Shape = ShapesDestination

  static func circle(_ id: EntryID) -> NavigationState<Shape> {
    var state = NavigationState(selection: Shape.circle, nextEntryID: id.next)
    state.stacks[.circle] = [Entry(id: id, destination: .circleItem(level: 1))]
    return state
  }

  static func rectangle(_ id: EntryID) -> NavigationState<Shape> {
    var state = NavigationState(selection: Shape.rectangle, nextEntryID: id.next)
    state.stacks[.rectangle] = [Entry(id: id, destination: .rectangleItem(level: 1))]
    return state
  }
}

extension SessionIntegrityTests {
  // Reliability audit N3a: two windows with one id used to both open, as [0, 0].
  @Test func aSecondWindowWithTheSameIDIsDroppedAndReported() {
    let given = SessionSnapshot(windows: [.init(id: 0, state: Self.circle(0)), .init(id: 0, state: Self.rectangle(1))]).session
    let session = SessionNavigator(session: given, structure: Shapes.structure)
    #expect(session.windowIDs == [0])
    #expect(session.navigator(for: 0)?.state == Self.circle(0))
    #expect(session.adjustments == [.windowsDropped(index: 1, count: 1, reason: .duplicate("the id of window 0"))])
  }

  // Reliability audit N3b, I2: one entry id in two windows is cut from the second.
  @Test func anEntryIDInTwoWindowsIsCutFromTheSecond() {
    let given = SessionSnapshot(windows: [.init(id: 0, state: Self.circle(0)), .init(id: 1, state: Self.rectangle(0))]).session
    let session = SessionNavigator(session: given, structure: Shapes.structure)
    #expect(session.windowIDs == [0, 1])
    #expect(session.navigator(for: 1)?.state.stacks[.rectangle] == nil)
    #expect(
      session.adjustments == [.stackCut(window: 1, tab: .rectangle, index: 0, removed: 1, reason: .duplicateID(0))])
    let ids = session.session.allIDs
    #expect(Set(ids).count == ids.count, "ids unique across the session")
  }

  // Reliability audit N3c: a stack past the limit used to empty the window silently; now it is
  // cut at the limit and every valid screen is kept.
  @Test func aStackPastTheLimitIsCutNotEmptied() throws {
    var state = NavigationState(selection: Shape.circle, nextEntryID: 600)
    state.stacks[.circle] = (0..<600).map { Entry(id: EntryID(UInt64($0)), destination: .circleItem(level: $0 + 1)) }
    state.modals = []
    let session = SessionNavigator(session: Session(main: state), structure: Shapes.structure)
    let kept = try #require(session.navigator(for: 0)?.state.stacks[.circle])
    #expect(kept.count == Shapes.structure.limits.maxStackDepth)
    #expect(
      session.adjustments == [
        .stackCut(window: 0, tab: .circle, index: 512, removed: 88, reason: .limit(Shapes.structure.limits.maxStackDepth))
      ])
  }

  // Reliability audit N3: windows beyond maxWindows are reported, not silently left out.
  @Test func windowsBeyondTheLimitAreReported() {
    let given = SessionSnapshot(windows: [.init(id: 0, state: Self.circle(0)), .init(id: 1, state: Self.rectangle(1))]).session
    let session = SessionNavigator(session: given, structure: Shapes.structure, maxWindows: 1)
    #expect(session.windowIDs == [0])
    #expect(session.adjustments == [.windowsDropped(index: 1, count: 1, reason: .limit(1))])
  }

  // A valid session (a restored one) is taken exactly as it is.
  @Test func aValidSessionIsTakenAsItIs() throws {
    let given = SessionSnapshot(windows: [.init(id: 0, state: Self.circle(0)), .init(id: 3, state: Self.rectangle(1))]).session
    let session = SessionNavigator(session: given, structure: Shapes.structure)
    #expect(session.adjustments.isEmpty)
    #expect(session.session == given)
  }

  // Reliability audit N4: a navigator kept after its window closed no longer changes the other
  // windows' customization, nor draws ids from the session.
  @Test func aClosedWindowsNavigatorIsDetached() throws {
    let session = SessionNavigator(session: Session(main: NavigationState(selection: Shape.triangle)), structure: Shapes.structure)
    let other = try session.openWindow(startingOn: .triangle).get()
    let closed = try #require(session.navigator(for: other))
    session.closeWindow(other)
    _ = closed.customize(.hide("circle", in: .sidebar))
    #expect(session.navigator(for: 0)?.customization == TabCustomization(), "the open window is untouched")
    let counter = session.session.nextEntryID
    _ = closed.push(.infinity)
    #expect(session.session.nextEntryID == counter, "no id drawn from the session")
    #expect(try session.openWindow(showing: .circle).get() != other)
  }

  // Reliability audit N2: once the person hides the scene's start tab, a new window opens on the
  // tab the selection repair picks, never on nothing.
  @Test func aNewWindowOpensOnADrawnTabWhenTheStartTabIsHidden() throws {
    let session = SessionNavigator(session: Session(main: NavigationState(selection: Shape.triangle)), structure: Shapes.structure)
    let claims = WindowClaims()
    let first = try claims.claim(nil, in: session, selection: .triangle).get()
    #expect(try session.navigator(for: first)?.customize(.hide("triangle", in: .sidebar)).get() != nil)
    let second = try claims.claim(nil, in: session, selection: .triangle).get()
    let navigator = try #require(session.navigator(for: second))
    #expect(navigator.state.selection == .rectangle)
    #expect(
      Shapes.structure.isAvailable(
        navigator.state.selection, customization: navigator.customization, environment: navigator.environment))
  }

  // Reliability audit N2: at the window limit, the claim says why instead of leaving a blank window.
  @Test func aClaimAtTheWindowLimitSaysWhy() throws {
    let session = SessionNavigator(
      session: Session(main: NavigationState(selection: Shape.triangle)), structure: Shapes.structure, maxWindows: 2)
    let claims = WindowClaims()
    _ = try claims.claim(nil, in: session, selection: .triangle).get()
    _ = try claims.claim(nil, in: session, selection: .triangle).get()
    #expect(claims.claim(nil, in: session, selection: .triangle) == .failure(.tooManyWindows(limit: 2)))
    #expect(SessionError<Shape>.tooManyWindows(limit: 2).description == "a session holds at most 2 windows; close one first")
  }
}

extension SessionIntegrityTests {
  // Reliability audit N5: a section read back from the system in reverse is applied as one
  // change in every window (each moved tab used to run as a whole customization, twice).
  @Test func aLargeSectionReadBackReversedIsAppliedOnceInEveryWindow() throws {
    let count = 300
    let structure = AppStructure<LargeDestination>(
      content: [
        .tab(AppTab("home", .landing(0))),
        .section(AppTabSection("many", title: "Many") { for index in 0..<count { AppTab("tab-\(index)", .tab(index)) } }),
      ]
    ) { _ in .root }
    let session = SessionNavigator(
      session: Session(main: NavigationState(selection: LargeDestination.landing(0))), structure: structure,
      environment: LayoutEnvironment(style: .sidebar))
    let other = try session.openWindow(startingOn: .tab(7)).get()
    let navigator = try #require(session.navigator(for: 0))
    let reversed = (0..<count).reversed().map { "tab-\($0)" }
    let operations = navigator.customization.operations(
      toMatch: SystemTabCustomization(sectionOrders: ["many": reversed]), in: structure)
    #expect(operations.count == count - 1)
    #expect(try navigator.customize(operations).get() == [])
    #expect(navigator.customization.sectionOrders["many"] == reversed)
    #expect(session.navigator(for: other)?.customization == navigator.customization, "every window has it")
    #expect(navigator.customization.operations(toMatch: SystemTabCustomization(sectionOrders: ["many": reversed]), in: structure).isEmpty)
  }
}

extension SessionIntegrityTests {
  // Fuzz finding (actions): a session had no structure update, so windows updated one by one
  // disagreed, and windows opened later got the first structure. Now one window's update is
  // every window's, all or nothing.
  @Test func aStructureUpdateReachesEveryWindowAndLaterOnes() throws {
    let session = SessionNavigator(session: Session(main: NavigationState(selection: Shape.triangle)), structure: Shapes.structure)
    let other = try session.openWindow(startingOn: .circle).get()
    let lower = Shapes.structure.withLimits(NavigationLimits(maxStackDepth: 3))
    _ = try #require(session.navigator(for: other)).updateStructure(lower).get()
    #expect(session.structure.limits == lower.limits)
    #expect(session.windowIDs.allSatisfy { session.navigator(for: $0)?.structure.limits == lower.limits })
    let later = try session.openWindow(startingOn: .triangle).get()
    #expect(session.navigator(for: later)?.structure.limits == lower.limits)
  }

  // A structure some window cannot take changes no window.
  @Test func aStructureUpdateSomeWindowRefusesChangesNothing() throws {
    let session = SessionNavigator(session: Session(main: NavigationState(selection: Shape.triangle)), structure: Shapes.structure)
    _ = try session.openWindow(startingOn: .circle).get()
    let empty = AppStructure<Shape> {
      AppTab("triangle", .triangle).disabled()
    } origin: { _ in
      .root
    }
    #expect(session.updateStructure(empty) == .failure(.noAvailableTab))
    #expect(session.windowIDs.allSatisfy { session.navigator(for: $0)?.structure.limits == Shapes.structure.limits })
    #expect(session.navigator(for: 0)?.structure.allTabs.count == Shapes.structure.allTabs.count)
  }
}
