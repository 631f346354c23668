import Foundation
import Observation
import Testing
import Waypoint
import WaypointExamples

/// The bottom accessory of the iOS 26 tab view (issue 30, item 5; R46): declared by the structure,
/// shown by the app, drawn where the system has one (an iPhone's or an iPad's tab view) and never
/// over a tab bar a pushed screen hides. Media declares "Now Playing", which presents the player.
@MainActor
@Suite struct BottomAccessoryTests {
  typealias Accessory = AppStructure<MediaDestination>.BottomAccessory

  static let nowPlaying = Accessory(title: "Now Playing", action: .present(.player(id: 1)))

  /// Each environment, and whether a shown accessory is drawn there.
  static let environments: [(name: String, environment: LayoutEnvironment, draws: Bool)] = [
    ("phone", LayoutFixtures.phone, true),
    ("phone, sections collapsed", LayoutFixtures.phoneCollapsed, true),
    ("pad, tab bar", LayoutFixtures.padTabBar, true),
    ("pad, compact", LayoutFixtures.padCompact, true),
    // A tab view's sidebar carries it at the bottom of the content (R46: "at the bottom of the
    // content when there is no bottom bar").
    ("pad, sidebar of a tab view", LayoutFixtures.padSidebar, true),
    // The sidebar style is a split view there, which has none.
    ("pad, split view", LayoutEnvironment(style: .sidebar, sizeClass: .regular, idiom: .pad), false),
    ("phone, split view", LayoutEnvironment(style: .sidebar, sizeClass: .compact, idiom: .phone), false),
    ("mac", LayoutFixtures.mac, false),
    ("vision", LayoutFixtures.vision, false),
    ("tv", LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .tv), false),
    ("single", LayoutFixtures.single, false),
  ]

  static func layout(
    _ state: NavigationState<MediaDestination>, _ environment: LayoutEnvironment, shown: Bool = true,
    structure: AppStructure<MediaDestination> = Media.structure()
  ) -> NavigationLayout<MediaDestination> {
    NavigationLayout(state: state, structure: structure, environment: environment, showsBottomAccessory: shown)
  }
}

extension BottomAccessoryTests {
  @Test func aStructureHasNoneUntilItDeclaresOneAndKeepsItsOtherDeclarations() {
    #expect(Shapes.structure.bottomAccessory == nil)
    let media = Media.structure()
    #expect(media.bottomAccessory == Self.nowPlaying)
    // Declared again, the last one holds; the other declarations stay.
    let again = media.bottomAccessory("Upload", action: nil)
    #expect(again.bottomAccessory == Accessory(title: "Upload"))
    #expect(again.tabBarMinimizing == .onScrollDown)
    #expect(again.isTabBarHidden(by: .video(id: 1)))
    #expect(media.minimizesTabBar(.never).bottomAccessory == Self.nowPlaying)
  }

  @Test func itIsDrawnOnlyWhereTheSystemHasOne() {  // R46: iOS, iPadOS and Mac Catalyst, over a tab view
    let state = NavigationState(selection: MediaDestination.watchNow)
    for (name, environment, draws) in Self.environments {
      #expect(Self.layout(state, environment).bottomAccessory == (draws ? Self.nowPlaying : nil), "\(name)")
      // Never while the app does not show it, nor for an app that declares none.
      #expect(Self.layout(state, environment, shown: false).bottomAccessory == nil, "\(name)")
      let shapes = NavigationLayout(
        state: NavigationState(selection: ShapesDestination.triangle), structure: Shapes.structure, environment: environment,
        showsBottomAccessory: true)
      #expect(shapes.bottomAccessory == nil, "\(name)")
    }
  }

