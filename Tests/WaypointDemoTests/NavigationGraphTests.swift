import Testing
import WaypointDemoKit
import WaypointExamples

@testable import WaypointPlayground

@Suite struct NavigationGraphTests {}

extension NavigationGraphTests {
  // Issue 7, graph export: tabs and sections are groups; origins are edges labelled push, sheet or cover.
  @Test func mermaidOfSocial() {
    let text = Playground.social.graph.mermaid
    #expect(text.hasPrefix("flowchart LR\n  subgraph tabs[\"Tabs\"]"))
    #expect(text.contains("  subgraph section_lists[\"Lists\"]\n    lists[\"Lists<br/>/lists\"]\n    lists_1[\"List 1<br/>/lists/1\"]"))
    #expect(text.contains("tags_swiftui[\"#35;swiftui<br/>/tags/swiftui\"]"))
    #expect(text.contains("  any((\"any screen\"))"))
    #expect(text.contains("  any -.->|push| status_id"))
    #expect(text.contains("  any -.->|sheet| sign_in"))
    // D5: the intercepting tab gets an edge to what it presents.
    #expect(text.contains("  post -.->|sheet| compose"))
  }

  // Issue 7: origins are walked up from the samples, with `push`, `sheet` and `cover` labels.
  @Test func walksOriginsWithTheirLabels() {
    let media = Playground.media.graph.mermaid
    #expect(media.contains("  watch_now -->|push| video_id"))
    #expect(media.contains("  video_id -->|cover| player_id"))
    #expect(!media.contains("any screen"))
    let shapes = Playground.shapes.graph.mermaid
    #expect(shapes.contains("  rectangle_item_level -->|sheet| rectangle_item_level"))
    #expect(shapes.contains("  rectangle_item_level -->|push| rectangle_item_level"))
  }

  // Issue 7: DOT output has clusters for tabs and sections, and labelled edges.
  @Test func dotOfMedia() {
    let text = Playground.media.graph.dot
    #expect(text.hasPrefix("digraph \"Media\" {\n  rankdir=LR;"))
    #expect(text.contains("  subgraph \"cluster_section_collections\" {\n    label=\"Collections\";"))
    #expect(text.contains("  \"video_id\" -> \"player_id\" [label=\"cover\"];"))
    #expect(text.hasSuffix("}"))
    #expect(text.filter { $0 == "{" }.count == text.filter { $0 == "}" }.count)
  }

  // Issue 31, item 8: a screen is its route's pattern, the samples of one route one node; a
  // section action opens what it opens; the sign-in guard's refusals are marked, with an edge
  // to where it redirects.
  @Test func routePatternsGuardsAndSectionActions() {
    let text = Playground.social.graph.mermaid
    #expect(text.contains("  status_id[\"/status/{id}\"]"))
    #expect(!text.contains("status_42"))
    #expect(text.contains("    section_lists_new_post[\"+ New Post\"]\n  end"))
    #expect(text.contains("  section_lists_new_post -.->|sheet| compose"))
    #expect(text.contains("    notifications[\"Notifications<br/>/notifications<br/>signed out: redirected\"]"))
    #expect(text.contains("  notifications -.->|signed out| sign_in"))
    // Without a guard nothing is marked.
    #expect(!Playground.media.graph.mermaid.contains("signed out"))
  }

  // Every node is declared once and every edge joins declared nodes.
  @Test(arguments: DemoApp.allCases)
  func edgesJoinDeclaredNodes(app: DemoApp) {
    let graph: (nodes: [String], edges: [(String, String)]) =
      switch app {
      case .shapes: declared(Playground.shapes.graph)
      case .social: declared(Playground.social.graph)
      case .media: declared(Playground.media.graph)
      }
    #expect(Set(graph.nodes).count == graph.nodes.count)
    for (from, to) in graph.edges {
      #expect(graph.nodes.contains(from) || from == "any")
      #expect(graph.nodes.contains(to))
    }
  }

  private func declared<D>(_ navigationGraph: NavigationGraph<D>) -> (nodes: [String], edges: [(String, String)]) {
    let graph = navigationGraph.build()
    return (graph.groups.flatMap(\.nodes).map(\.id) + graph.nodes.map(\.id), graph.edges.map { ($0.from, $0.to) })
  }

  // Origins may be endless; the walk stops at its limit instead of hanging.
  @Test func walkIsBounded() {
    var playground = Playground.shapes
    playground.samples = [.circleItem(level: 100_000)]
    var graph = playground.graph
    graph.limit = 50
    let walked = graph.build()
    #expect(walked.nodes.count <= 50)
    // Every edge joins declared nodes, even where the walk stopped.
    let nodes = Set(walked.groups.flatMap(\.nodes).map(\.id) + walked.nodes.map(\.id) + ["any"])
    #expect(walked.edges.allSatisfy { nodes.contains($0.from) && nodes.contains($0.to) })
  }

  // Issue 17 item 1: the DOT output is real Graphviz: `dot` lays out each example's graph, and a
  // user's own app, without a warning.
  @Test(.enabled(if: ExternalRenderer.dot.isAvailable, ExternalRenderer.dot.missingReason))
  func dotRendersWithGraphviz() throws {
    let user = Playground(
      "Podcasts", structure: Podcasts.structure, routes: Podcasts.routes, selection: .listenNow, samples: [.episode(id: 301), .player])
    for (name, dot) in [
      ("Shapes", Playground.shapes.graph.dot), ("Social", Playground.social.graph.dot),
      ("Media", Playground.media.graph.dot), ("Podcasts", user.graph.dot),
    ] {
      let result = try ExternalRenderer.dot.run(["-Tsvg"], input: dot)
      #expect(result.status == 0, "\(name): \(result.stderr)")
      #expect(result.stderr.isEmpty, "\(name): \(result.stderr)")
      #expect(result.stdoutText.contains("<svg") && result.stdoutText.contains("</svg>"), "\(name)")
    }
  }

  // Issue 17 item 1: a graph of any structure, without routes, names screens by their description.
  @Test func aGraphWithoutRoutesNamesScreensByDescription() {
    let graph = NavigationGraph("Podcasts", structure: Podcasts.structure, samples: [.episode(id: 301)])
    #expect(graph.mermaid.contains("episode_id_301[\"Episode 301<br/>episode(id: 301)\"]"))
    #expect(graph.mermaid.contains("show_id_3 -->|push| episode_id_301"))
  }
}
