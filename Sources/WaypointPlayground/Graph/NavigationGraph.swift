public import Waypoint

/// An app's navigation as a graph, in Mermaid or Graphviz DOT: tabs and sections as groups, every
/// screen reached from the tabs and from sample screens, and an edge from each screen's origin
/// labelled `push`, `sheet` or `cover`.
///
/// Origins are a function, so the graph walks them: from each sample screen up through its
/// parents until every screen on the way is a node (at most ``limit`` screens, since origins may
/// be endless). Screens that can come from anywhere get an edge from one "any screen" node; a
/// tab that intercepts its selection gets a dashed edge to what it opens instead. Nodes show the
/// screen's title and its path in the routes.
///
/// ```swift
/// let graph = NavigationGraph("Podcasts", structure: Podcasts.structure, routes: Podcasts.routes, samples: [.episode(id: 1)])
/// try graph.dot.write(toFile: "navigation.dot", atomically: true, encoding: .utf8)
/// // dot -Tsvg navigation.dot -o navigation.svg
/// ```
public struct NavigationGraph<D: Destination>: Sendable {
  /// The graph's name (the DOT graph's name).
  public var name: String
  /// The app's structure.
  public var structure: AppStructure<D>
  /// The routes that give each screen its path; without routes a screen is named by its Swift
  /// description.
  public var routes: RouteTable<D>
  /// Screens the walk starts from, besides the tabs.
  public var samples: [D]
  /// The most screens the walk visits.
  public var limit = 500

  /// Creates the graph of an app's navigation.
  ///
  /// ```swift
  /// let graph = NavigationGraph("Media", structure: Media.structure(), routes: Media.routes, samples: [.player(id: 7)])
  /// print(graph.mermaid)
  /// ```
  ///
  /// - Parameters:
  ///   - name: the graph's name.
  ///   - structure: the app's structure.
  ///   - routes: the app's routes, for the paths shown in the nodes; none by default.
  ///   - samples: screens to walk from, besides the tabs; none by default.
  public init(_ name: String, structure: AppStructure<D>, routes: RouteTable<D> = RouteTable(), samples: [D] = []) {
    self.name = name
    self.structure = structure
    self.routes = routes
    self.samples = samples
  }

  /// The graph as a Mermaid flowchart, for a Markdown file or a DocC article.
  ///
  /// ```swift
  /// print(NavigationGraph("Shapes", structure: Shapes.structure).mermaid) // flowchart LR …
  /// ```
  public var mermaid: String { render(.mermaid) }

  /// The graph in Graphviz DOT, for `dot -Tsvg` or `dot -Tpng`.
  ///
  /// ```swift
  /// print(NavigationGraph("Shapes", structure: Shapes.structure).dot) // digraph "Shapes" { …
  /// ```
  public var dot: String { render(.dot) }

  /// The graph in a format.
  ///
  /// - Parameter format: Mermaid or DOT.
  /// - Returns: the graph's text.
  package func render(_ format: GraphFormat) -> String {
    let graph = build()
    return switch format {
    case .mermaid: mermaid(graph)
    case .dot: dot(graph)
    }
  }

  struct Node {
    var id: String
    var title: String
    var path: String
  }

  struct Group {
    var id: String
    var title: String
    var nodes: [Node]
  }

  struct Edge {
    var from: String
    var to: String
    var label: String
    var dashed: Bool
  }

  struct Graph {
    var groups: [Group] = []
    var nodes: [Node] = []
    var edges: [Edge] = []
    var hasAnywhere = false
  }

  static var anyID: String { "any" }

