import Foundation
import Testing
import Waypoint
import WaypointDemoKit
import WaypointExamples

@testable import WaypointPlayground

@MainActor @Suite struct PlaygroundSessionTests {}

extension PlaygroundSessionTests {
  // Issue 7: the demo starts each example app on its first tab, Shapes by default.
  @Test func startsOnTheFirstTab() {
    #expect(DemoApp.playgrounds.first?.name == "Shapes")
    #expect(DemoApp.shapes.makeSession().screen.selection == "/triangle")
    #expect(DemoApp.social.makeSession().screen.selection == "/timeline")
    #expect(DemoApp.media.makeSession().screen.selection == "/watch-now")
  }

  // D1: `show` rebuilds the whole hierarchy, with each modal's style (every third rectangle level a sheet).
  @Test func showBuildsTheHierarchy() {
    let session = PlaygroundSession(playground: .shapes)
    let report = session.run("show /rectangle/item/8")
    #expect(report.ok)
    #expect(report.screen.selection == "/rectangle")
    #expect(report.screen.stack.map(\.path) == ["/rectangle", "/rectangle/item/1", "/rectangle/item/2"])
    #expect(report.screen.modals.map(\.path) == ["/rectangle/item/3", "/rectangle/item/6"])
    #expect(report.screen.modals.map(\.style) == ["sheet", "sheet"])
    #expect(report.screen.modals.last?.stack.map(\.path) == ["/rectangle/item/7", "/rectangle/item/8"])
    #expect(report.events.first?.kind == "selected")
  }

  // D1: `open` resolves the URL and deep links like `show`.
  @Test func openIsShowForAURL() {
    let viaOpen = PlaygroundSession(playground: .media)
    let viaShow = PlaygroundSession(playground: .media)
    _ = viaOpen.run("open waypoint-media:///player/7")
    _ = viaShow.run("show /player/7")
    #expect(viaOpen.state == viaShow.state)
    #expect(viaOpen.screen.modals.map(\.style) == ["cover"])
  }

  // D5: the intercepting post tab presents compose; the selection stays.
  @Test func interceptingTabKeepsTheSelection() {
    let session = PlaygroundSession(playground: .social)
    _ = session.run("sign-in")
    let report = session.run("select /post")
    #expect(report.screen.selection == "/timeline")
    #expect(report.screen.modals.map(\.path) == ["/compose"])
    #expect(report.events.map(\.kind) == ["intercepted", "presented"])
  }

  // D2: dismissing elevation k removes k and everything above it; nothing presented says so.
  @Test func dismissToElevation() {
    let session = PlaygroundSession(playground: .shapes)
    _ = session.run("show /rectangle/item/8")
    #expect(session.run("dismiss 1").screen.modals.count == 1)
    #expect(session.run("dismiss 0").screen.modals.isEmpty)
    #expect(session.run("dismiss").events.map(\.kind) == ["nothingToDismiss"])
  }

  // Issue 7, "Errors" and D3: a refused action reports the model's code, and the state is unchanged.
  @Test func errorsLeaveTheStateUnchanged() {
    let session = PlaygroundSession(playground: .shapes)
    _ = session.run("show /circle/item/2")
    let before = session.state
    for (line, code) in [
      ("pop 5", "popPastRoot"), ("pop 0", "invalidCount"), ("pop-to /circle/item/4", "popTargetNotFound"),
      ("select /circle/item/1", "notATab"), ("dismiss -1", "invalidElevation"), ("push /nowhere", "noMatchingRoute"),
      ("open https://example.com", "unknownScheme"), ("frobnicate", "unknownCommand"),
    ] {
      let report = session.run(line)
      #expect(report.error?.code == code, "\(line)")
      #expect(!report.ok)
      #expect(session.state == before, "\(line)")
    }
  }

  // D3: errors name screens by their paths, not by Swift values.
  @Test func errorMessagesUsePaths() {
    let session = PlaygroundSession(playground: .shapes)
    #expect(session.run("select /rectangle/item/3").error?.message == "/rectangle/item/3 is not a tab")
  }

  // Issue 7: a navigation error is also reported as a `rejected` event (as the Navigator does).
  @Test func navigationErrorIsARejectedEvent() {
    let session = PlaygroundSession(playground: .shapes)
    let report = session.run("pop")
    #expect(report.events.map(\.kind) == ["rejected"])
    #expect(session.run("jump").events.isEmpty)
  }

