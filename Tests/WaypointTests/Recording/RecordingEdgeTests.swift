import Foundation
import Testing
import Waypoint
import WaypointExamples

/// Record and replay at the edges (issue 29 part 5): long sessions, copies, windows of a
/// session, redaction and bad recordings.
@MainActor
@Suite struct RecordingEdgeTests {
  typealias Recording = NavigationEngine<ShapesDestination>.Recording

  @Test func aFullRecordingKeepsAtLeastItsLastSteps() throws {  // a ring of two segments
    var engine = NavigationEngine(structure: Shapes.structure, selection: .rectangle)
    engine.startRecording(limit: 3)
    for level in 1...8 { engine.send(.push(.rectangleItem(level: level))) }
    let stopped = engine.stopRecording()
    let recording = try #require(stopped)
    // Segments of 3: steps 7–8 in the current one, 4–6 before it.
    #expect(recording.steps.map(\.input) == (4...8).map { .action(.push(.rectangleItem(level: $0))) })
    #expect(recording.start.state.stack(for: .rectangle).count == 3)
    #expect(try recording.replay(structure: Shapes.structure).divergence == nil)
  }

  @Test func aDryRunIsNotRecorded() throws {  // a copy of the engine records into its own log
    var engine = NavigationEngine(structure: Shapes.structure, selection: .triangle)
    engine.startRecording()
    _ = engine.check(.push(.infinity))
    _ = engine.can(.pop(1))
    engine.send(.push(.infinity))
    #expect(engine.recording?.steps.count == 1)
  }

  @Test func nothingIsRecordedWhenNothingListens() {
    var engine = NavigationEngine(structure: Shapes.structure, selection: .triangle)
    engine.send(.push(.infinity))
    #expect(engine.recording == nil)
    #expect(!engine.isRecording)
    #expect(engine.stopRecording() == nil)
  }

  @Test func aWindowOfASessionReplaysWithTheIdsItWasGiven() throws {
    // Another window takes ids between this window's steps; the replay takes the same ones.
    let windows = SessionNavigator(session: Session(main: NavigationState(selection: .rectangle)), structure: Shapes.structure)
    let firstID = try #require(windows.windowIDs.first)
    let first = try #require(windows.navigator(for: firstID))
    let secondID = try windows.openWindow(startingOn: .circle).get()
    let second = try #require(windows.navigator(for: secondID))
    first.startRecording()
    first.push(.rectangleItem(level: 1))
    second.push(.circleItem(level: 1))
    second.push(.circleItem(level: 2))
    first.push(.rectangleItem(level: 2))
    let recording = try #require(first.stopRecording())
    #expect(first.state.stack(for: .rectangle).map(\.id.rawValue) == [0, 3])
    let report = try recording.replay(structure: Shapes.structure)
    #expect(report.divergence == nil)
  }

  @Test func aRedactedRecordingReplaysByShape() throws {
    var engine = NavigationEngine(structure: Shapes.structure, selection: .rectangle, routes: Shapes.routes)
    engine.startRecording()
    engine.send(.push(.rectangleItem(level: 7)))
    engine.open(path: "/circle/item/2")
    let stopped = engine.stopRecording()
    let recording = try #require(stopped)
    let redacted = recording.redacted({ destination in
      if case .rectangleItem = destination { return .rectangleItem(level: 1) }
      return destination
    })
    #expect(redacted.isRedacted)
    #expect(redacted.steps.map(\.input) == [.action(.push(.rectangleItem(level: 1))), .openPath("/circle/item/2")])
    #expect(redacted.steps.allSatisfy { $0.digest == nil })
    let report = try redacted.replay(structure: Shapes.structure, routes: Shapes.routes)
    #expect(report.comparedShapes)
    #expect(report.divergence == nil)
    // The original still compares digests.
    let original = try recording.replay(structure: Shapes.structure, routes: Shapes.routes)
    #expect(!original.comparedShapes)
    #expect(original.divergence == nil)
  }

  @Test func aRedactionThatChangesWhatHappensIsFound() throws {
    var engine = NavigationEngine(structure: Shapes.structure, selection: .rectangle, routes: Shapes.routes)
    engine.startRecording()
    engine.send(.push(.rectangleItem(level: 7)))
    let recording = try #require(engine.recording)
    engine.send(.pop(1))
    engine.open(path: "/rectangle/item/9")
    // A rectangle item redacted into a tab cannot be pushed: other events.
    let report = try recording.redacted { destination in
      if case .rectangleItem = destination { return .circle }
      return destination
    }.replay(structure: Shapes.structure)
    #expect(report.divergence?.step == 1)
    // A deep link redacted to another depth shows fewer screens: another shape.
    let deepStopped = engine.stopRecording()
    let deep = try #require(deepStopped)
    let linked = try deep.redacted({ $0 }, url: { _ in "/rectangle/item/1" }).replay(structure: Shapes.structure, routes: Shapes.routes)
    #expect(linked.divergence?.step == 3)
  }

