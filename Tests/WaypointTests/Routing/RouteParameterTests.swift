import Foundation
import Testing
import Waypoint

/// Typed parameters (Int, String, UUID, an enum's raw value) and optional query items, both ways.
@Suite struct RouteParameterTests {
  enum Item: Destination {
    case number(Int)
    case word(String)
    case document(UUID)
    case color(Color)
    case search(String, page: Int?)

    var title: String { "item" }
    var symbolName: String { "circle" }
  }

  enum Color: String, CaseIterable, Codable, RouteParameter { case red, green }

  static let routes = RouteTable<Item>(scheme: "test") {
    Route("/number/{n}", build: { Item.number($0) }) { if case let .number(n) = $0 { n } else { nil } }
    Route("/word/{w}", build: { Item.word($0) }) { (item: Item) -> String? in if case let .word(w) = item { w } else { nil } }
    Route("/document/{id}", build: { Item.document($0) }) { if case let .document(id) = $0 { id } else { nil } }
    Route("/color/{c}", build: { Item.color($0) }) { if case let .color(c) = $0 { c } else { nil } }
    Route("/search/{query}?page={page}", parameters: ["page": Int.self]) { values in
      values["query", as: String.self].map { Item.search($0, page: values["page", as: Int.self]) }
    } extract: { item in
      guard case let .search(query, page) = item else { return nil }
      var values: RouteParameters = ["query": query]
      values.set("page", to: page)
      return values
    }
  }
}

extension RouteParameterTests {
  @Test func intParameters() {  // typed parameter: Int
    #expect(Self.routes.destination(forPath: "/number/-12") == .success(.number(-12)))
    #expect(Self.routes.path(for: .number(-12)) == "/number/-12")
  }

  @Test func stringParameters() {  // typed parameter: String
    #expect(Self.routes.destination(forPath: "/word/h%C3%A9llo") == .success(.word("héllo")))
    #expect(Self.routes.path(for: .word("héllo")) == "/word/h%C3%A9llo")
  }

  @Test func uuidParameters() {  // typed parameter: UUID
    let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    #expect(id.map { Self.routes.path(for: .document($0)) } == "/document/e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
    #expect(
      Self.routes.destination(forPath: "/document/E621E1F8-C36C-495A-93FC-0C247A3E6E5F").map { "\($0)" }
        == id.map { .success("\(Item.document($0))") })
  }

  @Test func enumRawValueParameters() {  // typed parameter: RawRepresentable
    #expect(Self.routes.destination(forPath: "/color/green") == .success(.color(.green)))
    #expect(Self.routes.path(for: .color(.red)) == "/color/red")
    #expect(Self.routes.destination(forPath: "/color/blue") == .failure(.invalidParameter(name: "c", value: "blue", expected: "Color")))
  }

  @Test func optionalQueryItems() {  // query items: present or absent, both ways
    #expect(Self.routes.destination(forPath: "/search/swift?page=3") == .success(.search("swift", page: 3)))
    #expect(Self.routes.destination(forPath: "/search/swift") == .success(.search("swift", page: nil)))
    #expect(Self.routes.destination(forPath: "/search/swift?utm=x&page=2") == .success(.search("swift", page: 2)))
    #expect(Self.routes.path(for: .search("swift", page: 3)) == "/search/swift?page=3")
    #expect(Self.routes.path(for: .search("swift", page: nil)) == "/search/swift")
  }

  @Test func aQueryItemOfTheWrongTypeIsReported() {  // bad input: wrong parameter type in the query
    #expect(
      Self.routes.destination(forPath: "/search/swift?page=two") == .failure(.invalidParameter(name: "page", value: "two", expected: "Int"))
    )
  }

  @Test func routeParametersReadTypedValues() {
    let values: RouteParameters = ["id": 42, "name": "x"]
    #expect(values["id", as: Int.self] == 42)
    #expect(values["name", as: Int.self] == nil)
    #expect(values.texts == ["id": "42", "name": "x"])
  }
}
