import Foundation
import Observation
import Testing
import Waypoint
import WaypointExamples

/// What is typed in the search tab's field is state (issue 30, item 5: `.searchable` with the
/// query as state): set by an action, the person's typing or the app's, kept, saved and
/// restored, forgotten when a search tab that resets is left, refused where it means nothing.
@MainActor
@Suite struct SearchQueryTests {
  static let phone = LayoutEnvironment(style: .automatic, sizeClass: .compact, idiom: .phone)
}

extension SearchQueryTests {
  @Test func anActionSetsItAndNothingElse() throws {
    var engine = NavigationEngine(structure: Media.structure(), selection: .watchNow, environment: Self.phone)
    #expect(engine.state.searchQuery.isEmpty)
    let before = engine.state
    #expect(engine.send(.setSearchQuery("swift ui")) == .success([]))
    #expect(engine.state.searchQuery == "swift ui")
    var expected = before
    expected.searchQuery = "swift ui"
    #expect(engine.state == expected)
    // The person's typing is the same action, sent by the person.
    #expect(engine.send(NavigationAction.setSearchQuery("swift").by(.person)) == .success([]))
    #expect(engine.state.searchQuery == "swift")
    #expect(engine.send(.setSearchQuery("")) == .success([]))
    #expect(engine.state == before)
  }

  @Test func itIsRefusedWhereItMeansNothing() {  // typed errors; nothing changes
    var shapes = NavigationEngine(structure: Shapes.structure, selection: .triangle)
    let start = shapes.state
    #expect(shapes.send(.setSearchQuery("x")) == .failure(.noSearchTab))
    #expect(shapes.state == start)
    var media = NavigationEngine(structure: Media.structure(), selection: .watchNow)
    let limit = NavigationState<MediaDestination>.maxSearchQueryLength
    #expect(media.send(.setSearchQuery(String(repeating: "a", count: limit))) == .success([]))
    let full = media.state
    #expect(media.send(.setSearchQuery(String(repeating: "a", count: limit + 1))) == .failure(.searchQueryTooLong(limit: limit)))
    #expect(media.state == full)
    #expect(NavigationError<MediaDestination>.noSearchTab.description.contains("no search tab"))
  }

  @Test func aSearchTabThatResetsWhenLeftForgetsIt() throws {  // the leave policy: a reset tab starts fresh
    // Media's Search resets when left.
    var media = NavigationEngine(structure: Media.structure(), selection: .search, environment: Self.phone)
    media.send(.setSearchQuery("swift"))
    media.send(.select(.library))
    #expect(media.state.searchQuery.isEmpty)
    // A search tab that keeps its stack keeps its query, wherever the person goes.
    let keeping = AppStructure<MediaDestination> {
      AppTab("watch-now", .watchNow)
      AppTab("search", .search).role(.search)
    } origin: {
      Media.origin(of: $0)
    }
    var kept = NavigationEngine(structure: keeping, selection: .search, environment: Self.phone)
    kept.send(.setSearchQuery("swift"))
    kept.send(.select(.watchNow))
    #expect(kept.state.searchQuery == "swift")
    // Leaving another tab that resets leaves the query alone.
    let otherResets = AppStructure<MediaDestination> {
      AppTab("watch-now", .watchNow).onLeave(.reset)
      AppTab("search", .search).role(.search)
    } origin: {
      Media.origin(of: $0)
    }
    var other = NavigationEngine(structure: otherResets, selection: .watchNow, environment: Self.phone)
    other.send(.setSearchQuery("swift"))
    other.send(.select(.search))
    #expect(other.state.searchQuery == "swift")
  }

