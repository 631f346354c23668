import Benchmark
import Fixtures
import Waypoint

/// The batch every push and pop benchmark runs per measured iteration.
let pushBatch = 1_000

/// Measurement 1: push and pop through the Navigator against `Array.append` and `removeLast` of
/// the same destination values; mallocs per push (target: at most 10×, 0 mallocs amortized).
///
/// The stack starts one entry deep and is never emptied, so that every iteration after the first
/// reuses the stack's storage, as a long-running app does. Each iteration measures a batch of
/// 1,000 pushes (or pops); the other half of the cycle runs unmeasured.
func registerPushPop() {
  let values = (0..<pushBatch).map { BenchDestination.detail($0) }

  let pushNavigator = Fixture { () -> Navigator<BenchDestination> in
    let navigator = Navigator(structure: BenchApp.stress, selection: .tab(0))
    navigator.push(.detail(-1))
    return navigator
  }
  mainActorBenchmark("push/navigator") { benchmark in
    let navigator = pushNavigator.current
    benchmark.startMeasurement()
    for value in values { navigator.push(value) }
    benchmark.stopMeasurement()
    navigator.pop(pushBatch)
  }

  // With a guard installed (one that allows everything), every action is applied to a copy of
  // the state and checked before it is kept (I9).
  let guardedNavigator = Fixture { () -> Navigator<BenchDestination> in
    let navigator = Navigator(structure: BenchApp.stress, selection: .tab(0))
    navigator.setGuard(NavigationGuard<BenchDestination, Bool> { _, _, _ in .allow }, context: true)
    navigator.push(.detail(-1))
    return navigator
  }
  mainActorBenchmark("push/navigator-guarded") { benchmark in
    let navigator = guardedNavigator.current
    benchmark.startMeasurement()
    for value in values { navigator.push(value) }
    benchmark.stopMeasurement()
    navigator.pop(pushBatch)
  }

  let popNavigator = Fixture { () -> Navigator<BenchDestination> in
    let navigator = Navigator(structure: BenchApp.stress, selection: .tab(0))
    navigator.push(.detail(-1))
    return navigator
  }
  mainActorBenchmark("pop/navigator") { benchmark in
    let navigator = popNavigator.current
    for value in values { navigator.push(value) }
    benchmark.startMeasurement()
    for _ in 0..<pushBatch { navigator.pop() }
    benchmark.stopMeasurement()
  }

  // The same through the value type `NavigationEngine` without the Navigator, to separate the
  // model's cost from the observation machinery's. (This measured `NavigationState.apply`, which
  // is no longer public; the engine is the public pure-value way to apply an action.) Unlike the
  // old in-place `apply(_:in:events:)` with a reused event buffer, `send` returns a fresh events
  // array per action, so these figures (and their mallocs) include that array: the comparison
  // with `push/array` and `pop/array` is kept, but it is no longer the reducer's cost alone.
  let pushState = Fixture { () -> EngineBox in
    let box = EngineBox(NavigationEngine(structure: BenchApp.stress, selection: .tab(0)))
    box.engine.send(.push(.detail(-1)))
    return box
  }
  mainActorBenchmark("push/state") { benchmark in
    let box = pushState.current
    benchmark.startMeasurement()
    for value in values {
      box.engine.send(.push(value))
    }
    benchmark.stopMeasurement()
    box.engine.send(.pop(pushBatch))
  }
  mainActorBenchmark("pop/state") { benchmark in
    let box = pushState.current
    for value in values { box.engine.send(.push(value)) }
    benchmark.startMeasurement()
    for _ in 0..<pushBatch {
      box.engine.send(.pop(1))
    }
    benchmark.stopMeasurement()
  }

  let pushArray = Fixture { () -> Box<[BenchDestination]> in Box([.detail(-1)]) }
  mainActorBenchmark("push/array") { benchmark in
    let array = pushArray.current
    benchmark.startMeasurement()
    for value in values { array.value.append(value) }
    benchmark.stopMeasurement()
    array.value.removeLast(pushBatch)
    blackHole(array.value)
  }

  let popArray = Fixture { () -> Box<[BenchDestination]> in Box([.detail(-1)]) }
  mainActorBenchmark("pop/array") { benchmark in
    let array = popArray.current
    for value in values { array.value.append(value) }
    benchmark.startMeasurement()
    for _ in 0..<pushBatch { blackHole(array.value.removeLast()) }
    benchmark.stopMeasurement()
  }
}

/// A navigation engine, changed in place by the model-only benchmarks (built outside the
/// measured loop).
@MainActor
final class EngineBox {
  var engine: NavigationEngine<BenchDestination>

  init(_ engine: NavigationEngine<BenchDestination>) { self.engine = engine }
}

/// A mutable value with reference semantics, so that a fixture can hold an array that the
/// benchmark changes in place.
@MainActor
final class Box<Value> {
  var value: Value

  init(_ value: Value) { self.value = value }
}
