import Foundation
import Testing
import Waypoint

/// Custom-scheme links in every form apps meet, both ways: `recipes://recipe/42` (the host form
/// almost every link, QR code and push payload uses), `recipes:///recipe/42` and
/// `recipes:recipe/42`, and universal links.
@Suite struct LinkFormTests {
  enum Recipe: Destination {
    case recipes, recipe(id: Int), search
    var title: String { "\(self)" }
    var symbolName: String { "fork.knife" }
  }

  static func routes(_ style: RouteTable<Recipe>.Host.LinkStyle) -> RouteTable<Recipe> {
    RouteTable(
      hosts: [
        RouteTable.Host(scheme: "recipes", linkStyle: style), RouteTable.Host(scheme: "https", host: "recipes.example.com"),
      ],
      routes: [
        Route("/recipes", .recipes),
        Route("/recipe/{id}", build: { .recipe(id: $0) }) { if case let .recipe(id) = $0 { id } else { nil } },
        Route("/search_all", .search),
      ])
  }
}

extension LinkFormTests {
  // Issue 31, item 1: every form reads, whichever form the table writes.
  @Test(arguments: [
    "recipes://recipe/42", "recipes:///recipe/42", "recipes:recipe/42", "RECIPES://recipe/42", "https://recipes.example.com/recipe/42",
  ])
  func everyFormOpens(_ text: String) throws {
    let url = try #require(URL(string: text))
    for style in [RouteTable<Recipe>.Host.LinkStyle.emptyHost, .hostAsFirstSegment] {
      #expect(Self.routes(style).destination(for: url) == .success(.recipe(id: 42)), "\(style)")
    }
  }

  // A one-segment link in host form, with a query.
  @Test func aOneSegmentHostFormLinkOpens() throws {
    let routes = Self.routes(.emptyHost)
    #expect(routes.destination(for: try #require(URL(string: "recipes://recipes"))) == .success(.recipes))
    #expect(routes.destination(for: try #require(URL(string: "recipes://recipes/"))) == .success(.recipes))
  }

  // The table writes the form it chose, and what it writes reads back.
  @Test func theChosenFormIsWritten() throws {
    let hostForm = Self.routes(.hostAsFirstSegment)
    #expect(hostForm.url(for: .recipe(id: 42))?.absoluteString == "recipes://recipe/42")
    #expect(hostForm.url(for: .recipes)?.absoluteString == "recipes://recipes")
    let emptyHost = Self.routes(.emptyHost)
    #expect(emptyHost.url(for: .recipe(id: 42))?.absoluteString == "recipes:///recipe/42")
    for routes in [hostForm, emptyHost] {
      for destination in [Recipe.recipes, .recipe(id: 7), .search] {
        let url = try #require(routes.url(for: destination))
        #expect(routes.destination(for: url) == .success(destination), "\(url)")
      }
    }
  }

  // A first segment that cannot be a host is written with an empty host.
  @Test func aSegmentThatCannotBeAHostKeepsTheEmptyHost() {
    #expect(Self.routes(.hostAsFirstSegment).url(for: .search)?.absoluteString == "recipes:///search_all")
  }

  // A table whose scheme names a host still refuses another host; a user or a port is never a
  // path segment.
  @Test func aNamedHostIsStillChecked() throws {
    let routes = Self.routes(.emptyHost)
    #expect(
      routes.destination(for: try #require(URL(string: "https://evil.example.com/recipe/42"))) == .failure(.unknownHost("evil.example.com"))
    )
    #expect(routes.destination(for: try #require(URL(string: "recipes://me@recipe/42"))) == .failure(.unknownHost("me@recipe")))
    #expect(routes.destination(for: try #require(URL(string: "recipes://recipe:80/42"))) == .failure(.unknownHost("recipe:80")))
    // A name in the host's place that starts no route was meant as a host.
    #expect(routes.destination(for: try #require(URL(string: "recipes://nowhere/42"))) == .failure(.unknownHost("nowhere")))
  }

  // The link style is saved with the host, and a host saved without one writes the empty host.
  @Test func theLinkStyleIsCodable() throws {
    let host = RouteTable<Recipe>.Host(scheme: "recipes", linkStyle: .hostAsFirstSegment)
    #expect(try JSONDecoder().decode(RouteTable<Recipe>.Host.self, from: JSONEncoder().encode(host)) == host)
    let old = try JSONDecoder().decode(RouteTable<Recipe>.Host.self, from: Data(#"{"scheme":"recipes","host":""}"#.utf8))
    #expect(old.linkStyle == .emptyHost)
  }
}
