import Benchmark
import SideBySide

/// The side-by-side comparison in wall-clock time, beside its instruction counts
/// (`Benchmarks/instructions`): each operation done by Waypoint's Navigator and by the
/// hand-written router (and TCA's stack storage), named `side/<operation>/<subject>/<operations
/// per iteration>`.
///
/// Operations that follow each other (pushes, tab switches) are measured as a whole run; an
/// operation that must be undone before the next (a deep link) is measured one per iteration,
/// with the undoing outside the measurement.
func registerSideBySide() {
  for comparison in comparisons {
    for subject in comparison.subjects {
      let workload = Fixture { comparison.workload(subject) }
      let perIteration = comparison.isUndoneEachTime ? 1 : comparison.count
      mainActorBenchmark("side/\(comparison.name)/\(subject.rawValue)/\(perIteration)") { benchmark in
        guard let workload = workload.current else { return }
        workload.before()
        benchmark.startMeasurement()
        for index in 0..<perIteration { workload.operation(index) }
        benchmark.stopMeasurement()
        for index in 0..<perIteration { workload.reset?(index) }
        workload.after()
      }
    }
  }
}