  @Test func itGoesWithATabBarAPushedScreenHidesAndComesBackWithIt() throws {  // hidden with the bar
    var state = NavigationState(selection: MediaDestination.watchNow)
    try state.apply(.push(.video(id: 1)), in: Media.structure())
    #expect(Self.layout(state, LayoutFixtures.phone).tabBar?.isHidden == true)
    #expect(Self.layout(state, LayoutFixtures.phone).bottomAccessory == nil)
    // A tab view's sidebar has no bar to hide: the accessory stays at the foot of the content.
    #expect(Self.layout(state, LayoutFixtures.padSidebar).bottomAccessory == Self.nowPlaying)
    try state.apply(.pop(1), in: Media.structure())
    #expect(Self.layout(state, LayoutFixtures.phone).bottomAccessory == Self.nowPlaying)
    // A sheet or a cover over the tab view leaves it as it is: dismissing the player finds it there.
    try state.apply(.present(.player(id: 1)), in: Media.structure())
    #expect(Self.layout(state, LayoutFixtures.phone).bottomAccessory == Self.nowPlaying)
  }

  @Test func theTabViewIsGivenWhatTheLayoutDraws() throws {  // drawn 1:1 by the layer
    var pushed = NavigationState(selection: MediaDestination.watchNow)
    try pushed.apply(.push(.video(id: 1)), in: Media.structure())
    for state in [NavigationState(selection: MediaDestination.watchNow), pushed, try LayoutFixtures.mediaState()] {
      for (name, environment, _) in Self.environments {
        for shown in [false, true] {
          let projection = TabViewProjection(
            state: state, structure: Media.structure(), environment: environment, showsBottomAccessory: shown)
          #expect(projection.bottomAccessory == Self.layout(state, environment, shown: shown).bottomAccessory, "\(name)")
        }
      }
    }
  }

  @Test func aTabViewThatCannotSwitchItInPlaceKeepsItUnderAHiddenBar() throws {  // iOS 26.0: no modifier added or removed by a push
    var state = NavigationState(selection: MediaDestination.watchNow)
    try state.apply(.push(.video(id: 1)), in: Media.structure())
    for (name, environment, draws) in Self.environments {
      for shown in [false, true] {
        let projection = TabViewProjection(
          state: state, structure: Media.structure(), environment: environment, showsBottomAccessory: shown)
        let root = TabViewProjection(
          state: NavigationState(selection: .watchNow), structure: Media.structure(), environment: environment,
          showsBottomAccessory: shown)
        // Carried exactly where the root draws it, whatever the bar does now.
        #expect(projection.carriesBottomAccessory == (shown && draws), "\(name)")
        #expect(root.carriesBottomAccessory == (root.bottomAccessory != nil), "\(name)")
      }
    }
  }

  @Test func theLayoutsTextNamesItWhereItIsDrawn() {
    let state = NavigationState(selection: MediaDestination.watchNow)
    #expect(Self.layout(state, LayoutFixtures.phone).text.contains("\naccessory: Now Playing\n"))
    #expect(!Self.layout(state, LayoutFixtures.phone, shown: false).text.contains("accessory"))
  }
}

extension BottomAccessoryTests {
  @Test func theEngineKeepsItBesideTheStateAndNeverSavesIt() throws {  // app context, not state
    var engine = NavigationEngine(structure: Media.structure(), selection: .watchNow)
    #expect(!engine.isBottomAccessoryShown)
    #expect(engine.layout.bottomAccessory == nil)
    let before = engine.state
    engine.setBottomAccessory(shown: true)
    #expect(engine.isBottomAccessoryShown)
    #expect(engine.layout.bottomAccessory == Self.nowPlaying)
    #expect(engine.drawnBottomAccessory == Self.nowPlaying)
    // Nothing of the state changed, so nothing more is saved.
    #expect(engine.state == before)
    engine.setBottomAccessory(shown: false)
    #expect(engine.layout.bottomAccessory == nil)
  }

