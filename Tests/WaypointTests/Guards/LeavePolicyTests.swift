import Testing
import Waypoint
import WaypointExamples

/// A tab that resets when it is left (issue 29, item 3): Media's search tab starts over each
/// time another tab is selected; leaving it is an exit, so the guard is asked.
@MainActor
@Suite struct LeavePolicyTests {
  /// On Media's search tab with two videos pushed.
  static func searching() -> Navigator<MediaDestination> {
    let navigator = Navigator(structure: Media.structure(), selection: .search, routes: Media.routes)
    navigator.push(.video(id: 1))
    navigator.push(.video(id: 2))
    return navigator
  }
}

extension LeavePolicyTests {
  @Test func selectingAnotherTabEmptiesAResettingTab() {
    let navigator = Self.searching()
    let pushed = navigator.state.stack(for: .search)
    navigator.select(.library)
    #expect(navigator.lastEvents == [.selected(.library, previous: .search), .popped(pushed, cause: .leftTab)])
    #expect(navigator.state.stack(for: .search).isEmpty)
    navigator.select(.search)
    #expect(navigator.state.selectedStack.isEmpty, "back at its root")
  }

  @Test func aDeepLinkToAnotherTabLeavesItToo() {
    let navigator = Self.searching()
    navigator.show(.video(id: 7))
    #expect(navigator.state.selection != .search)
    #expect(navigator.state.stack(for: .search).isEmpty)
    #expect(navigator.lastEvents.contains { if case .popped(_, cause: .leftTab) = $0 { true } else { false } })
  }

  @Test func aKeptTabKeepsItsStack() {
    let navigator = Navigator(structure: Media.structure(), selection: .library)
    navigator.push(.video(id: 1))
    navigator.select(.watchNow)
    #expect(navigator.state.stack(for: .library).map(\.destination) == [.video(id: 1)])
  }

  @Test func choosingTheTabAgainIsNotLeavingIt() {  // D6 stays what re-choosing does
    let navigator = Self.searching()
    navigator.select(.search)
    #expect(navigator.lastEvents.first == .reselected(.search))
    #expect(!navigator.lastEvents.contains { if case .popped(_, cause: .leftTab) = $0 { true } else { false } })
  }

  @Test func aRepairedSelectionEmptiesNothing() {  // next-features 3.4, edge 7
    let navigator = Self.searching()
    let structure = Media.structure()
    let content = structure.content.map { item -> AppStructure<MediaDestination>.Content in
      if case let .tab(tab) = item, tab.destination == .search { return .tab(tab.disabled()) }
      return item
    }
    navigator.updateStructure(AppStructure(content: content, origin: structure.origin))
    #expect(navigator.state.selection != .search)
    #expect(navigator.state.stack(for: .search).count == 2, "the repair keeps what it moved away from")
  }

  @Test func leavingAskTheGuardAboutTheScreensItEmpties() {  // D22: reset on leave is an exit
    let navigator = Self.searching()
    let question = LeaveDecision<MediaDestination>.Confirmation("Stop this search?")
    let asking = NavigationGuard<MediaDestination, Void>.onLeaving { departure, _, _ in
      departure.cause == .leftTab ? .confirm(question) : .allow
    }
    navigator.setGuard(asking, context: ())
    navigator.select(.library)
    #expect(navigator.state.selection == .search)
    #expect(navigator.state.alert == question.alert)
    navigator.send(.chooseAlertButton(id: LeaveDecision<MediaDestination>.Confirmation.leaveButtonID))
    #expect(navigator.state.selection == .library)
    #expect(navigator.state.stack(for: .search).isEmpty)
  }
}
