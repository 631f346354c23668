import Foundation
import FuzzSupport
import Waypoint
import WaypointExamples

@_cdecl("FuzzSnapshot_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, testOneInput)
}

/// Stored snapshots, arbitrary or mutated from real sessions (the seed corpus), restored in each
/// example app: restoration never crashes, what it restores is valid and becomes live through
/// the engine, restoring it again changes nothing, and a migration that decodes each destination
/// as it is restores exactly what no migration restores.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, count: size)
  let app = FuzzApp.pick(&input)
  let bytes = Data(input.rest())
  switch app {
  case .shapes: check(bytes, Shapes.structure)
  case .social: check(bytes, Social.structure())
  case .media: check(bytes, Media.structure())
  }
  return 0
}

private func check<D>(_ bytes: Data, _ structure: AppStructure<D>) {
  guard let outcome = try? SessionSnapshot<D>.restore(from: bytes, in: structure) else { return }
  var ids: Set<EntryID> = []
  for window in outcome.windows {
    let problems = window.state.problems(in: structure)
    if !problems.isEmpty { trap("a restored window is invalid: \(problems)") }
    for id in window.state.allIDs where !id.isReserved {
      if !ids.insert(id).inserted { trap("the id \(id) is in two restored windows") }
    }
    guard (try? NavigationEngine(structure: structure, state: window.state)) != nil else {
      trap("the engine refuses a restored window")
    }
  }
  guard let again = try? outcome.snapshot.jsonData(),
    let second = try? SessionSnapshot<D>.restore(from: again, in: structure)
  else { trap("a restored snapshot cannot be saved and restored again") }
  if !second.adjustments.isEmpty { trap("restoring a restored snapshot adjusted it: \(second.adjustments)") }
  if second.windows.map(\.state) != outcome.windows.map(\.state) { trap("a restored snapshot does not round-trip") }
  var options = SessionSnapshot<D>.RestoreOptions()
  options.migrateDestination = { decoder, _ in try D(from: decoder) }
  guard let migrated = try? SessionSnapshot<D>.restore(from: bytes, in: structure, options: options) else {
    trap("an identity migration refused what no migration restores")
  }
  if migrated.snapshot != outcome.snapshot || migrated.adjustments.count != outcome.adjustments.count {
    trap("an identity migration restored differently: \(migrated.adjustments) vs \(outcome.adjustments)")
  }
}
