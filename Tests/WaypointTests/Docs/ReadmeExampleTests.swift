import Testing
import Waypoint
import WaypointExamples

/// The README's first example, compiled and checked, so the README cannot drift from the API.
@MainActor
@Suite struct ReadmeExampleTests {
  enum Mail: Destination {
    case inbox, sent, message(id: Int), compose
    var title: String { "\(self)" }
    var symbolName: String { "envelope" }
  }

  let structure = AppStructure<Mail> {
    AppTab("inbox", .inbox).placement(.fixed)
    AppTab("sent", .sent)
  } origin: { destination in
    switch destination {
    case .inbox, .sent: .root
    case .message: .pushed(from: .inbox)
    case .compose: .anywhere(.present(.sheet))
    }
  }
}

extension ReadmeExampleTests {
  @Test func theFirstExampleDoesWhatTheREADMESays() {  // D1, D3
    let navigator = Navigator(structure: structure, selection: .sent)
    navigator.present(.compose)
    #expect(navigator.state.modals.map(\.destination) == [.compose])
    navigator.show(.message(id: 7))
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.state.selection == .inbox)
    #expect(navigator.state.selectedStack.map(\.destination) == [.message(id: 7)])
    let before = navigator.state
    #expect(navigator.pop(3) == .failure(.popPastRoot(requested: 3, available: 1)))
    #expect(navigator.state == before)
    #expect(structure.validate(destinations: [.message(id: 1), .compose]).isEmpty)
  }
}

extension ReadmeExampleTests {
  @Test func theEngineExampleDoesWhatTheREADMESays() {  // D17, D8, R29
    var engine = NavigationEngine(
      structure: Media.structure(), selection: .watchNow, routes: Media.routes,
      environment: LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .pad))
    engine.open(path: "/settings")
    #expect(engine.state.selection == .settings)
    engine.setEnvironment(LayoutEnvironment(style: .automatic, sizeClass: .compact, idiom: .pad))
    #expect(engine.state.selection == .watchNow)
  }
}

extension ReadmeExampleTests {
  // The Getting Started article's "What an origin constrains": push goes anywhere, show follows
  // the origin, and a tab is never pushed (issue 31, item 10).
  @Test func anOriginConstrainsOnlyShow() {
    let navigator = Navigator(structure: structure, selection: .inbox)
    navigator.select(.sent)
    #expect(navigator.push(.message(id: 4)).map(\.count) == .success(1))
    #expect(navigator.state.stack(for: .sent).map(\.destination) == [.message(id: 4)])
    navigator.show(.message(id: 4))
    #expect(navigator.state.selection == .inbox)
    #expect(navigator.state.selectedStack.map(\.destination) == [.message(id: 4)])
    #expect(navigator.push(.sent) == .failure(.rootAsEntry(.sent)))
  }
}
