import Testing
import Waypoint

@testable import WaypointPlayground

/// A playground over an app of the user's own, as the README's five lines make one.
enum PodcastDestination: Destination {
  case listenNow, library, search
  case show(id: Int)
  case episode(id: Int)
  case player

  var title: String {
    switch self {
    case .listenNow: "Listen Now"
    case .library: "Library"
    case .search: "Search"
    case let .show(id): "Show \(id)"
    case let .episode(id): "Episode \(id)"
    case .player: "Player"
    }
  }
  var symbolName: String { "play" }
}

enum Podcasts {
  static let structure = AppStructure<PodcastDestination> {
    AppTab("listen-now", .listenNow)
    AppTab("library", .library)
    AppTab("search", .search).role(.search)
  } origin: { destination in
    switch destination {
    case .listenNow, .library, .search: .root
    case .show: .pushed(from: .library)
    case let .episode(id): .pushed(from: .show(id: id / 100))
    case .player: .anywhere(.present(.fullScreenCover))
    }
  }

  static let routes = RouteTable<PodcastDestination>(scheme: "podcasts") {
    Route("/listen-now", .listenNow)
    Route("/library", .library)
    Route("/search", .search)
    Route("/show/{id}", build: { .show(id: $0) }) { (destination: PodcastDestination) -> Int? in
      if case let .show(id) = destination { id } else { nil }
    }
    Route("/episode/{id}", build: { .episode(id: $0) }) { (destination: PodcastDestination) -> Int? in
      if case let .episode(id) = destination { id } else { nil }
    }
    Route("/player", .player)
  }
}

@MainActor @Suite struct PlaygroundTests {
  let playground = Playground(
    "Podcasts", structure: Podcasts.structure, routes: Podcasts.routes, selection: .listenNow,
    samples: [.episode(id: 301), .player])

  // Issue 17 item 2: a user's own app runs in the playground with its own paths.
  @Test func aUsersAppRunsWithItsOwnPaths() {
    var lines = ["show /episode/301", "present /player", "select /search"][...]
    var output: [String] = []
    let io = PlaygroundIO(isTTY: false, readLine: { lines.popFirst() }, write: { output.append($0) })
    let status = PlaygroundRunner.main(arguments: [], io: io, apps: [playground], executable: "podcasts-playground")
    #expect(status == 0)
    let text = output.joined(separator: "\n")
    #expect(text.hasPrefix("Waypoint playground: Podcasts. Type 'help'"))
    #expect(text.contains("stack     Library › Show 3 › Episode 301"))
    #expect(text.contains("modal 0   cover  Player"))
    #expect(!text.contains("error"))
  }

  // Issue 17 item 2: the README's lines compile as a user writes them (running them would exit
  // the test process, so the call is only formed).
  @Test func theReadmesLinesCompile() {
    let main: @MainActor () -> Never = {
      Playground("Podcasts", structure: Podcasts.structure, routes: Podcasts.routes, selection: .listenNow).run()
    }
    _ = main
    // What run() does before it exits, on the same app: one app, so no --app in the usage.
    var output: [String] = []
    let io = PlaygroundIO(isTTY: false, readLine: { nil }, write: { output.append($0) })
    #expect(playground.main(arguments: ["--help"], io: io, executable: "podcasts-playground") == 0)
    #expect(output.joined().contains("USAGE: podcasts-playground [--app <name>]"))
    #expect(!output.joined().contains("APPS:"))
  }

  // Issue 17 item 2: an unknown --app names the one app there is.
  @Test func anUnknownAppNamesTheOneThereIs() {
    var errors: [String] = []
    let io = PlaygroundIO(isTTY: false, readLine: { nil }, write: { _ in }, writeError: { errors.append($0) })
    #expect(playground.main(arguments: ["--app", "music"], io: io, executable: "podcasts-playground") == PlaygroundRunner.usageStatus)
    #expect(errors.first == "error: unknown app 'music' (choose podcasts)")
  }

  // Issue 17 item 3: the device decides what `automatic` shows and what the wireframe draws.
  @Test func theDeviceCommandChangesTheIdiom() {
    let session = PlaygroundSession(playground: playground)
    #expect(session.run("style automatic").screen.sidebar != nil)  // an iPad in regular width
    let phone = session.run("device iphone")
    #expect(phone.screen.device == "iphone" && phone.screen.tabBar != nil && phone.screen.sidebar == nil)
    #expect(session.wireframe.contains("width=\"390\" height=\"844\""))
    #expect(session.run("device iphone").output == "no change: the device is already iphone")
    #expect(session.run("device watch").error?.code == "invalidArgument")
  }

  // Issue 17 item 3: picture names are cut at 48 characters; `quit` draws none.
  @Test func pictureNamesAreShortAndQuitDrawsNone() {
    #expect(PictureLog.slug(String(repeating: "push /a", count: 20)).count == 48)
    #expect(PictureLog.slug("   ") == "command")
    var names: [String] = []
    var lines = ["pop", "quit"][...]
    var io = PlaygroundIO(isTTY: false, readLine: { lines.popFirst() }, write: { _ in })
    io.writeFile = { _, name, _ in
      names.append(name)
      return .success(())
    }
    _ = playground.main(arguments: ["--svg", "out"], io: io, executable: "podcasts-playground")
    #expect(names == ["000-start.svg", "001-pop.svg"])
  }

  // Issue 17 item 2: help examples come from the app's tabs and samples when it names none.
  @Test func helpExamplesAreChosenFromTheApp() throws {
    #expect(
      playground.filling("{tab} {push} {present} {deep} {url}") == "/library /episode/301 /player /episode/301 podcasts:///episode/301")
    let help = try HelpText.render(topic: "push", playground: playground)
    #expect(help.hasSuffix("EXAMPLES:\n  push /episode/301"))
  }

  // Issue 17 item 2: sign-in commands need a guard; the user's app has none, and says so.
  @Test func signInWithoutAGuardIsARefusal() {
    let session = PlaygroundSession(playground: playground)
    let report = session.run("sign-in")
    #expect(!report.ok)
    #expect(report.error?.code == "noSignInGuard")
  }
}