  @Test func aRecordingKeepsItAndItsReplayDoesNotDiverge() throws {  // record and replay every input
    var engine = NavigationEngine(structure: Media.structure(), selection: .watchNow)
    engine.startRecording()
    engine.setBottomAccessory(shown: true)
    engine.send(.push(.video(id: 1)))
    engine.setBottomAccessory(shown: false)
    let stopped = engine.stopRecording()
    let recording = try #require(stopped)
    #expect(
      recording.steps.map(\.input) == [
        .bottomAccessory(shown: true), .action(.push(.video(id: 1))), .bottomAccessory(shown: false),
      ])
    #expect(recording.steps[0].input.description == "bottomAccessory(shown)")
    #expect(try recording.replay(structure: Media.structure()).divergence == nil)
    // Stored and read back, as a bug report carries it; a redaction leaves it as it is.
    let data = try JSONEncoder().encode(recording)
    let read = try JSONDecoder().decode(NavigationEngine<MediaDestination>.Recording.self, from: data)
    #expect(read.steps.map(\.input) == recording.steps.map(\.input))
    #expect(recording.redacted({ $0 }).steps[2].input == .bottomAccessory(shown: false))
  }

  @Test func aRecordingStartedWhileItIsShownStartsWithIt() throws {  // the start holds what the engine decides with
    var engine = NavigationEngine(structure: Media.structure(), selection: .watchNow)
    engine.setBottomAccessory(shown: true)
    engine.startRecording()
    engine.send(.push(.video(id: 1)))
    let stopped = engine.stopRecording()
    let recording = try #require(stopped)
    let read = try NavigationEngine<MediaDestination>.Recording(jsonData: try recording.jsonData())
    #expect(read == recording)
    #expect(try read.replay(structure: Media.structure()).divergence == nil)
    // A navigator that does not show it is not where the recording starts.
    let hidden = Navigator(structure: Media.structure(), selection: .watchNow)
    #expect(recording.startMismatch(on: hidden.engine) == "the recording starts with the bottom accessory shown")
    hidden.setBottomAccessory(shown: true)
    #expect(recording.startMismatch(on: hidden.engine) == nil)
    // Hidden at the start, nothing is written: a recording from before reads the same.
    var plain = NavigationEngine(structure: Media.structure(), selection: .watchNow)
    plain.startRecording()
    let plainStopped = plain.stopRecording()
    #expect(try !String(decoding: #require(plainStopped).jsonData(), as: UTF8.self).contains("bottomAccessory"))
  }

  @Test func aReplayedStepShowsItAgain() throws {  // the replay performs the input
    var engine = NavigationEngine(structure: Media.structure(), selection: .watchNow)
    engine.startRecording()
    engine.setBottomAccessory(shown: true)
    let stopped = engine.stopRecording()
    let recording = try #require(stopped)
    var replayed = NavigationEngine(structure: Media.structure(), selection: .watchNow)
    _ = try replayed.replay(
      recording.steps[0], number: 1, structures: [:], bind: nil)
    #expect(replayed.isBottomAccessoryShown)
  }
}

extension BottomAccessoryTests {
  @Test func aNavigatorTellsItsReadersExactlyWhenItChanges() {  // I10: notified when, and only when, it changed
    let navigator = Navigator(structure: Media.structure(), selection: .watchNow, environment: LayoutFixtures.phone)
    func fired(by change: () -> Void) -> [String] {
      let fired = FiredReaders()
      withObservationTracking {
        _ = navigator.isBottomAccessoryShown
      } onChange: {
        fired.insert("shown")
      }
      withObservationTracking {
        _ = navigator.layout
      } onChange: {
        fired.insert("layout")
      }
      change()
      return fired.names.sorted()
    }
    #expect(fired { navigator.setBottomAccessory(shown: true) } == ["layout", "shown"])
    #expect(fired { navigator.setBottomAccessory(shown: true) } == [])
    #expect(navigator.layout.bottomAccessory == Self.nowPlaying)
    // The bar hides: the layout changes (its bar and its accessory), the showing does not.
    #expect(fired { navigator.push(.video(id: 1)) } == ["layout"])
    #expect(navigator.layout.bottomAccessory == nil)
    #expect(navigator.isBottomAccessoryShown)
    // Where the layout draws none, hiding it changes only the showing.
    navigator.setEnvironment(LayoutFixtures.mac)
    #expect(fired { navigator.setBottomAccessory(shown: false) } == ["shown"])
  }

