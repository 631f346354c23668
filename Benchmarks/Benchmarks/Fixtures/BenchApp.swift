public import Waypoint

/// The synthetic apps the benchmarks run on (issue 9): a large app and a stress app, and the same
/// shape at any size for the scaling measurements.
///
/// Tabs are numbered 0..<tabs; the first `sections * perSection` of them sit in `sections`
/// sections of equal size, the rest are loose tabs. Every tab has a chain of ``BenchDestination/item(tab:level:)``
/// screens pushed under it, so `show(.item(tab: t, level: d))` is a deep link of depth `d`.
///
/// ```swift
/// let structure = BenchApp.large
/// let state = BenchApp.state(in: structure, tab: 0, depth: 1_000, modals: 10)
/// ```
public enum BenchApp {
  /// The large app: 100 tabs in 20 sections, stacks up to 1,000 deep, up to 10 modals.
  public static let large = structure(tabs: 100, sections: 20, maxStackDepth: 1_000, maxModalDepth: 10)

  /// A phone app of five tabs with no sections, stacks up to 10,000 deep: the app the
  /// side-by-side comparison with a hand-written router runs on.
  public static let small = structure(tabs: 5, sections: 0, maxStackDepth: 10_000, maxModalDepth: 16)

  /// The stress app: 1,000 tabs (in 200 sections), stacks up to 10,000 deep.
  public static let stress = structure(tabs: 1_000, sections: 200, maxStackDepth: 10_000, maxModalDepth: 16)

  /// An app of the benchmarks' shape with `tabs` tabs.
  ///
  /// - Parameters:
  ///   - tabs: how many tabs.
  ///   - sections: how many sections share the tabs (each gets `tabs / sections`).
  ///   - maxStackDepth: the deepest stack allowed (D14).
  ///   - maxModalDepth: the most modals allowed (D14).
  /// - Returns: the structure.
  public static func structure(
    tabs: Int,
    sections: Int,
    maxStackDepth: Int,
    maxModalDepth: Int
  ) -> AppStructure<BenchDestination> {
    let perSection = sections > 0 ? tabs / sections : 0
    var content: [AppStructure<BenchDestination>.Content] = []
    for section in 0..<sections {
      let first = section * perSection
      content.append(
        .section(
          AppTabSection("section-\(section)", title: "Section \(section)", landing: .landing(section)) {
            for index in first..<(first + perSection) { AppTab("tab-\(index)", .tab(index)) }
          }
        )
      )
    }
    for index in (sections * perSection)..<tabs {
      content.append(.tab(AppTab("tab-\(index)", .tab(index))))
    }
    let limits = NavigationLimits(maxStackDepth: maxStackDepth, maxModalDepth: maxModalDepth)
    return AppStructure(content: content, limits: limits, origin: origin(of:))
  }

  /// Where each benchmark screen comes from.
  ///
  /// - Parameter destination: a benchmark screen.
  /// - Returns: its origin.
  @Sendable
  public static func origin(of destination: BenchDestination) -> Origin<BenchDestination> {
    switch destination {
    case .tab, .landing: .root
    case let .item(tab, level): .pushed(from: level <= 1 ? .tab(tab) : .item(tab: tab, level: level - 1))
    case .detail: .anywhere(.push)
    case .sheet: .anywhere(.present(.sheet))
    case let .editor(tab): .presented(from: .item(tab: tab, level: 3), style: .sheet)
    case let .picker(tab): .presented(from: .editor(tab: tab), style: .sheet)
    }
  }

  /// A state on tab `tab` with its item chain `depth` deep and `modals` sheets over it.
  ///
  /// - Parameters:
  ///   - structure: a structure from ``structure(tabs:sections:maxStackDepth:maxModalDepth:)``.
  ///   - tab: the selected tab.
  ///   - depth: how deep its stack is.
  ///   - modals: how many sheets are presented.
  ///   - otherStacks: how deep every other tab's stack is (kept while they are not selected).
  /// - Returns: the state.
  /// - Throws: ``NavigationError`` when the structure's limits do not allow it.
  public static func state(
    in structure: AppStructure<BenchDestination>,
    tab: Int,
    depth: Int,
    modals: Int = 0,
    otherStacks: Int = 0
  ) throws(NavigationError<BenchDestination>) -> NavigationState<BenchDestination> {
    // Built through the public engine (the pure reducer is internal to Waypoint); the default
    // environment, a phone's tab bar with sections flattened, draws every tab of these apps.
    var engine = NavigationEngine(structure: structure, selection: .tab(tab))
    if otherStacks > 0 {
      for other in structure.allTabs where other.destination != .tab(tab) {
        if case let .tab(index) = other.destination {
          _ = try engine.send(.show(.item(tab: index, level: otherStacks))).get()
        }
      }
    }
    if depth > 0 {
      _ = try engine.send(.show(.item(tab: tab, level: depth))).get()
    } else {
      _ = try engine.send(.select(.tab(tab))).get()
    }
    for index in 0..<modals {
      _ = try engine.send(.present(.sheet(index), style: .sheet)).get()
    }
    return engine.state
  }
}
