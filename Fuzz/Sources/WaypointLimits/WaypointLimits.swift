import Foundation
import Waypoint
import WaypointExamples

/// Feeds Waypoint one oversized input and prints what it answered, how long it took and the
/// process's peak memory. `Scripts/limits` runs each case in its own process.
///
///     waypoint-limits url-1mb | snapshot-10mb | snapshot-deep-stack | snapshot-codable-10mb |
///                     structure-100k-tabs | windows-100k | readback-4k
@main
struct WaypointLimits {
  @MainActor
  static func main() {
    let name = CommandLine.arguments.dropFirst().first ?? ""
    let clock = ContinuousClock()
    let work = prepare(name)  // the input is built before the clock starts
    var answer = ""
    let elapsed = clock.measure { answer = work() }
    var usage = rusage()
    #if os(Linux)
      getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
      let peak = usage.ru_maxrss / 1024  // kilobytes on Linux
    #else
      getrusage(RUSAGE_SELF, &usage)
      let peak = usage.ru_maxrss / (1024 * 1024)  // bytes on Darwin
    #endif
    let milliseconds = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
    print("\(name)\t\(answer)\t\(String(format: "%.1f", milliseconds)) ms\t\(peak) MB")
  }

  @MainActor
  static func prepare(_ name: String) -> @MainActor () -> String {
    switch name {
    case "url-1mb":
      let url = URL(string: "waypoint-shapes:///rectangle/item/" + String(repeating: "7", count: 1 << 20))
      return { url.map { describe(Shapes.routes.destinations(for: $0)) } ?? "not a URL" }
    case "snapshot-10mb":
      let data = Data(("{\"windows\":[" + String(repeating: " ", count: 10 << 20) + "]}").utf8)
      return {
        describe { () throws(RestorationError) in try SessionSnapshot<ShapesDestination>.restore(from: data, in: Shapes.structure) }
      }
    case "snapshot-deep-stack":
      let entries = (0..<100_000).map { #"{"id":\#($0),"destination":{"infinity":{}}}"# }.joined(separator: ",")
      let text =
        #"{"format":"waypoint.session","version":1,"schema":0,"nextEntryID":100000,"nextWindowID":1,"windows":[{"id":0,"#
        + #""selection":{"triangle":{}},"stacks":[{"tab":{"triangle":{}},"entries":[\#(entries)]}]}]}"#
      var options = SessionSnapshot<ShapesDestination>.RestoreOptions()
      options.maxByteCount = 16 << 20
      let data = Data(text.utf8)
      return {
        describe { () throws(RestorationError) in
          try SessionSnapshot<ShapesDestination>.restore(from: data, in: Shapes.structure, options: options)
        }
      }
    case "snapshot-codable-10mb":
      // The plain `Codable` path, inside the app's own `JSONDecoder`: no byte limit can apply
      // there, but the structural limits do, and a strict decode throws where restore would cut.
      let entries = (0..<240_000).map { #"{"id":\#($0),"destination":{"infinity":{}}}"# }.joined(separator: ",")
      let text =
        #"{"format":"waypoint.session","version":1,"schema":0,"nextEntryID":240000,"nextWindowID":1,"windows":[{"id":0,"#
        + #""selection":{"triangle":{}},"stacks":[{"tab":{"triangle":{}},"entries":[\#(entries)]}]}]}"#
      let data = Data(text.utf8)
      return {
        do {
          let snapshot = try JSONDecoder().decode(SessionSnapshot<ShapesDestination>.self, from: data)
          return "decoded \(snapshot.windows.count) window(s) of \(data.count / 1_000_000) MB"
        } catch {
          return "refused (\(String(format: "%.1f", Double(data.count) / 1e6)) MB): \(String("\(error)".prefix(120)))"
        }
      }
    case "structure-100k-tabs":
      let tabs = (0..<100_000).map { AppTab("tab-\($0)", ShapesDestination.circleItem(level: $0)) }
      return {
        let structure = AppStructure<ShapesDestination>(content: tabs.map { .tab($0) }) { _ in .root }
        var engine = NavigationEngine(structure: structure, selection: .circleItem(level: 0))
        let problems = structure.validate(destinations: [.circleItem(level: 99_999)])
        let result = engine.send(.select(.circleItem(level: 99_999)))
        let sidebar = LayoutEnvironment(style: .sidebar)
        engine.setEnvironment(sidebar)
        let selected = if case .success = result { "selected" } else { "refused" }
        return
          "built, validated (\(problems.count) problems), last tab \(selected), sidebar of \(engine.layout.sidebar?.tabs.count ?? 0) rows"
      }
    case "windows-100k":
      return {
        let windows = SessionNavigator(
          session: Session(main: NavigationState(selection: ShapesDestination.triangle)), structure: Shapes.structure)
        var refused = 0
        var error = ""
        for _ in 0..<100_000 {
          if case let .failure(failure) = windows.openWindow(showing: .circleItem(level: 1)) {
            refused += 1
            error = failure.description
          }
        }
        return "\(windows.windowIDs.count) open, \(refused) refused: \(error)"
      }
    case "readback-4k":
      // The system's customization of a 4,000-tab section, read back in reverse order, in a
      // session of two windows: what the SwiftUI layer does after the person reorders.
      let structure = AppStructure<ShapesDestination>(
        content: [.tab(AppTab("triangle", .triangle))]
          + [
            .section(AppTabSection("many", title: "Many") { for index in 0..<4_000 { AppTab("tab-\(index)", .circleItem(level: index)) } })
          ]
      ) { _ in .root }
      let reversed = (0..<4_000).reversed().map { "tab-\($0)" }
      let windows = SessionNavigator(
        session: Session(main: NavigationState(selection: ShapesDestination.triangle)), structure: structure,
        environment: LayoutEnvironment(style: .sidebar))
      _ = windows.openWindow(startingOn: .triangle)
      return {
        guard let navigator = windows.navigator(for: 0) else { return "no window" }
        let operations = navigator.customization.operations(
          toMatch: SystemTabCustomization(sectionOrders: ["many": reversed]), in: structure)
        let result = navigator.customize(operations)
        let applied = navigator.customization.sectionOrders["many"] == reversed
        return "\(operations.count) moves, \(describe(result.map { $0.count })), order applied in every window: \(applied)"
      }
    default:
      return { "unknown case" }
    }
  }

  static func describe<Value, Failure: Error>(_ result: Result<Value, Failure>) -> String {
    switch result {
    case let .success(value): "accepted: \(String(describing: value).prefix(80))"
    case let .failure(error): "refused: \(error)"
    }
  }

  static func describe<D>(_ body: () throws(RestorationError) -> SessionSnapshot<D>.RestoreOutcome) -> String {
    do throws(RestorationError) {
      let outcome = try body()
      return "restored \(outcome.windows.count) window(s), \(outcome.adjustments.count) adjustment(s): "
        + (outcome.adjustments.first.map { "\($0)" } ?? "none")
    } catch {
      return "refused: \(error)"
    }
  }
}