  @Test func badRecordingsAreRefusedWithTheReason() throws {  // bad input: typed errors
    var engine = NavigationEngine(structure: Shapes.structure, selection: .triangle)
    engine.startRecording()
    engine.send(.push(.infinity))
    engine.send(.push(.infinity))
    let stopped = engine.stopRecording()
    let data = try #require(try stopped?.jsonData())
    #expect(throws: Recording.Problem.empty) { try Recording(jsonData: Data()) }
    #expect(throws: Recording.Problem.tooLarge(byteCount: data.count, limit: 10)) { try Recording(jsonData: data, maxByteCount: 10) }
    #expect(throws: Recording.Problem.tooManySteps(count: 2, limit: 1)) { try Recording(jsonData: data, maxSteps: 1) }
    #expect { try Recording(jsonData: data.prefix(data.count / 2)) } throws: { error in
      guard case .notJSON = error as? Recording.Problem else { return false }
      return true
    }
    #expect { try Recording(jsonData: Data(#"{"snapshot": 1}"#.utf8)) } throws: { error in
      guard case .notARecording = error as? Recording.Problem else { return false }
      return true
    }
    let newer = String(decoding: data, as: UTF8.self).replacingOccurrences(of: #""version":1"#, with: #""version":7"#)
    #expect(throws: Recording.Problem.unsupportedVersion(found: 7, supported: 1)) { try Recording(jsonData: Data(newer.utf8)) }
    let none = String(decoding: data, as: UTF8.self).replacingOccurrences(of: #""version":1"#, with: #""version":0"#)
    #expect(throws: Recording.Problem.notARecording("the format version is 0; versions start at 1")) {
      try Recording(jsonData: Data(none.utf8))
    }
  }

  @Test func aStartThatIsNotValidIsRefused() throws {
    var engine = NavigationEngine(structure: Shapes.structure, selection: .triangle)
    engine.startRecording()
    let stopped = engine.stopRecording()
    var recording = try #require(stopped)
    recording.start.state.stacks[.triangle] = [Entry(id: 1, destination: .infinity), Entry(id: 1, destination: .infinity)]
    #expect { try recording.replay(structure: Shapes.structure) } throws: { error in
      guard case .invalidStart = error as? Recording.Problem else { return false }
      return true
    }
  }

  @Test func aStructureUpdateNeedsTheStructure() throws {
    let lists = [SocialList(id: 1, title: "Swift")]
    let navigator = Navigator(structure: Social.structure(), selection: .timeline)
    navigator.startRecording()
    navigator.updateStructure(Social.structure(lists: lists))
    navigator.select(.list(id: 1))
    let recording = try #require(navigator.stopRecording())
    #expect {
      try recording.replay(structure: Social.structure())
    } throws: { error in
      guard case .structureNotGiven(step: 1, _) = error as? NavigationEngine<SocialDestination>.Recording.Problem else { return false }
      return true
    }
    let report = try recording.replay(structure: Social.structure(), updates: [Social.structure(lists: lists)])
    #expect(report.divergence == nil)
    #expect(report.stepsReplayed == 2)
  }

  @Test func theNavigatorStreamsScreenChanges() async throws {
    let navigator = Navigator(structure: Shapes.structure, selection: .triangle)
    let stream = navigator.screenChanges()
    navigator.push(.infinity)
    navigator.pop(5)  // refused: the same screen stays on top
    navigator.send(NavigationAction.pop(1).by(.person))
    var iterator = stream.makeAsyncIterator()
    #expect(await iterator.next() == NavigationEngine.ScreenChange(from: .triangle, to: .infinity, cause: .app))
    #expect(await iterator.next() == NavigationEngine.ScreenChange(from: .infinity, to: .triangle, cause: .person))
    #expect(navigator.recording == nil)
  }
}