  @Test func aStateCarriesItOnlyWhenThereIsOne() throws {  // stored only when set: old data reads as before
    var state = NavigationState(selection: MediaDestination.search)
    let plain = try JSONEncoder().encode(state)
    #expect(!String(decoding: plain, as: UTF8.self).contains("searchQuery"))
    state.searchQuery = "swift"
    let data = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(NavigationState<MediaDestination>.self, from: data) == state)
    #expect(try JSONDecoder().decode(NavigationState<MediaDestination>.self, from: plain).searchQuery.isEmpty)
    // Equal states compare and hash by it.
    #expect(state != NavigationState(selection: .search))
    #expect(Set([state, NavigationState(selection: .search)]).count == 2)
  }

  @Test func aStateWithAQueryItCannotKeepIsInvalid() {  // strict validation: replace and init refuse it
    var state = NavigationState(selection: ShapesDestination.triangle)
    state.searchQuery = "x"
    #expect(state.problems(in: Shapes.structure) == [.searchQueryWithoutSearchTab])
    #expect(throws: NavigationError<ShapesDestination>.self) { try NavigationEngine(structure: Shapes.structure, state: state) }
    var media = NavigationState(selection: MediaDestination.watchNow)
    media.searchQuery = String(repeating: "a", count: NavigationState<MediaDestination>.maxSearchQueryLength + 1)
    #expect(
      media.problems(in: Media.structure())
        == [.searchQueryTooLong(limit: NavigationState<MediaDestination>.maxSearchQueryLength)])
  }

  @Test func restorationKeepsItAndReportsWhatItCannotKeep() throws {  // lenient restore, every adjustment reported
    var state = NavigationState(selection: MediaDestination.search)
    state.searchQuery = "swift ui"
    let data = try SessionSnapshot(state: state).jsonData()
    let restored = try SessionSnapshot.restore(from: data, in: Media.structure())
    #expect(restored.snapshot.windows.first?.state == state)
    #expect(restored.adjustments.isEmpty)
    // A structure without a search tab drops it, and says so.
    let noSearch = AppStructure<MediaDestination> {
      AppTab("search", .search)
      AppTab("watch-now", .watchNow)
    } origin: {
      Media.origin(of: $0)
    }
    let dropped = try SessionSnapshot.restore(from: data, in: noSearch)
    #expect(dropped.snapshot.windows.first?.state.searchQuery == "")
    #expect(dropped.adjustments == [.searchQueryDropped(window: 0, reason: .missing("a search tab"))])
    // Too long, or not text: dropped and reported; the rest of the window is restored.
    let limit = NavigationState<MediaDestination>.maxSearchQueryLength
    let text = String(decoding: data, as: UTF8.self)
    let long = Data(text.replacingOccurrences(of: "\"swift ui\"", with: "\"\(String(repeating: "a", count: limit + 1))\"").utf8)
    let tooLong = try SessionSnapshot.restore(from: long, in: Media.structure())
    #expect(tooLong.adjustments == [.searchQueryDropped(window: 0, reason: .limit(limit))])
    #expect(tooLong.snapshot.windows.first?.state.selection == .search)
    let number = Data(text.replacingOccurrences(of: "\"swift ui\"", with: "42").utf8)
    let unreadable = try SessionSnapshot.restore(from: number, in: Media.structure())
    #expect(unreadable.snapshot.windows.first?.state.searchQuery == "")
    #expect(unreadable.adjustments.count == 1)
  }

  @Test func aNavigatorTellsItsReadersExactlyWhenItChanges() {  // I10
    let navigator = Navigator(structure: Media.structure(), selection: .search, environment: Self.phone)
    func fired(by change: () -> Void) -> [String] {
      let fired = FiredReaders()
      withObservationTracking {
        _ = navigator.searchQuery
      } onChange: {
        fired.insert("query")
      }
      withObservationTracking {
        _ = navigator.alert
      } onChange: {
        fired.insert("alert")
      }
      change()
      return fired.names.sorted()
    }
    #expect(fired { navigator.send(.setSearchQuery("swift")) } == ["query"])
    #expect(navigator.searchQuery == "swift")
    #expect(fired { navigator.send(.setSearchQuery("swift")) } == [])
    #expect(fired { navigator.push(.video(id: 1)) } == [])
    #expect(fired { navigator.select(.library) } == ["query"])
    #expect(navigator.searchQuery.isEmpty)
  }

  @Test func aPlanCarriesItToTheScreen() throws {  // the stager's displayed state reaches the target
    var target = NavigationState(selection: MediaDestination.search)
    target.searchQuery = "swift"
    let plan = TransitionPlan(from: NavigationState(selection: .search), to: target)
    #expect(plan.states.last == target)
    #expect(plan.steps.count == 1)
    #expect(plan.steps.first?.keepsTheScreen == true)
  }

  @Test func typingDoesNotDropALookupInProgress() throws {  // the latest navigation wins; typing is not navigation
    var engine = LookupTests.engine()
    engine.send(.show(.user(id: 123)))
    let held = engine.pendingNavigation
    #expect(engine.send(NavigationAction.setSearchQuery("swift").by(.person)) == .success([]))
    #expect(engine.pendingNavigation == held)
    #expect(engine.state.searchQuery == "swift")
    // A navigation still supersedes it.
    engine.send(.push(.status(id: 1)))
    #expect(engine.pendingNavigation == nil)
  }

  @Test func typingStillDropsAQuestionWhoseAlertIsGone() throws {  // I14: no question is held without its alert
    var engine = NavigationEngine(structure: Social.structure(), selection: .timeline, routes: Social.routes)
    engine.setGuard(Social.signInGuard, context: SocialAccount(isSignedIn: true, hasUnsavedDraft: true))
    engine.send(.present(.compose))
    engine.send(.dismissAll)
    let alert = try #require(engine.state.alert)
    #expect(engine.pendingNavigation?.confirmation != nil)
    engine.send(.closeAlert(alert))
    engine.send(NavigationAction.setSearchQuery("swift").by(.person))
    #expect(engine.pendingNavigation == nil)
    #expect(engine.state.searchQuery == "swift")
  }

  @Test func aStructureWithoutASearchTabDropsTheQuery() throws {  // the state stays valid for the new structure
    let navigator = Navigator(structure: Media.structure(), selection: .watchNow)
    navigator.send(.setSearchQuery("swift"))
    let fired = FiredReaders()
    withObservationTracking {
      _ = navigator.searchQuery
    } onChange: {
      fired.insert("query")
    }
    let noSearch = AppStructure<MediaDestination> {
      AppTab("watch-now", .watchNow)
      AppTab("library", .library)
    } origin: {
      Media.origin(of: $0)
    }
    _ = navigator.updateStructure(noSearch)
    #expect(navigator.searchQuery.isEmpty)
    #expect(fired.names == ["query"])
    #expect(navigator.state.problems(in: noSearch).isEmpty)
  }

  @Test func leavingAResettingSearchTabAnyWayForgetsIt() throws {  // select, a link, dismissing search
    for leave: NavigationAction<MediaDestination> in [.select(.library), .show(.video(id: 3)), .dismissSearch] {
      var engine = NavigationEngine(structure: Media.structure(), selection: .watchNow, environment: Self.phone)
      engine.send(.select(.search))
      engine.send(.setSearchQuery("swift"))
      #expect(engine.send(leave).isSuccess, "\(leave)")
      #expect(engine.state.selection != .search, "\(leave)")
      #expect(engine.state.searchQuery.isEmpty, "\(leave)")
    }
  }

  @Test func aStepWithoutAQueryIsWrittenAsBefore() throws {  // stored data stays as it was
    let step = TransitionPlan<MediaDestination>.Step(.select(.library), nextEntryID: 3)
    let data = try JSONEncoder().encode(step)
    #expect(!String(decoding: data, as: UTF8.self).contains("searchQuery"))
    #expect(try JSONDecoder().decode(TransitionPlan<MediaDestination>.Step.self, from: data) == step)
    let carrying = TransitionPlan<MediaDestination>.Step(.select(.search), nextEntryID: 3, searchQuery: "swift")
    #expect(try JSONDecoder().decode(TransitionPlan<MediaDestination>.Step.self, from: JSONEncoder().encode(carrying)) == carrying)
  }

  @Test func aRedactedRecordingKeepsNoTypedText() throws {  // what the person typed stays on the device
    var engine = NavigationEngine(structure: Media.structure(), selection: .search)
    engine.send(.setSearchQuery("my secret"))
    engine.startRecording()
    engine.send(NavigationAction.setSearchQuery("private").by(.person))
    let stopped = engine.stopRecording()
    let redacted = try #require(stopped).redacted { $0 }
    let text = String(decoding: try redacted.jsonData(), as: UTF8.self)
    #expect(!text.contains("secret") && !text.contains("private"))
    #expect(try redacted.replay(structure: Media.structure()).divergence == nil)
  }

  @Test func aRedactedQueryOverTheLimitIsRefusedAgain() throws {  // its length is kept
    var engine = NavigationEngine(structure: Media.structure(), selection: .search)
    engine.startRecording()
    engine.send(.setSearchQuery(String(repeating: "s", count: NavigationState<MediaDestination>.maxSearchQueryLength + 1)))
    engine.send(.setSearchQuery("ok"))
    let stopped = engine.stopRecording()
    let redacted = try #require(stopped).redacted { $0 }
    #expect(redacted.steps.first?.events == ["rejected"])
    #expect(try redacted.replay(structure: Media.structure()).divergence == nil)
  }
}
