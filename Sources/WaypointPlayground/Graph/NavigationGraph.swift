public import Waypoint

/// An app's navigation as a graph, in Mermaid or Graphviz DOT: tabs and sections as groups, every
/// screen reached from the tabs and from sample screens, and an edge from each screen's origin
/// labelled `push`, `sheet` or `cover`.
///
/// Origins are a function, so the graph walks them: from each sample screen up through its
/// parents until every screen on the way is a node (at most ``limit`` screens, since origins may
/// be endless). A screen is shown as its route (`/status/{id}`), so the samples of one route are
/// one node; tabs and sections' landing screens as their paths. Screens that can come from
/// anywhere get an edge from one "any screen" node; a tab that intercepts its selection gets a
/// dashed edge to what it opens instead, and so does each section action. With a sign-in guard,
/// a screen it holds back when signed out says so, with a dashed edge to where it redirects.
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
  /// A guard whose context is whether the person is signed in; the screens it refuses when
  /// signed out are marked. None by default.
  public var signInGuard: NavigationGuard<D, Bool>?

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
  ///   - signInGuard: a guard over whether the person is signed in, to mark what it refuses
  ///     when signed out; none by default.
  public init(
    _ name: String, structure: AppStructure<D>, routes: RouteTable<D> = RouteTable(), samples: [D] = [],
    signInGuard: NavigationGuard<D, Bool>? = nil
  ) {
    self.name = name
    self.structure = structure
    self.routes = routes
    self.samples = samples
    self.signInGuard = signInGuard
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
    /// The screen's title; empty for a route with parameters, which the pattern names.
    var title: String
    var path: String
    /// What the sign-in guard does when signed out (`signed out: denied`), if it refuses.
    var note: String?
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
    // A tab or landing is shown as its path; any other screen as its route's pattern, so the
    // samples of one route are one node.
    func key(_ destination: D) -> String {
      if structure.isRoot(destination) { return routes.path(for: destination) }
      return self.routes.pattern(for: destination) ?? routes.path(for: destination)
    }
    var ids: [String: String] = [:]
    var used: Set<String> = [Self.anyID]
    func id(for key: String) -> String {
      if let id = ids[key] { return id }
      // Letters and digits, each run of anything else one `_`: `/status/{id}` is `status_id`.
      var base = ""
      for character in key {
        if character.isLetter || character.isNumber {
          base.append(character)
        } else if !base.isEmpty, base.last != "_" {
          base.append("_")
        }
      }
      if base.last == "_" { base.removeLast() }
      if base.isEmpty || base.first?.isNumber == true { base = "n" + base }
      var candidate = base
      var suffix = 2
      while used.contains(candidate) {
        candidate = "\(base)_\(suffix)"
        suffix += 1
      }
      used.insert(candidate)
      ids[key] = candidate
      return candidate
    }
    func id(_ destination: D) -> String { id(for: key(destination)) }
    // The guard is asked as on a fresh start, signed out.
    let signedOut = structure.allTabs.first.map { NavigationState(selection: $0.destination) }
    var redirects: [(from: D, to: D)] = []
    func node(_ destination: D) -> Node {
      let path = key(destination)
      var note: String?
      switch signedOut.flatMap({ signInGuard?.decide(destination, $0, false) }) {
      case let .deny(reason)?: note = "signed out: denied (\(reason))"
      case let .redirect(target)?:
        note = "signed out: redirected"
        redirects.append((destination, target))
      case .resolve?: note = "looked up first"
      case .allow?, nil: break
      }
      let title = path.contains("{") ? "" : destination.title
      return Node(id: id(for: path), title: title, path: path, note: note)
    }

    var graph = Graph()
    var seen: Set<D> = []
    var queueFromActions: [D] = []
    let loose = structure.looseTabs.map(\.destination)
    graph.groups.append(Group(id: "tabs", title: "Tabs", nodes: loose.map(node)))
    seen.formUnion(loose)
    var actionEdges: [(from: String, to: D, label: String)] = []
    for section in structure.sections {
      let members = (section.landing.map { [$0] } ?? []) + section.tabs.map(\.destination)
      let groupID = "section_" + section.id.map { $0.isLetter || $0.isNumber ? $0 : "_" }
      var nodes = members.map(node)
      // Each section action is a node in its section, with an edge to what it opens.
      for action in section.actions {
        guard let (target, label) = Self.target(of: action.action, in: structure) else { continue }
        let actionID = id(for: groupID + "/+" + action.id)
        nodes.append(Node(id: actionID, title: "+ " + action.title, path: ""))
        actionEdges.append((actionID, target, label))
      }
      graph.groups.append(Group(id: groupID, title: section.title, nodes: nodes))
      seen.formUnion(members)
    }
    for (from, target, label) in actionEdges {
      graph.edges.append(Edge(from: from, to: id(target), label: label, dashed: true))
      if !seen.contains(target) { queueFromActions.append(target) }
    }
    for tab in structure.allTabs {
      guard case let .intercept(action) = tab.behavior, let (target, label) = Self.target(of: action, in: structure) else { continue }
      graph.edges.append(Edge(from: id(tab.destination), to: id(target), label: label, dashed: true))
      if seen.insert(target).inserted { graph.nodes.append(node(target)) }
    }

    var queue = samples + queueFromActions
    var index = 0
    var keys: Set<String> = []
    while index < queue.count, seen.count < limit {
      let destination = queue[index]
      index += 1
      if structure.isRoot(destination) { continue }
      if seen.insert(destination).inserted, keys.insert(key(destination)).inserted { graph.nodes.append(node(destination)) }
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
    for (from, to) in redirects {
      graph.edges.append(Edge(from: id(from), to: id(to), label: "signed out", dashed: true))
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
      "\(node.id)[\"\(node.lines.map(Self.mermaidEscaped).joined(separator: "<br/>"))\"]"
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
      "\"\(node.id)\" [label=\"\(node.lines.map(Self.dotEscaped).joined(separator: "\\n"))\"];"
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

extension NavigationGraph.Node {
  /// The lines of the node's label: title, path, and what the sign-in guard does, each if any.
  var lines: [String] { [title, path, note ?? ""].filter { !$0.isEmpty } }
}

extension Array where Element: Hashable {
  fileprivate func uniqued() -> [Element] {
    var seen: Set<Element> = []
    return filter { seen.insert($0).inserted }
  }
}
