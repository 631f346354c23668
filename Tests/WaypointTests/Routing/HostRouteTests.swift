import Foundation
import Testing
import Waypoint

/// Routes whose meaning depends on the link's host: a universal link to a post on another
/// server opens a remote-post screen, one to the app's own server the local post (as a
/// federated client's router does), both ways.
@Suite struct HostRouteTests {
  enum Post: Destination {
    case timeline
    case post(id: Int)
    case remotePost(server: String, handle: String, id: Int)
    case news
    var title: String { "\(self)" }
    var symbolName: String { "text.bubble" }
  }

  static let routes = RouteTable<Post>(
    hosts: [RouteTable.Host(scheme: "social"), RouteTable.Host(scheme: "https", host: "social.example.com")],
    routes: [
      Route("/timeline", .timeline),
      Route("/{handle}/{id}", parameters: ["handle": String.self, "id": Int.self]) { values in
        values["id", as: Int.self].map { Post.post(id: $0) }
      } extract: { destination in
        guard case let .post(id) = destination else { return nil }
        return ["handle": "@me", "id": id]
      },
      Route("https://{server}/{handle}/{id}", parameters: ["server": String.self, "handle": String.self, "id": Int.self]) {
        values in
        guard let server = values["server", as: String.self], let handle = values["handle", as: String.self],
          let id = values["id", as: Int.self]
        else { return nil }
        return Post.remotePost(server: server, handle: handle, id: id)
      } extract: { destination in
        guard case let .remotePost(server, handle, id) = destination else { return nil }
        return ["server": server, "handle": handle, "id": id]
      },
      Route("https://news.example.org/today", .news),
    ])

  static func open(_ text: String) -> Result<Post, RoutingError<Post>> {
    guard let url = URL(string: text) else { return .failure(.malformedURL(text)) }
    return routes.destination(for: url)
  }
}

extension HostRouteTests {
  // Issue 31, item 1: a route that depends on the host.
  @Test func aLinkToAnotherServerOpensTheRemoteScreen() {
    #expect(Self.routes.problems.isEmpty)
    #expect(Self.open("https://mastodon.example/@alice/42") == .success(.remotePost(server: "mastodon.example", handle: "@alice", id: 42)))
    // Hosts compare without regard to case, and are read lower-cased.
    #expect(Self.open("https://Mastodon.Example/@alice/42") == .success(.remotePost(server: "mastodon.example", handle: "@alice", id: 42)))
    #expect(Self.open("https://news.example.org/today") == .success(.news))
  }

  // The table's own host tries its own routes first: the same link shape opens the local post.
  @Test func aLinkToTheAppsOwnServerOpensTheLocalScreen() {
    #expect(Self.open("https://social.example.com/@bob/7") == .success(.post(id: 7)))
    #expect(Self.open("social:///@bob/7") == .success(.post(id: 7)))
  }

  // Both ways: the route writes the whole URL, with its host.
  @Test func theURLNamesTheServer() throws {
    let remote = Post.remotePost(server: "mastodon.example", handle: "@alice", id: 42)
    let url = try #require(Self.routes.url(for: remote))
    // `@` is escaped as every reserved character is in a segment; it reads back the same.
    #expect(url.absoluteString == "https://mastodon.example/%40alice/42")
    #expect(Self.routes.destination(for: url) == .success(remote))
    #expect(Self.routes.path(for: remote) == "https://mastodon.example/%40alice/42")
    #expect(Self.routes.url(for: .news)?.absoluteString == "https://news.example.org/today")
    // A remote post opened over the timeline: the remote post leads, explicit steps are paths.
    let path = try #require(Self.routes.url(for: [remote, .timeline]))
    #expect(Self.routes.destinations(for: path) == .success([remote, .timeline]))
    // A route with its own host cannot be a later step of an explicit path.
    #expect(Self.routes.url(for: [.timeline, remote]) == nil)
  }

  // A host parameter that is not a host name writes no URL.
  @Test func aServerThatIsNotAHostNameWritesNoURL() {
    #expect(Self.routes.url(for: .remotePost(server: "not a host", handle: "@alice", id: 1)) == nil)
    #expect(Self.routes.url(for: .remotePost(server: "", handle: "@alice", id: 1)) == nil)
  }

  // Bad input says what was wrong in the table's terms.
  @Test func whatDoesNotMatchSaysWhy() {
    #expect(
      Self.open("https://mastodon.example/@alice/forty-two") == .failure(.invalidParameter(name: "id", value: "forty-two", expected: "Int"))
    )
    #expect(Self.open("https://mastodon.example/about") == .failure(.unknownHost("mastodon.example")))
    #expect(Self.open("ftp://mastodon.example/@alice/42") == .failure(.unknownScheme("ftp")))
  }

  // A pattern with a scheme and host is read strictly; two that match the same links are ambiguous.
  @Test func patternsAreChecked() {
    let table = RouteTable<Post>(
      hosts: [RouteTable.Host(scheme: "social")],
      routes: [
        Route("https://{server}/{handle}", parameters: [:], build: { _ in .timeline }, extract: { _ in nil }),
        Route("https://{host}/{name}", parameters: [:], build: { _ in .news }, extract: { _ in nil }),
        Route("https:/{server}/x", .news),
        Route("https://a b/x", .news),
        Route("ht tp://host/x", .news),
        Route("https://host", .news),
      ])
    #expect(
      table.problems == [
        .ambiguous("https://{server}/{handle}", "https://{host}/{name}"),
        .invalidPattern("https:/{server}/x", reason: "a pattern starts with / or scheme://host/"),
        .invalidPattern("https://a b/x", reason: "'a b' is not a host"),
        .invalidPattern("ht tp://host/x", reason: "'ht tp' is not a scheme"),
        .invalidPattern("https://host", reason: "a path starting with / follows the host"),
      ])
  }
}
