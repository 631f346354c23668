import Testing
import WaypointExamples

@testable import WaypointDemoKit

@Suite struct GraphExporterTests {}

extension GraphExporterTests {
  // Issue 7, graph export: tabs and sections are groups; origins are edges labelled push, sheet or cover.
  @Test func mermaidOfSocial() {
    let text = GraphExporter(example: Example.social).render(.mermaid)
    #expect(text.hasPrefix("flowchart LR\n  subgraph tabs[\"Tabs\"]"))
    #expect(text.contains("  subgraph section_lists[\"Lists\"]\n    lists[\"Lists<br/>/lists\"]\n    lists_1[\"List 1<br/>/lists/1\"]"))
    #expect(text.contains("tags_swiftui[\"#35;swiftui<br/>/tags/swiftui\"]"))
    #expect(text.contains("  any((\"any screen\"))"))
    #expect(text.contains("  any -.->|push| status_42"))
    #expect(text.contains("  any -.->|sheet| sign_in"))
    // D5: the intercepting tab gets an edge to what it presents.
    #expect(text.contains("  post -.->|sheet| compose"))
  }

  // Issue 7: origins are walked up from the samples, with `push`, `sheet` and `cover` labels.
  @Test func walksOriginsWithTheirLabels() {
    let media = GraphExporter(example: Example.media).render(.mermaid)
    #expect(media.contains("  watch_now -->|push| video_1"))
    #expect(media.contains("  video_7 -->|cover| player_7"))
    #expect(!media.contains("any screen"))
    let shapes = GraphExporter(example: Example.shapes).render(.mermaid)
    #expect(shapes.contains("  rectangle_item_2 -->|sheet| rectangle_item_3"))
    #expect(shapes.contains("  rectangle_item_3 -->|push| rectangle_item_4"))
  }

  // Issue 7: DOT output has clusters for tabs and sections, and labelled edges.
  @Test func dotOfMedia() {
    let text = GraphExporter(example: Example.media).render(.dot)
    #expect(text.hasPrefix("digraph \"Media\" {\n  rankdir=LR;"))
    #expect(text.contains("  subgraph \"cluster_section_collections\" {\n    label=\"Collections\";"))
    #expect(text.contains("  \"video_7\" -> \"player_7\" [label=\"cover\"];"))
    #expect(text.hasSuffix("}"))
    #expect(text.filter { $0 == "{" }.count == text.filter { $0 == "}" }.count)
  }

  // Every node is declared once and every edge joins declared nodes.
  @Test(arguments: DemoApp.allCases)
  func edgesJoinDeclaredNodes(app: DemoApp) {
    let graph: (nodes: [String], edges: [(String, String)]) =
      switch app {
      case .shapes: declared(GraphExporter(example: Example.shapes))
      case .social: declared(GraphExporter(example: Example.social))
      case .media: declared(GraphExporter(example: Example.media))
      }
    #expect(Set(graph.nodes).count == graph.nodes.count)
    for (from, to) in graph.edges {
      #expect(graph.nodes.contains(from) || from == "any")
      #expect(graph.nodes.contains(to))
    }
  }

  private func declared<D>(_ exporter: GraphExporter<D>) -> (nodes: [String], edges: [(String, String)]) {
    let graph = exporter.build()
    return (graph.groups.flatMap(\.nodes).map(\.id) + graph.nodes.map(\.id), graph.edges.map { ($0.from, $0.to) })
  }

  // Origins may be endless; the walk stops at its limit instead of hanging.
  @Test func walkIsBounded() {
    var example = Example.shapes
    example.sampleDestinations = [.circleItem(level: 100_000)]
    var exporter = GraphExporter(example: example)
    exporter.limit = 50
    #expect(exporter.build().nodes.count <= 50)
  }
}
