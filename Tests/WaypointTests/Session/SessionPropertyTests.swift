import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// I2 across windows and I1/I3 in each window, over random window openings, closings and actions.
@Suite struct SessionPropertyTests {
  enum Step: CustomStringConvertible {
    case open(MediaDestination, Session<MediaDestination>.WindowStyle)
    case close(Int)
    case act(Int, NavigationAction<MediaDestination>)

    var description: String {
      switch self {
      case let .open(d, style): "open \(d) as \(style)"
      case let .close(n): "close #\(n)"
      case let .act(n, action): "window #\(n): \(action)"
      }
    }
  }
}

extension SessionPropertyTests {
  @Test func idsStayUniqueAcrossWindows() {  // I2, I1, I3
    let structure = Media.structure()
    let actions = RandomActions(structure: structure, destinations: Media.sampleDestinations)
    let failure = PropertyCheck.run(
      count: 500,
      seed: PropertyCheck.seed(default: 0x5E_55),
      generate: { rng in
        (0..<Int.random(in: 1...30, using: &rng)).map { _ -> Step in
          switch Int.random(in: 0..<10, using: &rng) {
          case 0, 1:
            .open(Media.sampleDestinations.randomElement(using: &rng) ?? .library, Bool.random(using: &rng) ? .fullRoute : .singleScreen)
          case 2: .close(Int.random(in: 0..<4, using: &rng))
          default: .act(Int.random(in: 0..<4, using: &rng), actions.action(using: &rng))
          }
        }
      },
      shrink: PropertyCheck.shrinkArray,
      property: { Self.firstViolation($0, structure) }
    )
    if let failure {
      Issue.record("\(failure.message)\nseed \(failure.seed); shrunk steps:\n\(failure.input.map { "  \($0)" }.joined(separator: "\n"))")
    }
  }

  private static func firstViolation(_ steps: [Step], _ structure: AppStructure<MediaDestination>) -> String? {
    var session = Session(main: NavigationState(selection: MediaDestination.watchNow))
    for (index, step) in steps.enumerated() {
      let before = session
      do {
        switch step {
        case let .open(destination, style): try session.openWindow(showing: destination, style: style, in: structure)
        case let .close(n): try session.closeWindow(session.windows.isEmpty ? 99 : session.windows[n % session.windows.count].id)
        case let .act(n, action):
          try session.apply(action, to: session.windows.isEmpty ? 99 : session.windows[n % session.windows.count].id, in: structure)
        }
      } catch {
        if session != before { return "I3: step \(index) (\(step)) failed with \(error) but changed the session" }
      }
      let ids = session.allIDs
      if Set(ids).count != ids.count { return "I2: step \(index) (\(step)): an id appears in two places" }
      if let id = ids.first(where: { $0 >= session.nextEntryID }) { return "I2: step \(index) (\(step)): \(id) was not issued" }
      for window in session.windows {
        let problems = NavigationInvariants.violations(of: window.state, in: structure)
        if !problems.isEmpty { return "step \(index) (\(step)), \(window.id): \(problems.joined(separator: "; "))" }
      }
    }
    return nil
  }
}