  @Test func aWindowOfASessionShowsItInEveryWindow() throws {  // what plays, plays in the whole app
    let windows = SessionNavigator(
      session: Session(main: NavigationState(selection: MediaDestination.library)), structure: Media.structure())
    let second = try windows.openWindow(startingOn: .watchNow).get()
    let fired = FiredReaders()
    withObservationTracking {
      _ = windows.isBottomAccessoryShown
    } onChange: {
      fired.insert("session")
    }
    windows.navigator(for: second)?.setBottomAccessory(shown: true)
    #expect(fired.names == ["session"])
    #expect(windows.isBottomAccessoryShown)
    #expect(windows.navigator(for: 0)?.isBottomAccessoryShown == true)
    let third = try windows.openWindow(startingOn: .library).get()
    #expect(windows.navigator(for: third)?.isBottomAccessoryShown == true)
  }

  @Test func aSessionShowsItInEveryWindowAndInTheWindowsOpenedLater() throws {
    let windows = SessionNavigator(
      session: Session(main: NavigationState(selection: MediaDestination.library)), structure: Media.structure())
    let second = try windows.openWindow(startingOn: .watchNow).get()
    windows.setBottomAccessory(shown: true)
    #expect(windows.isBottomAccessoryShown)
    #expect(windows.navigator(for: 0)?.isBottomAccessoryShown == true)
    #expect(windows.navigator(for: second)?.isBottomAccessoryShown == true)
    let third = try windows.openWindow(showing: .video(id: 2)).get()
    #expect(windows.navigator(for: third)?.isBottomAccessoryShown == true)
    windows.setBottomAccessory(shown: false)
    #expect(windows.windowIDs.allSatisfy { windows.navigator(for: $0)?.isBottomAccessoryShown == false })
  }

  @Test func aTapDoesWhatTheStructureSaysWhereItIsDrawn() throws {  // the gesture, as the layer performs it
    let navigator = Navigator(structure: Media.structure(), selection: .watchNow, environment: LayoutFixtures.phone)
    let stager = PresentationStager(displaying: navigator.state, in: navigator.environment, structure: navigator.structure)
    // Not shown: nothing on screen to tap.
    stager.perform(.tapBottomAccessory, on: navigator)
    #expect(navigator.state.modals.isEmpty)
    navigator.setBottomAccessory(shown: true)
    stager.follow(navigator)
    #expect(stager.projection.tabs.bottomAccessory == Self.nowPlaying)
    stager.perform(.tapBottomAccessory, on: navigator)
    #expect(navigator.state.modals.map(\.destination) == [.player(id: 1)])
  }

  @Test func aTapDoesNothingOverAHiddenBarOrWithoutAnAction() throws {
    let navigator = Navigator(structure: Media.structure(), selection: .watchNow, environment: LayoutFixtures.phone)
    navigator.setBottomAccessory(shown: true)
    navigator.push(.video(id: 1))
    let stager = PresentationStager(
      displaying: navigator.state, in: navigator.environment, structure: navigator.structure, showsBottomAccessory: true)
    stager.perform(.tapBottomAccessory, on: navigator)
    #expect(navigator.state.modals.isEmpty)
    let silent = Navigator(
      structure: Media.structure().bottomAccessory("Upload"), selection: .watchNow, environment: LayoutFixtures.phone)
    silent.setBottomAccessory(shown: true)
    let before = silent.state
    PresentationStager(displaying: silent.state, in: silent.environment, structure: silent.structure, showsBottomAccessory: true)
      .perform(.tapBottomAccessory, on: silent)
    #expect(silent.state == before)
  }
}
