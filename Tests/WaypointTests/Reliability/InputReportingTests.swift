import Foundation
import Testing
import Waypoint
import WaypointExamples

/// Input that used to be taken without a word: a repeated JSON key, negative limits, a path
/// longer than its own table reads back, and an event stream nobody reads.
@Suite struct InputReportingTests {
  typealias Shape = ShapesDestination
}

extension InputReportingTests {
  // Reliability audit F11, D12: a repeated key used to lose a whole list silently
  // (`"windows":[],"windows":[…]` restored no window, exactly).
  @Test func aRepeatedKeyIsReported() throws {
    let window = #"{"id":0,"selection":{"circle":{}},"nextEntryID":0}"#
    let text = #"{"format":"waypoint.session","version":1,"nextWindowID":1,"nextEntryID":0,"windows":[],"windows":[\#(window)]}"#
    let outcome = try SessionSnapshot<Shape>.restore(from: Data(text.utf8), in: Shapes.structure)
    #expect(!outcome.isExact)
    #expect(outcome.adjustments.first == .repeatedKeyIgnored(path: "windows"))
    #expect(
      outcome.adjustments.first?.description
        == "the key windows appears more than once in the saved data; one of its values was not read")
  }

  // F11: the path names where the key stands, an escaped spelling counts as the same key, and
  // keys of different objects never clash.
  @Test func aRepeatedKeyIsFoundWhereverItStands() throws {
    let text = #"""
      {"format":"waypoint.session","version":1,"nextWindowID":1,"nextEntryID":0,
       "windows":[{"id":0,"selection":{"circle":{}},"nextEntryID":0,"selection":{"triangle":{}}},
                  {"id":1,"selection":{"circle":{}},"\u006eextEntryID":0,"nextEntryID":0}]}
      """#
    let outcome = try SessionSnapshot<Shape>.restore(from: Data(text.utf8), in: Shapes.structure)
    let repeated = outcome.adjustments.filter { if case .repeatedKeyIgnored = $0 { true } else { false } }
    #expect(repeated == [.repeatedKeyIgnored(path: "windows[0].selection"), .repeatedKeyIgnored(path: "windows[1].nextEntryID")])
    let saved = try SessionSnapshot(state: NavigationState(selection: Shape.circle)).jsonData()
    #expect(try SessionSnapshot<Shape>.restore(from: saved, in: Shapes.structure).isExact, "what the library writes has none")
  }

  // F11: an object with many keys (hashed past sixteen) still finds a repeat, and nested
  // objects keep their own keys.
  @Test func aRepeatInALargeObjectIsFound() throws {
    let members = (0..<2_000).map { #""key-\#($0)":{"key-\#($0)":0}"# }.joined(separator: ",")
    let text = #"{"format":"waypoint.session","version":1,"windows":[],"extra":{\#(members),"key-7":1}}"#
    let outcome = try SessionSnapshot<Shape>.restore(from: Data(text.utf8), in: Shapes.structure)
    #expect(outcome.adjustments.first == .repeatedKeyIgnored(path: "extra.key-7"))
  }

  // Reliability audit F7: negative limits are named by validation, and do not make the route
  // length negative.
  @Test func negativeLimitsAreReported() {
    let limits = NavigationLimits(maxStackDepth: -1, maxModalDepth: -5, maxURLLength: 10, maxPathSegments: -2)
    let structure = AppStructure<Shape>(limits: limits) {
      AppTab("triangle", .triangle)
    } origin: { _ in
      .root
    }
    #expect(
      structure.validate() == [
        .negativeLimit("maxStackDepth", -1), .negativeLimit("maxModalDepth", -5), .negativeLimit("maxPathSegments", -2),
      ])
    #expect(limits.maxRouteLength == 1)
    #expect(Shapes.structure.validate().isEmpty)
  }

  // Reliability audit N10: a table never writes a path or URL that it would refuse to read.
  @Test func aPathLongerThanTheTableReadsIsNotWritten() throws {
    let routes = Social.routes
    let long = String(repeating: "a", count: routes.limits.maxURLLength)
    #expect(routes.path(for: .tag(long)) == nil)
    #expect(routes.url(for: .tag(long)) == nil)
    #expect(routes.path(for: [.timeline, .tag(long)]) == nil)
    let fits = String(repeating: "a", count: 100)
    let path = try #require(routes.path(for: .tag(fits)))
    #expect(try routes.destinations(forPath: path).get() == [.tag(fits)])
  }

  // Reliability audit N13: a stream nobody reads keeps the newest events only, so it cannot
  // grow without bound; `.unbounded` keeps every one.
  @MainActor @Test func anUnreadEventStreamKeepsTheNewestEvents() async {
    var navigator: Navigator<Shape>? = Navigator(structure: Shapes.structure, selection: .triangle)
    guard let bounded = navigator?.events(), let small = navigator?.events(bufferingPolicy: .bufferingNewest(2)),
      let everything = navigator?.events(bufferingPolicy: .unbounded)
    else { return }
    for level in 1...1_500 { _ = navigator?.send(level.isMultiple(of: 2) ? .pop(1) : .push(.infinity)) }
    navigator = nil
    var count = 0
    for await _ in bounded { count += 1 }
    #expect(count == Navigator<Shape>.defaultEventBufferSize)
    var newest: [NavigationEvent<Shape>] = []
    for await event in small { newest.append(event) }
    #expect(newest.map(\.kind) == ["pushed", "popped"])
    var all = 0
    for await _ in everything { all += 1 }
    #expect(all == 1_500)
  }
}
