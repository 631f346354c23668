import Benchmark
import Foundation

/// Every benchmark of the performance budget (DESIGN.md, issue 9), registered in one run so that
/// each measurement is compared with its baseline under the same conditions.
///
/// Names are `group/case`; `Benchmarks/run` pairs them into the ratio table. Each measured
/// iteration does a whole batch (for example 1,000 pushes), so the figures are per batch.
/// `WAYPOINT_BENCH_SMOKE=1` runs every benchmark for a few iterations only (CI's smoke pass).
let benchmarks: @Sendable () -> Void = {
  let smoke = ProcessInfo.processInfo.environment["WAYPOINT_BENCH_SMOKE"] != nil
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal],
    timeUnits: .nanoseconds,
    warmupIterations: smoke ? 0 : 3,
    maxDuration: smoke ? .milliseconds(50) : .seconds(2),
    maxIterations: smoke ? 2 : 2_000
  )
  registerPushPop()
  registerShow()
  registerLayout()
  registerRouting()
  registerPlanning()
  registerRestoration()
  registerInteractive()
  registerSideBySide()
}