  // I4 (for the demo's chrome): style and size changes never change the navigation state.
  @Test func styleAndSizeKeepTheState() {
    let session = PlaygroundSession(playground: .social)
    _ = session.run("show /status/42")
    let before = session.state
    for line in [
      "style sidebar", "size compact", "style single", "style sidebar-adaptable", "style automatic", "size regular", "style tabs",
    ] {
      #expect(session.run(line).ok)
    }
    #expect(session.state == before)
    #expect(session.screen.style == "tabs")
  }

  // Issue 7: `help` lists the commands with examples written in the app's own paths.
  @Test func helpUsesTheAppsPaths() throws {
    let session = PlaygroundSession(playground: .social)
    let output = try #require(session.run("help").output)
    #expect(output.contains("e.g. push /status/42"))
    #expect(output.contains("waypoint-social:///status/42"))
    #expect(
      session.run("help push").output
        == "OVERVIEW: push a screen onto the visible stack\n\nUSAGE: push <path>\n\nARGUMENTS:\n  <path>                  the screen's path\n\nEXAMPLES:\n  push /status/42"
    )
  }

  // Issue 7: `quit` ends the session.
  @Test func quitEnds() {
    let session = PlaygroundSession(playground: .shapes)
    #expect(session.run("quit").quit)
    #expect(!session.run("pop-to-root").quit)
  }

  // D10, I8: customization goes through the layout module; a refused change is a typed error
  // that leaves the screen as it was.
  @Test(arguments: [
    ("hide /watch-now", "notRemovable"), ("move /library 0", "notMovable"), ("add /settings", "sidebarOnly"),
    ("hide /video/1", "notATab"), ("move /downloads 99", "indexOutOfRange"),
  ])
  func refusedCustomization(line: String, code: String) {
    let session = PlaygroundSession(playground: .media)
    _ = session.run("add /downloads")
    let before = session.screen
    let report = session.run(line)
    #expect(report.error?.code == code)
    #expect(report.screen == before)
  }

  // R39, R41, R59: add and remove an optional tab, hide and unhide a tab, reset.
  @Test func customizeTheTabBar() throws {
    let session = PlaygroundSession(playground: .media)
    _ = session.run("style tabs")
    let paths = { (session: PlaygroundSession<MediaDestination>) in (session.screen.tabBar ?? []).map(\.path) }
    #expect(!paths(session).contains("/downloads"))
    #expect(session.run("add /downloads").ok)
    #expect(paths(session).contains("/downloads"))
    #expect(session.run("hide /collections/1").ok)
    #expect(!paths(session).contains("/collections/1"))
    #expect(session.run("unhide /collections/1").ok)
    #expect(paths(session).contains("/collections/1"))
    #expect(session.run("remove /downloads").ok)
    #expect(!paths(session).contains("/downloads"))
    #expect(session.run("move /animations/2 0").ok)
    #expect(paths(session).firstIndex(of: "/animations/2") == 2)
    #expect(session.run("reset").ok)
    let fresh = PlaygroundSession(playground: .media)
    _ = fresh.run("style tabs")
    #expect(paths(session) == fresh.screen.tabBar?.map(\.path))
  }

  // D8: removing the selected tab repairs the selection, and the event says so.
  @Test func removingTheSelectedTabRepairsTheSelection() {
    let session = PlaygroundSession(playground: .media)
    _ = session.run("style tabs")
    _ = session.run("add /downloads")
    _ = session.run("select /downloads")
    let report = session.run("remove /downloads")
    #expect(report.screen.selection == "/watch-now")
    #expect(report.events.map(\.kind) == ["repaired"])
  }

  // Issue 7: `move` reorders within a section when the sidebar is shown (R61).
  @Test func moveWithinASection() throws {
    let session = PlaygroundSession(playground: .media)
    _ = session.run("style sidebar")
    #expect(session.run("move /collections/2 0").ok)
    let section = try #require(session.screen.sidebar?.first { $0.id == "collections" })
    #expect(section.items.map(\.path) == ["/collections/2", "/collections/1"])
  }

  // Guards issue: an app without a sign-in guard says so.
  @Test func signInWithoutGuard() {
    let session = PlaygroundSession(playground: .shapes)
    #expect(session.run("sign-in").error?.code == "noSignInGuard")
    #expect(session.screen.signedIn == nil)
  }

  // Guards issue, I9: signed out, a guarded tab redirects to sign-in; signing in resumes it.
  @Test func signInRedirectAndResume() {
    let session = PlaygroundSession(playground: .social)
    #expect(session.screen.signedIn == false)
    let redirected = session.run("select /notifications")
    #expect(redirected.events.first?.kind == "redirected")
    #expect(redirected.screen.selection == "/timeline")
    #expect(redirected.screen.modals.map(\.path) == ["/sign-in"])
    let resumed = session.run("sign-in")
    #expect(resumed.screen.signedIn == true)
    #expect(resumed.events.first?.kind == "resumed")
    #expect(resumed.screen.selection == "/notifications")
    #expect(resumed.screen.modals.isEmpty)
  }

  // Guards issue: dismissing the redirect drops the held navigation; signing in then resumes nothing.
  @Test func dismissingTheRedirectDropsIt() {
    let session = PlaygroundSession(playground: .social)
    _ = session.run("select /notifications")
    _ = session.run("dismiss")
    let report = session.run("sign-in")
    #expect(!report.events.contains { $0.kind == "resumed" })
    #expect(report.screen.selection == "/timeline")
  }

  // Guards issue: signing out removes what needs sign-in and keeps the rest.
  @Test func signOutRemovesGuardedScreens() {
    let session = PlaygroundSession(playground: .social)
    _ = session.run("sign-in")
    _ = session.run("select /profile")
    _ = session.run("push /status/42")
    let report = session.run("sign-out")
    #expect(report.screen.signedIn == false)
    #expect(report.screen.selection != "/profile")
    #expect(report.events.contains { $0.kind == "repaired" || $0.kind == "selected" })
  }

  // D13: a new window builds its destination's route and has its own state; switching and
  // closing keep each window's state.
  @Test func windowsAreIndependent() throws {
    let session = PlaygroundSession(playground: .shapes)
    _ = session.run("show /circle/item/2")
    let opened = session.run("window open /rectangle/item/4")
    #expect(opened.screen.window == 2)
    #expect(opened.screen.windows == 2)
    #expect(opened.screen.selection == "/rectangle")
    #expect(opened.screen.modals.map(\.path) == ["/rectangle/item/3"])
    let list = try #require(session.run("window list").output)
    #expect(
      list
        == "  window 1  Circle › Circle 1 › Circle 2  (/circle/item/2)\n* window 2  Rectangle › Rectangle 1 › Rectangle 2 › Rectangle 3 › Rectangle 4  (/rectangle/item/4)"
    )
    let back = session.run("window switch 1")
    #expect(back.screen.stack.map(\.path) == ["/circle", "/circle/item/1", "/circle/item/2"])
    _ = session.run("pop")
    #expect(session.run("window switch 2").screen.modals.count == 1)
    let closed = session.run("window close 2")
    #expect(closed.screen.window == 1)
    #expect(closed.screen.windows == 1)
    #expect(closed.screen.stack.map(\.path) == ["/circle", "/circle/item/1"])
  }

  // D13: a new window gets the session's style and customization.
  @Test func newWindowsShareStyleAndCustomization() {
    let session = PlaygroundSession(playground: .media)
    _ = session.run("add /downloads")
    _ = session.run("size compact")
    let opened = session.run("window open /library")
    #expect(opened.screen.size == "compact")
    #expect(opened.screen.tabBar?.contains { $0.path == "/downloads" } == true)
  }

  // Issue 7, "Errors": window numbers that do not exist, and the last window, are typed errors.
  @Test func windowErrors() {
    let session = PlaygroundSession(playground: .shapes)
    #expect(session.run("window close 1").error?.code == "lastWindow")
    #expect(session.run("window switch 7").error?.code == "noSuchWindow")
    #expect(session.run("window close -1").error?.code == "noSuchWindow")
    #expect(session.run("window open /nowhere").error?.code == "noMatchingRoute")
    #expect(session.screen.windows == 1)
  }

  // Issue 7, "Save and restore": the restoration snapshot round-trips the whole session: every
  // window, entry ids included (D4, I5), and the customization.
  @Test func saveAndRestoreRoundTrip() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("waypoint-demo-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: file) }
    let session = PlaygroundSession(playground: .media)
    _ = session.run("add /downloads")
    _ = session.run("show /player/7")
    _ = session.run("window open /collections/2")
    let saved = session.run("save \(file)")
    #expect(saved.output == "saved 2 windows to \(file)")
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(text.contains("\n"))  // indented, for people to read
    let restored = PlaygroundSession(playground: .media)
    _ = restored.run("style tabs")
    let report = restored.run("restore \(file)")
    #expect(report.ok)
    #expect(report.output == "restored 2 windows from \(file)")
    #expect(restored.windows.session == session.windows.session)
    #expect(restored.screen.tabBar?.contains { $0.path == "/downloads" } == true)
    #expect(restored.state == session.windows.navigator(for: 0)?.state)
  }

  // D12: a file that is not a snapshot is a typed error and the session is unchanged; a missing
  // file is a file error.
  @Test func restoreBadFiles() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("waypoint-demo-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: file) }
    let session = PlaygroundSession(playground: .shapes)
    _ = session.run("show /circle/item/2")
    let before = session.screen
    for (contents, code) in [("", "empty"), ("{not json", "notJSON"), ("[1, 2]", "notASnapshot")] {
      try contents.write(toFile: file, atomically: true, encoding: .utf8)
      let report = session.run("restore \(file)")
      #expect(report.error?.code == code, "\(contents)")
      #expect(session.screen == before)
    }
    #expect(session.run("restore /no/such/file.json").error?.code == "fileError")
    #expect(session.run("save /no/such/dir/file.json").error?.code == "fileError")
  }

  // D12: restoring a snapshot from another app's screens cuts what cannot be decoded and says so.
  @Test func restoreReportsAdjustments() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("waypoint-demo-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: file) }
    let media = PlaygroundSession(playground: .media)
    _ = media.run("show /video/3")
    _ = media.run("save \(file)")
    let shapes = PlaygroundSession(playground: .shapes)
    let report = shapes.run("restore \(file)")
    #expect(report.ok)
    #expect(report.output?.contains("adjusted:") == true)
    #expect(shapes.screen.selection == "/triangle")
  }

  // D11: after a navigation command the demo prints the planner's steps; dismissals come first.
  @Test func printsTheTransitionSteps() {
    let session = PlaygroundSession(playground: .shapes)
    _ = session.run("show /rectangle/item/8")
    let report = session.run("show /circle/item/1")
    #expect(report.steps.map(\.kind) == ["dismiss", "select"])
    #expect(report.steps.first?.text == "dismiss elevation 0 and above")
    #expect(session.run("pop-to-root").steps.map(\.kind) == ["setPath"])
    #expect(session.run("dismiss").steps.isEmpty)
  }

  // D13: windows are numbered from 1 by their id; a huge id saturates instead of wrapping.
  @Test func windowNumbers() {
    #expect(PlaygroundSession<ShapesDestination>.number(of: 0) == 1)
    #expect(PlaygroundSession<ShapesDestination>.number(of: 41) == 42)
    #expect(PlaygroundSession<ShapesDestination>.number(of: WindowID(UInt64.max)) == Int.max)
  }
}