extension RecordingEdgeTests {
  @Test func aSessionRecordsEachWindow() throws {
    let windows = SessionNavigator(session: Session(main: NavigationState(selection: .rectangle)), structure: Shapes.structure)
    let second = try windows.openWindow(startingOn: .circle).get()
    windows.startRecording()
    windows.navigator(for: 0)?.push(.rectangleItem(level: 1))
    windows.navigator(for: second)?.push(.circleItem(level: 1))
    // Shared: the window it was made in records the customization, the other one its result.
    let customized = windows.navigator(for: second)?.customize(.hide("triangle", in: .tabBar))
    #expect(customized.map { if case .success = $0 { true } else { false } } == true)
    let recordings = windows.stopRecording()
    #expect(recordings.keys.sorted() == [0, second])
    #expect(recordings[0]?.steps.map(\.input.kindForTest) == ["action", "restoreCustomization"])
    #expect(recordings[second]?.steps.map(\.input.kindForTest) == ["action", "customize"])
    for recording in recordings.values {
      #expect(try recording.replay(structure: Shapes.structure).divergence == nil)
    }
    #expect(windows.navigator(for: 0)?.recording == nil)
  }
}

extension RecordingEdgeTests {
  // A window's replacement refused because another window holds one of its ids replays as
  // refused: the step keeps the ids (the replay has no other windows to ask).
  @Test func aReplacementAnotherWindowRefusedReplaysRefused() throws {
    let windows = SessionNavigator(session: Session(main: NavigationState(selection: .rectangle)), structure: Shapes.structure)
    let secondID = try windows.openWindow(startingOn: .circle).get()
    let first = try #require(windows.navigator(for: 0))
    let second = try #require(windows.navigator(for: secondID))
    second.push(.circleItem(level: 1))
    let held = try #require(second.state.stack(for: .circle).first?.id)
    first.startRecording()
    var taken = NavigationState(selection: ShapesDestination.rectangle)
    taken.stacks[.rectangle] = [Entry(id: held, destination: .rectangleItem(level: 1))]
    taken.nextEntryID = EntryID(held.rawValue + 1)
    #expect(throws: NavigationError<ShapesDestination>.invalidState([.idInUse(held)])) { try first.send(.replace(taken)).get() }
    first.push(.rectangleItem(level: 2))
    let recording = try #require(first.stopRecording())
    #expect(recording.steps.first?.events == ["rejected"])
    #expect(try recording.replay(structure: Shapes.structure).divergence == nil)
  }
}

extension RecordingEdgeTests {
  // A badge decides nothing: a recording replays against the structure with today's badges,
  // and a badge update needs no structure of its own; a disabled tab decides, and is refused.
  @Test func badgesDoNotMakeAnotherStructure() throws {
    let navigator = Navigator(structure: Social.structure(unreadNotifications: 3), selection: .timeline)
    navigator.startRecording()
    navigator.push(.status(id: 1))
    navigator.updateStructure(Social.structure(unreadNotifications: 9))
    let recording = try #require(navigator.stopRecording())
    #expect(try recording.replay(structure: Social.structure(unreadNotifications: 4)).divergence == nil)
    let social = Social.structure(unreadNotifications: 3)
    let disabled = AppStructure(
      content: social.content.map { item in
        if case let .tab(tab) = item, tab.destination == .notifications { return .tab(tab.disabled()) }
        return item
      }, limits: social.limits, origin: social.origin)
    #expect(throws: NavigationEngine<SocialDestination>.Recording.Problem.self) { try recording.replay(structure: disabled) }
  }
}

extension RecordingEdgeTests {
  // A session that records keeps the recording of a window closed meanwhile, and records the
  // windows opened meanwhile.
  @Test func aSessionKeepsClosedWindowsAndRecordsNewOnes() throws {
    let windows = SessionNavigator(session: Session(main: NavigationState(selection: .rectangle)), structure: Shapes.structure)
    let secondID = try windows.openWindow(startingOn: .circle).get()
    windows.startRecording()
    windows.navigator(for: secondID)?.push(.circleItem(level: 1))
    let closed = try #require(windows.navigator(for: secondID))
    _ = windows.closeWindow(secondID)
    #expect(closed.recording == nil, "a closed window no longer records")
    let thirdID = try windows.openWindow(startingOn: .triangle).get()
    windows.navigator(for: thirdID)?.push(.infinity)
    let recordings = windows.stopRecording()
    #expect(recordings.keys.sorted() == [0, secondID, thirdID])
    #expect(recordings[secondID]?.steps.count == 1)
    #expect(recordings[thirdID]?.steps.count == 1)
    for recording in recordings.values { #expect(try recording.replay(structure: Shapes.structure).divergence == nil) }
    #expect(windows.stopRecording().isEmpty)
  }
}
