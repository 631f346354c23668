import Synchronization
import Testing
import Waypoint
import WaypointExamples

/// A refused action says why where the developer looks, when asked to (issue 31, item 6).
@MainActor
@Suite struct RefusalLogTests {
  final class Reports: Sendable {
    let lines = Mutex<[String]>([])
    var all: [String] { lines.withLock { $0 } }
    var log: RefusalLog { .custom { line in self.lines.withLock { $0.append(line) } } }
  }
}

extension RefusalLogTests {
  // D3: the refusal names the action and the reason; nothing changed.
  @Test func aRefusedActionIsReported() {
    let reports = Reports()
    let navigator = Navigator(structure: Shapes.structure, selection: .triangle)
    navigator.refusalLog = reports.log
    navigator.push(.circle)
    navigator.pop(3)
    #expect(
      reports.all == [
        "Waypoint refused push(circle): circle is a tab or a section's landing screen: select it or show it instead of pushing or presenting it (nothing changed)",
        "Waypoint refused pop(3): cannot pop 3 screens: the stack holds 0 (nothing changed)",
      ])
  }

  // An accepted action, or a navigator without a log, reports nothing.
  @Test func nothingIsReportedUnlessAskedOrRefused() {
    let reports = Reports()
    let navigator = Navigator(structure: Shapes.structure, selection: .triangle)
    navigator.push(.circle)
    navigator.refusalLog = reports.log
    navigator.push(.infinity)
    #expect(reports.all.isEmpty)
    navigator.refusalLog = .none
    navigator.push(.circle)
    #expect(reports.all.isEmpty)
  }
}
