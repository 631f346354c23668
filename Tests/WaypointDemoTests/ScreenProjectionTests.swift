import Testing
import Waypoint
import WaypointDemoKit
import WaypointExamples

@testable import WaypointPlayground

@MainActor @Suite struct ScreenProjectionTests {}

extension ScreenProjectionTests {
  private func screen<D>(_ playground: Playground<D>, _ style: PlaygroundStyle, _ size: PlaygroundSize, state: NavigationState<D>? = nil)
    -> Screen
  {
    let state = state ?? NavigationState(selection: playground.selection)
    let layout = NavigationLayout(
      state: state, structure: playground.structure, environment: PlaygroundSession<D>.environment(style: style, size: size, device: .ipad))
    return ScreenProjection(playground: playground, style: style, size: size).screen(
      of: layout, state: state, window: 1, windows: 1, signedIn: nil)
  }

  // R55: tab bar regions in order fixed → customizable → pinned; the search tab is pinned (R4).
  @Test func tabBarRegions() throws {
    let items = try #require(screen(Playground.social, .tabs, .regular).tabBar)
    #expect(items.first?.path == "/timeline")
    #expect(items.first?.region == "fixed")
    #expect(items.last?.path == "/explore")
    #expect(items.last?.region == "pinned")
    #expect(items.dropFirst().dropLast().allSatisfy { $0.region == "customizable" })
  }

  // R29, R54: sidebar-only and (not yet added) optional tabs are not in the tab bar.
  @Test func tabBarLeavesOutSidebarOnlyAndOptionalTabs() throws {
    let paths = try #require(screen(Playground.media, .tabs, .regular).tabBar).map(\.path)
    #expect(!paths.contains("/settings"))
    #expect(!paths.contains("/downloads"))
    #expect(paths.prefix(2) == ["/watch-now", "/library"])
    #expect(paths.last == "/search")
  }

  // R10: a badge of 0 shows none; a positive badge is carried through; the selected tab is marked.
  @Test func badgesAndSelection() throws {
    let items = try #require(screen(Playground.social, .tabs, .regular).tabBar)
    #expect(items.first { $0.path == "/notifications" }?.badge == 3)
    #expect(items.first { $0.path == "/profile" }?.badge == nil)
    #expect(items.filter(\.selected).map(\.path) == ["/timeline"])
  }

  // R82: in compact width more than five items overflow: the first four stay, the rest go to More.
  @Test func compactOverflowIntoMore() throws {
    let compact = try #require(screen(Playground.social, .tabs, .compact).tabBar)
    #expect(compact.filter { !$0.more }.count == 4)
    #expect(compact.count == 9)
    let regular = try #require(screen(Playground.social, .tabs, .regular).tabBar)
    #expect(regular.allSatisfy { !$0.more })
    let shapes = try #require(screen(Playground.shapes, .tabs, .compact).tabBar)
    #expect(shapes.allSatisfy { !$0.more })
  }

  // R25, R24: the sidebar lists loose tabs first, then sections with their actions after their tabs.
  @Test func sidebarSections() throws {
    let sections = try #require(screen(Playground.social, .sidebar, .regular).sidebar)
    #expect(sections.map(\.id) == [nil, "lists", "tags"])
    #expect(sections[0].items.map(\.path) == ["/timeline", "/notifications", "/explore", "/post", "/profile"])
    #expect(sections[1].items.map(\.path) == ["/lists/1", "/lists/2"])
    #expect(sections[1].actions == ["New Post"])
  }

  // R13: automatic is an iPad's sidebar-adaptable: sidebar in regular width, tab bar in compact;
  // single shows no tab chrome.
  @Test func styleChoosesTheChrome() {
    #expect(screen(Playground.shapes, .automatic, .regular).sidebar != nil)
    #expect(screen(Playground.shapes, .automatic, .compact).tabBar != nil)
    #expect(screen(Playground.shapes, .sidebarAdaptable, .compact).sidebar == nil)
    #expect(screen(Playground.shapes, .sidebar, .compact).sidebar != nil)
    let single = screen(Playground.shapes, .single, .regular)
    #expect(single.tabBar == nil && single.sidebar == nil)
  }

  // Issue 7: a section's landing screen is marked selected in the sidebar and is the stack's root.
  @Test func selectedSectionLanding() throws {
    let landing = screen(Playground.media, .sidebar, .regular, state: NavigationState(selection: .collections))
    let sections = try #require(landing.sidebar)
    #expect(sections.first { $0.id == "collections" }?.selected == true)
    #expect(landing.stack.map(\.title) == ["Collections"])
  }

  // Issue 7 JSON `stacks`: every tab's path maps to the paths on its stack.
  @Test func stacksOfEveryTab() throws {
    var state = NavigationState<ShapesDestination>(selection: .triangle)
    try state.apply(.show(.circleItem(level: 2)), in: Shapes.structure)
    let stacks = screen(Playground.shapes, .tabs, .regular, state: state).stacks
    #expect(stacks.map(\.tab) == ["/triangle", "/rectangle", "/circle"])
    #expect(stacks[2].paths == ["/circle/item/1", "/circle/item/2"])
  }
}

extension ScreenProjectionTests {
  // A screen that hides the tab bar (Media's video page): shown in the text and in --json.
  @Test func aHiddenTabBarIsShown() throws {
    let session = PlaygroundSession(playground: .media)
    _ = session.run("style tabs")
    let pushed = session.run("push /video/3")
    #expect(pushed.screen.tabBarHidden)
    #expect(TextRenderer().render(pushed.screen).contains("(hidden)"))
    let json = JSONRenderer().value(of: pushed)
    guard case let .object(fields) = json else {
      Issue.record("not an object")
      return
    }
    #expect(fields.first { $0.key == "tabBarHidden" }?.value == .bool(true))
    #expect(!session.run("pop").screen.tabBarHidden)
    // Never with a sidebar.
    _ = session.run("style sidebar")
    #expect(!session.run("push /video/3").screen.tabBarHidden)
  }
}