extension PlaygroundSessionTests {
  // Issue 17 item 4: a command the engine accepts without changing anything says so, instead of
  // printing nothing; a customization the style does not show says that too.
  @Test(arguments: [
    (DemoApp.shapes, ["pop-to /triangle"], "no change: /triangle is already the top of the visible stack"),
    (DemoApp.shapes, ["style automatic"], "no change: the style is already automatic"),
    (DemoApp.media, ["add /search"], "no change: /search is already shown there"),
    (DemoApp.social, ["sign-in", "sign-in"], "no change: already signed in"),
    (
      DemoApp.shapes, ["style sidebar", "move /rectangle 0"],
      "the customization changed, but this style does not show it (the tab bar's order and visibility show with 'style tabs')"
    ),
  ])
  func acceptedCommandsThatChangeNothingSaySo(app: DemoApp, lines: [String], notice: String) throws {
    let session = app.makeSession()
    let reports = lines.map(session.run)
    let last = try #require(reports.last)
    #expect(last.ok)
    #expect(last.output == notice)
  }

  // Issue 17 item 4: a path given to `open` says to use `show`.
  @Test func openWithAPathPointsToShow() {
    let report = DemoApp.shapes.makeSession().run("open /circle/item/2")
    #expect(report.error?.code == "invalidArgument")
    #expect(report.error?.message == "'open': '/circle/item/2' is a path, not a URL; use 'show /circle/item/2' (usage: open <url>)")
  }

  // Issue 17 item 3: `snapshot FILE` writes the current window's wireframe.
  @Test func snapshotWritesTheWireframe() throws {
    let session = DemoApp.shapes.makeSession()
    _ = session.run("show /rectangle/item/3")
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("waypoint-snapshot-\(UUID().uuidString).svg").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let report = session.run("snapshot \(path)")
    #expect(report.ok)
    #expect(report.output == "drew window 1 to \(path)")
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg == session.wireframe)
    #expect(svg.contains("<g id=\"modal-0\">") && svg.contains("Rectangle 3"))
    #expect(session.run("snapshot /no/such/folder/x.svg").error?.code == "fileError")
  }
}