  func build() -> Graph {
    let routes = PlaygroundRoutes(table: self.routes)
    var ids: [D: String] = [:]
    var used: Set<String> = [Self.anyID]
    func id(_ destination: D) -> String {
      if let id = ids[destination] { return id }
      var base = String(routes.path(for: destination).map { $0.isLetter || $0.isNumber ? $0 : "_" }.drop { $0 == "_" })
      if base.isEmpty || base.first?.isNumber == true { base = "n" + base }
      var candidate = base
      var suffix = 2
      while used.contains(candidate) {
        candidate = "\(base)_\(suffix)"
        suffix += 1
      }
      used.insert(candidate)
      ids[destination] = candidate
      return candidate
    }
    func node(_ destination: D) -> Node {
      Node(id: id(destination), title: destination.title, path: routes.path(for: destination))
    }

    var graph = Graph()
    var seen: Set<D> = []
    let loose = structure.looseTabs.map(\.destination)
    graph.groups.append(Group(id: "tabs", title: "Tabs", nodes: loose.map(node)))
    seen.formUnion(loose)
    for section in structure.sections {
      let members = (section.landing.map { [$0] } ?? []) + section.tabs.map(\.destination)
      graph.groups.append(
        Group(id: "section_" + section.id.map { $0.isLetter || $0.isNumber ? $0 : "_" }, title: section.title, nodes: members.map(node)))
      seen.formUnion(members)
    }
    for tab in structure.allTabs {
      guard case let .intercept(action) = tab.behavior, let (target, label) = Self.target(of: action, in: structure) else { continue }
      graph.edges.append(Edge(from: id(tab.destination), to: id(target), label: label, dashed: true))
      if seen.insert(target).inserted { graph.nodes.append(node(target)) }
    }

    var queue = samples
    var index = 0
    while index < queue.count, seen.count < limit {
      let destination = queue[index]
      index += 1
      if structure.isRoot(destination) { continue }
      if seen.insert(destination).inserted { graph.nodes.append(node(destination)) }
      let (parent, label): (D?, String) =
        switch structure.origin(destination) {
        case .root: (nil, "")
        case let .pushed(from): (from, "push")
        case let .presented(from, style): (from, style.name)
        case .anywhere(.push): (nil, "push")
        case let .anywhere(.present(style)): (nil, style.name)
        }
      if let parent {
        graph.edges.append(Edge(from: id(parent), to: id(destination), label: label, dashed: false))
        if !seen.contains(parent) { queue.append(parent) }
      } else if !label.isEmpty {
        graph.hasAnywhere = true
        graph.edges.append(Edge(from: Self.anyID, to: id(destination), label: label, dashed: true))
      }
    }
    // A walk cut at the limit leaves edges to parents it never reached; a graph draws no edge
    // to a node it does not declare.
    let declared = Set(graph.groups.flatMap(\.nodes).map(\.id) + graph.nodes.map(\.id) + [Self.anyID])
    graph.edges = graph.edges.uniqued().filter { declared.contains($0.from) && declared.contains($0.to) }
    return graph
  }

  private static func target(of action: NavigationAction<D>, in structure: AppStructure<D>) -> (D, String)? {
    switch action {
    case let .present(destination, style): (destination, (style ?? structure.declaredStyle(of: destination)).name)
    case let .push(destination), let .show(destination): (destination, "push")
    case let .select(destination): (destination, "select")
    default: nil
    }
  }

  private func mermaid(_ graph: Graph) -> String {
    func label(_ node: Node) -> String {
      "\(node.id)[\"\(Self.mermaidEscaped(node.title))<br/>\(Self.mermaidEscaped(node.path))\"]"
    }
    var lines = ["flowchart LR"]
    for group in graph.groups where !group.nodes.isEmpty {
      lines.append("  subgraph \(group.id)[\"\(Self.mermaidEscaped(group.title))\"]")
      lines += group.nodes.map { "    " + label($0) }
      lines.append("  end")
    }
    lines += graph.nodes.map { "  " + label($0) }
    if graph.hasAnywhere { lines.append("  \(Self.anyID)((\"any screen\"))") }
    for edge in graph.edges {
      lines.append("  \(edge.from) \(edge.dashed ? "-.->" : "-->")|\(edge.label)| \(edge.to)")
    }
    return lines.joined(separator: "\n")
  }

  private func dot(_ graph: Graph) -> String {
    func label(_ node: Node) -> String {
      "\"\(node.id)\" [label=\"\(Self.dotEscaped(node.title))\\n\(Self.dotEscaped(node.path))\"];"
    }
    var lines = ["digraph \"\(Self.dotEscaped(name))\" {", "  rankdir=LR;", "  node [shape=box];"]
    for group in graph.groups where !group.nodes.isEmpty {
      lines.append("  subgraph \"cluster_\(group.id)\" {")
      lines.append("    label=\"\(Self.dotEscaped(group.title))\";")
      lines += group.nodes.map { "    " + label($0) }
      lines.append("  }")
    }
    lines += graph.nodes.map { "  " + label($0) }
    if graph.hasAnywhere { lines.append("  \"\(Self.anyID)\" [label=\"any screen\", shape=ellipse];") }
    for edge in graph.edges {
      lines.append("  \"\(edge.from)\" -> \"\(edge.to)\" [label=\"\(edge.label)\"\(edge.dashed ? ", style=dashed" : "")];")
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  private static func mermaidEscaped(_ text: String) -> String {
    text.map { character in
      switch character {
      case "\"": "#quot;"
      case "#": "#35;"
      case "<": "#lt;"
      case ">": "#gt;"
      default: String(character)
      }
    }.joined()
  }

  private static func dotEscaped(_ text: String) -> String {
    text.map { $0 == "\"" || $0 == "\\" ? "\\\($0)" : String($0) }.joined()
  }
}

extension NavigationGraph.Edge: Hashable {}

extension Array where Element: Hashable {
  fileprivate func uniqued() -> [Element] {
    var seen: Set<Element> = []
    return filter { seen.insert($0).inserted }
  }
}
