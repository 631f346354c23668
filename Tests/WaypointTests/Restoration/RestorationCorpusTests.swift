import Foundation
import Testing
import Waypoint
import WaypointExamples

/// One bad input per class of D12, each with its expected outcome.
@Suite struct RestorationCorpusTests {
  typealias Shape = ShapesDestination
  typealias Fixtures = SnapshotFixtures
}

extension RestorationCorpusTests {
  @Test func anEntryThatNoLongerDecodesCutsItsStackThere() throws {  // D12, SN-5
    let state = try Fixtures.shapes()
    let data = try Fixtures.replacing(#""pentagon""#, with: #""heptagon""#, in: try Fixtures.text(state))
    let outcome = try Fixtures.restore(data)
    let restored = try #require(outcome.windows.first?.state)
    #expect(restored.stack(for: .triangle).map(\.id) == [0])
    #expect(restored.modals == state.modals, "a hidden tab's cut leaves the visible chain alone")
    #expect(outcome.adjustments.count == 1)
    guard case .stackCut(window: 0, tab: .triangle, index: 1, removed: 2, reason: .undecodable) = outcome.adjustments.first else {
      Issue.record("unexpected \(outcome.adjustments)")
      return
    }
    #expect(outcome.original == data, "the original data is kept unmodified")
  }

  @Test func aCutInTheSelectedStackDismissesTheModalsAboveIt() throws {  // D12: modal k+1 sits on modal k's top
    let data = try Fixtures.replacing(Fixtures.level(2), with: #"{"rhombus":{"level":2}}"#, in: try Fixtures.text(try Fixtures.shapes()))
    let outcome = try Fixtures.restore(data)
    let restored = try #require(outcome.windows.first?.state)
    #expect(restored.selectedStack.map(\.id) == [3])
    #expect(restored.modals.isEmpty)
    #expect(outcome.adjustments.count == 2)
    guard case .stackCut(window: 0, tab: .rectangle, index: 1, removed: 1, reason: .undecodable) = outcome.adjustments.first else {
      Issue.record("unexpected \(outcome.adjustments)")
      return
    }
    guard case .modalsDropped(window: 0, elevation: 0, removed: 2, reason: .presenterNotRestored) = outcome.adjustments.last else {
      Issue.record("unexpected \(outcome.adjustments)")
      return
    }
  }

  @Test func aModalThatNoLongerDecodesGoesWithEverythingAboveIt() throws {  // D12
    let data = try Fixtures.replacing(Fixtures.level(3), with: #"{"rhombus":{"level":3}}"#, in: try Fixtures.text(try Fixtures.shapes()))
    let outcome = try Fixtures.restore(data)
    let restored = try #require(outcome.windows.first?.state)
    #expect(restored.modals.isEmpty)
    #expect(restored.selectedStack.map(\.id) == [3, 4])
    guard case .modalsDropped(window: 0, elevation: 0, removed: 2, reason: .undecodable) = outcome.adjustments.first else {
      Issue.record("unexpected \(outcome.adjustments)")
      return
    }
    #expect(outcome.adjustments.count == 1)
  }

  @Test func aModalWithAnUnknownStyleIsDropped() throws {  // D12
    var state = NavigationState(selection: Shape.circle)
    try state.apply(.present(.settings, style: .popover), in: Shapes.structure)
    let data = try Fixtures.replacing(#""popover""#, with: #""drawer""#, in: try Fixtures.text(state))
    let outcome = try Fixtures.restore(data)
    #expect(outcome.windows.first?.state.modals.isEmpty == true)
    guard case .modalsDropped(window: 0, elevation: 0, removed: 1, reason: .undecodable) = outcome.adjustments.first else {
      Issue.record("unexpected \(outcome.adjustments)")
      return
    }
  }

  @Test func aCutInsideAModalDismissesTheModalsAboveIt() throws {  // D12
    let data = try Fixtures.replacing(Fixtures.level(5), with: #"{"rhombus":{"level":5}}"#, in: try Fixtures.text(try Fixtures.shapes()))
    let outcome = try Fixtures.restore(data)
    let restored = try #require(outcome.windows.first?.state)
    #expect(restored.modals.map(\.id) == [5])
    #expect(restored.modals.first?.stack.map(\.id) == [6])
    #expect(outcome.adjustments.count == 2)
    guard case .modalStackCut(window: 0, elevation: 0, index: 1, removed: 1, reason: .undecodable) = outcome.adjustments.first,
      case .modalsDropped(window: 0, elevation: 1, removed: 1, reason: .presenterNotRestored) = outcome.adjustments.last
    else {
      Issue.record("unexpected \(outcome.adjustments)")
      return
    }
  }

  @Test func aSelectionThatNoLongerExistsFallsBackToThePreviousOne() throws {  // D8, D12
    var state = NavigationState(selection: SocialDestination.timeline)
    try state.apply(.select(.list(id: 2)), in: Social.structure())
    try state.apply(.push(.status(id: 9)), in: Social.structure())
    let data = try SessionSnapshot(state: state).jsonData()
    let smaller = Social.structure(lists: [SocialList(id: 1, title: "Swift")])
    let outcome = try SessionSnapshot.restore(from: data, in: smaller)
    let restored = try #require(outcome.windows.first?.state)
    #expect(restored.selection == .timeline)
    #expect(restored.stacks.isEmpty)
    #expect(
      outcome.adjustments == [
        .stackDropped(window: 0, entries: 1, reason: .notATab),
        .selectionRepaired(window: 0, from: .list(id: 2), to: .timeline),
      ])
  }

  @Test func modalsOverASelectionThatNoLongerExistsAreDismissed() throws {  // D8, D12: modal 0 sits on the tab's top
    var state = NavigationState(selection: SocialDestination.timeline)
    try state.apply(.select(.list(id: 2)), in: Social.structure())
    try state.apply(.present(.compose, style: .sheet), in: Social.structure())
    let data = try SessionSnapshot(state: state).jsonData()
    let outcome = try SessionSnapshot.restore(from: data, in: Social.structure(lists: []))
    #expect(outcome.windows.first?.state.modals.isEmpty == true)
    #expect(
      outcome.adjustments == [
        .selectionRepaired(window: 0, from: .list(id: 2), to: .timeline),
        .modalsDropped(window: 0, elevation: 0, removed: 1, reason: .presenterNotRestored),
      ])
  }

  @Test func aSelectionWithoutAValidPreviousFallsBackToTheFirstSelectableTab() throws {  // D8
    var state = NavigationState(selection: SocialDestination.list(id: 1))
    try state.apply(.select(.list(id: 2)), in: Social.structure())
    let data = try SessionSnapshot(state: state).jsonData()
    let outcome = try SessionSnapshot.restore(from: data, in: Social.structure(lists: []))
    #expect(outcome.windows.first?.state.selection == .timeline)
    #expect(
      outcome.adjustments == [
        .previousSelectionDropped(window: 0, reason: .notATab),
        .selectionRepaired(window: 0, from: .list(id: 2), to: .timeline),
      ])
  }

  @Test func anUndecodableSelectionIsRepaired() throws {  // D8, D12
    var state = NavigationState(selection: Shape.triangle)
    try state.apply(.select(.circle), in: Shapes.structure)
    let data = try Fixtures.replacing(#""selection":{"circle":{}}"#, with: #""selection":{"oval":{}}"#, in: try Fixtures.text(state))
    let outcome = try Fixtures.restore(data)
    #expect(outcome.windows.first?.state.selection == .triangle)
    #expect(outcome.adjustments == [.selectionRepaired(window: 0, from: nil, to: .triangle)])
  }

  @Test func aWindowWithNoSelectableTabIsDropped() throws {  // D8, I1
    let state = NavigationState(selection: Shape.triangle)
    let noTabs = AppStructure<Shape> {
      AppTab("triangle", .triangle).disabled()
    } origin: {
      Shapes.origin(of: $0)
    }
    let outcome = try Fixtures.restore(try SessionSnapshot(state: state).jsonData(), in: noTabs)
    #expect(outcome.windows.isEmpty)
    #expect(outcome.adjustments == [.windowsDropped(index: 0, count: 1, reason: .noSelectableTab)])
  }

  @Test func aMissingOrLowNextIDIsRaisedAboveEveryID() throws {  // D4, I2
    let state = try Fixtures.shapes()
    let low = try Fixtures.replacing(#""nextEntryID":10,"previous"#, with: #""nextEntryID":4,"previous"#, in: try Fixtures.text(state))
    let outcome = try Fixtures.restore(low)
    #expect(outcome.windows.first?.state == state)
    #expect(outcome.adjustments == [.nextEntryIDRepaired(window: 0, from: 4, to: 10)])
    let missing = try Fixtures.replacing(#""nextEntryID":10,"previous"#, with: #""previous"#, in: try Fixtures.text(state))
    #expect(try Fixtures.restore(missing).adjustments == [.nextEntryIDRepaired(window: 0, from: nil, to: 10)])
  }

  @Test func aDuplicateIDCutsWhereItAppearsAgain() throws {  // I2, D12
    let data = try Fixtures.replacing(#""id":9"#, with: #""id":6"#, in: try Fixtures.text(try Fixtures.shapes()))
    let outcome = try Fixtures.restore(data)
    let restored = try #require(outcome.windows.first?.state)
    #expect(restored.modals.map(\.id) == [5, 8])
    #expect(restored.modals.last?.stack.isEmpty == true)
    #expect(outcome.adjustments == [.modalStackCut(window: 0, elevation: 1, index: 0, removed: 1, reason: .duplicateID(6))])
  }

  @Test func stacksDeeperThanTheLimitAreCutAtTheLimit() throws {  // D14
    var state = NavigationState(selection: Shape.circle)
    for _ in 0..<6 { try state.apply(.push(.infinity), in: Shapes.structure) }
    let small = Shapes.structure.withLimits(NavigationLimits(maxStackDepth: 4))
    let outcome = try Fixtures.restore(try SessionSnapshot(state: state).jsonData(), in: small)
    #expect(outcome.windows.first?.state.selectedStack.count == 4)
    #expect(outcome.adjustments == [.stackCut(window: 0, tab: .circle, index: 4, removed: 2, reason: .limit(4))])
  }

  @Test func modalsBeyondTheLimitAreDropped() throws {  // D14
    var state = NavigationState(selection: Shape.circle)
    for destination in [Shape.settings, .infinity, .settings] {
      try state.apply(.present(destination, style: .sheet), in: Shapes.structure)
    }
    let small = Shapes.structure.withLimits(NavigationLimits(maxModalDepth: 2))
    let outcome = try Fixtures.restore(try SessionSnapshot(state: state).jsonData(), in: small)
    #expect(outcome.windows.first?.state.modals.count == 2)
    #expect(outcome.adjustments == [.modalsDropped(window: 0, elevation: 2, removed: 1, reason: .limit(2))])
  }

  @Test func windowsBeyondTheLimitAreDropped() throws {  // D14
    let windows = (0..<5).map { SessionSnapshot.Window(id: WindowID(UInt64($0)), state: NavigationState(selection: Shape.circle)) }
    let data = try SessionSnapshot(windows: windows).jsonData()
    let outcome = try Fixtures.restore(data, options: SessionSnapshot.RestoreOptions(maxWindows: 3))
    #expect(outcome.windows.map(\.id) == [0, 1, 2])
    #expect(outcome.adjustments == [.windowsDropped(index: 3, count: 2, reason: .limit(3))])
  }

  @Test func windowsWithoutAnIDOrWithATakenOneAreDropped() throws {  // D12, D13
    let windows = [
      SessionSnapshot.Window(id: 4, state: NavigationState(selection: Shape.circle)),
      SessionSnapshot.Window(id: 4, state: NavigationState(selection: Shape.triangle)),
      SessionSnapshot.Window(id: 5, state: NavigationState(selection: Shape.rectangle)),
      SessionSnapshot.Window(id: 6, state: NavigationState(selection: Shape.rectangle)),
    ]
    let text = String(decoding: try SessionSnapshot(windows: windows).jsonData(), as: UTF8.self)
    let noID = try Fixtures.replacing(#""id":5,"#, with: "", in: text)
    let data = try Fixtures.replacing(#""id":6,"#, with: #""id":"six","#, in: String(decoding: noID, as: UTF8.self))
    let outcome = try Fixtures.restore(data)
    #expect(outcome.windows.map(\.state.selection) == [.circle])
    #expect(
      outcome.adjustments == [
        .windowsDropped(index: 1, count: 1, reason: .duplicate("the id of window 4")),
        .windowsDropped(index: 2, count: 1, reason: .missing("the window id")),
        .windowsDropped(index: 3, count: 1, reason: .undecodable("the window id is not a valid number")),
      ])
  }

  @Test func stacksOrModalsThatAreNotListsAreReported() throws {  // D12: nothing goes silently
    var state = NavigationState(selection: Shape.circle)
    try state.apply(.push(.infinity), in: Shapes.structure)
    try state.apply(.present(.settings, style: .sheet), in: Shapes.structure)
    let text = try Fixtures.text(state)
    let stacks = try Fixtures.replacing(
      #""stacks":[{"entries":[{"destination":{"infinity":{}},"id":0}],"tab":{"circle":{}}}]"#, with: #""stacks":7"#, in: text)
    #expect(
      try Fixtures.restore(stacks).adjustments.first
        == .stackDropped(window: 0, entries: 0, reason: .undecodable("the stacks are not a list")))
    let modals = try Fixtures.replacing(#""modals":["#, with: #""modals":"x","ignored":["#, in: text)
    let outcome = try Fixtures.restore(modals)
    #expect(outcome.windows.first?.state.modals.isEmpty == true)
    #expect(
      outcome.adjustments.first
        == .modalsDropped(window: 0, elevation: 0, removed: 1, reason: .undecodable("the modals are not a list")))
  }

  @Test func anAlertThatNoLongerDecodesIsDropped() throws {  // D12
    var state = NavigationState(selection: Shape.circle)
    try state.apply(
      .presentAlert(AlertState(title: "Hi", buttons: [AlertState.Button("go", title: "Go", action: .push(.infinity))])),
      in: Shapes.structure)
    let data = try Fixtures.replacing(#"{"push":{"_0":{"infinity":{}}}}"#, with: #"{"warp":{}}"#, in: try Fixtures.text(state))
    let outcome = try Fixtures.restore(data)
    #expect(outcome.windows.first?.state.alert == nil)
    guard case .alertDropped(window: 0, reason: .undecodable) = outcome.adjustments.first else {
      Issue.record("unexpected \(outcome.adjustments)")
      return
    }
  }

  @Test func anAlertOverAScreenThatWasCutIsDropped() throws {  // D12; the alert sits on the top screen
    var state = NavigationState(selection: Shape.circle)
    try state.apply(.push(.feature(.pentagon)), in: Shapes.structure)
    try state.apply(.presentAlert(AlertState(title: "Hi")), in: Shapes.structure)
    let data = try Fixtures.replacing(#""pentagon""#, with: #""heptagon""#, in: try Fixtures.text(state))
    let outcome = try Fixtures.restore(data)
    #expect(outcome.windows.first?.state.alert == nil)
    #expect(outcome.adjustments.last == .alertDropped(window: 0, reason: .presenterNotRestored))
  }

  @Test func anUndecodablePreviousSelectionIsCleared() throws {  // D12
    var state = NavigationState(selection: Shape.triangle)
    try state.apply(.select(.circle), in: Shapes.structure)
    let data = try Fixtures.replacing(
      #""previousSelection":{"triangle":{}}"#, with: #""previousSelection":7"#, in: try Fixtures.text(state))
    let outcome = try Fixtures.restore(data)
    #expect(outcome.windows.first?.state.previousSelection == nil)
    guard case .previousSelectionDropped(window: 0, reason: .undecodable) = outcome.adjustments.first else {
      Issue.record("unexpected \(outcome.adjustments)")
      return
    }
  }

  @Test func aSecondStackForTheSameTabIsDropped() throws {  // D12, I2
    var state = NavigationState(selection: Shape.circle)
    try state.apply(.push(.infinity), in: Shapes.structure)
    try state.apply(.select(.triangle), in: Shapes.structure)
    let data = try Fixtures.replacing(#""tab":{"circle":{}}"#, with: #""tab":{"triangle":{}}"#, in: try Fixtures.text(state))
    let text = String(decoding: data, as: UTF8.self)
    let doubled = try Fixtures.replacing(
      #"}],"tab":{"triangle":{}}}]"#, with: #"}],"tab":{"triangle":{}}},{"entries":[],"tab":{"triangle":{}}}]"#, in: text)
    let outcome = try Fixtures.restore(doubled)
    #expect(outcome.windows.first?.state.selectedStack.map(\.destination) == [.infinity])
    #expect(outcome.adjustments == [.stackDropped(window: 0, entries: 0, reason: .duplicate("the stack of Triangle"))])
    let emptyFirst = try Fixtures.replacing(
      #""stacks":[{"#, with: #""stacks":[{"entries":[],"tab":{"triangle":{}}},{"#, in: text)
    #expect(
      try Fixtures.restore(emptyFirst).adjustments == [
        .stackDropped(window: 0, entries: 1, reason: .duplicate("the stack of Triangle"))
      ])
  }
}

extension RestorationCorpusTests {
  @Test func emptyInputIsReportedNotCrashed() {  // D12
    #expect(throws: RestorationError.empty) { try Fixtures.restore(Data()) }
    #expect(throws: RestorationError.empty) {
      try SessionSnapshot<Shape>.restore(fromCompactString: "", in: Shapes.structure)
    }
  }

  @Test func truncatedInputIsNotJSON() throws {  // D12
    let data = try SessionSnapshot(state: try Fixtures.shapes()).jsonData()
    let error = #expect(throws: RestorationError.self) { try Fixtures.restore(data.prefix(data.count / 2)) }
    #expect(error?.code == "notJSON")
  }

  @Test func aNewerFormatVersionIsRefused() throws {  // D12: versioned
    let text = try Fixtures.text(NavigationState(selection: Shape.circle))
    #expect(throws: RestorationError.unsupportedVersion(found: 2, supported: 1)) {
      try Fixtures.restore(try Fixtures.replacing(#""version":1"#, with: #""version":2"#, in: text))
    }
    #expect(throws: RestorationError.notASnapshot("format version 0")) {
      try Fixtures.restore(try Fixtures.replacing(#""version":1"#, with: #""version":0"#, in: text))
    }
    #expect(throws: RestorationError.notASnapshot("no format marker")) {
      try Fixtures.restore(try Fixtures.replacing(#""waypoint.session""#, with: #""other""#, in: text))
    }
    #expect(throws: RestorationError.notASnapshot("the top level is not an object")) { try Fixtures.restore(Data("[1,2]".utf8)) }
  }

  @Test func randomBytesAreNotJSON() {  // D12
    let bytes: [UInt8] = [0x8F, 0x00, 0xFF, 0x7B, 0x22, 0x13, 0xC3, 0x28, 0xA0, 0xA1, 0x5D]
    let error = #expect(throws: RestorationError.self) { try Fixtures.restore(Data(bytes)) }
    #expect(error?.code == "notJSON")
  }

  @Test func hugeInputIsRefusedBeforeItIsRead() {  // D14
    let data = Data(repeating: UInt8(ascii: " "), count: 3 << 20)
    #expect(throws: RestorationError.tooLarge(byteCount: 3 << 20, limit: 2 << 20)) { try Fixtures.restore(data) }
    let string = String(repeating: "A", count: 4 << 20)
    let error = #expect(throws: RestorationError.self) {
      try SessionSnapshot<Shape>.restore(fromCompactString: string, in: Shapes.structure)
    }
    #expect(error?.code == "tooLarge")
  }

  @Test func deeplyNestedInputIsRefusedWithoutRecursingForever() {  // D14
    let data = Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
    let error = #expect(throws: RestorationError.self) { try Fixtures.restore(data) }
    #expect(error?.code == "notJSON")
  }

  @Test func errorsHaveStableCodesAndSayWhatWasWrong() {  // D12: typed errors
    let errors: [RestorationError] = [
      .empty, .tooLarge(byteCount: 9, limit: 4), .invalidCompactString, .notJSON("x"), .notASnapshot("y"),
      .unsupportedVersion(found: 2, supported: 1), .encodingFailed("z"),
    ]
    #expect(
      errors.map(\.code) == [
        "empty", "tooLarge", "invalidCompactString", "notJSON", "notASnapshot", "unsupportedVersion", "encodingFailed",
      ])
    #expect(errors.map(\.description).allSatisfy { !$0.isEmpty })
    #expect(
      RestorationError.unsupportedVersion(found: 2, supported: 1).description
        == "the snapshot has format version 2; this version of Waypoint reads up to 1")
  }

  @Test func aStringThatIsNotBase64IsRefused() {  // D12
    #expect(throws: RestorationError.invalidCompactString) {
      try SessionSnapshot<Shape>.restore(fromCompactString: "not base64!", in: Shapes.structure)
    }
  }
}
