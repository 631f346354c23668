@preconcurrency import Benchmark

/// A value that a benchmark builds on its first iteration and keeps for the next ones.
@MainActor
final class Fixture<Value> {
  private var value: Value?
  private let make: @MainActor () -> Value

  nonisolated init(_ make: @escaping @MainActor () -> Value) {
    self.make = make
  }

  /// The value, built on first use.
  var current: Value {
    if let value { return value }
    let made = make()
    value = made
    return made
  }
}

/// Registers a benchmark whose body runs on the main actor, as the Navigator does.
///
/// The body measures explicitly: it calls `benchmark.startMeasurement()` and
/// `benchmark.stopMeasurement()` around the work, so the hop to the main actor and any per-iteration
/// preparation are not measured.
///
/// - Parameters:
///   - name: `group/case`, as `Benchmarks/run` expects.
///   - configuration: the configuration; the default one unless given.
///   - body: one measured iteration.
func mainActorBenchmark(
  _ name: String,
  configuration: Benchmark.Configuration = Benchmark.defaultConfiguration,
  _ body: @escaping @MainActor (Benchmark) -> Void
) {
  Benchmark(name, configuration: configuration) { (benchmark: Benchmark) async in
    await body(benchmark)
  }
}

/// A mutable value with reference semantics, so that a fixture can hold a value that the
/// benchmark changes in place.
@MainActor
final class Box<Value> {
  var value: Value

  init(_ value: Value) { self.value = value }
}
