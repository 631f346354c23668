import Testing
import Waypoint
import WaypointDemoKit
import WaypointExamples

@testable import WaypointPlayground

/// How the screen moves, in the playground (D23): a flag on a navigation command, and each
/// step's `animated` field.
@MainActor @Suite struct PlaygroundMotionTests {
  private func animated(_ report: CommandReport) -> [Bool] {
    report.steps.map { step in step.fields.first { $0.key == "animated" }?.value == .bool(true) }
  }
}

extension PlaygroundMotionTests {
  @Test func aMotionFlagEndsTheCommand() {
    #expect(MotionFlag.split("pop-to-root --instant", for: ShapesDestination.self) == ("pop-to-root", .instant))
    #expect(MotionFlag.split("show /circle/item/2 --LAST-STEP", for: ShapesDestination.self) == ("show /circle/item/2", .lastStepAnimated))
    #expect(MotionFlag.split("push /circle --animated", for: ShapesDestination.self) == ("push /circle", .animated))
    // Only the last word, and only these words.
    #expect(MotionFlag.split("push --instant /circle", for: ShapesDestination.self) == ("push --instant /circle", nil))
    #expect(MotionFlag.split("--instant", for: ShapesDestination.self) == ("--instant", nil))
  }

  @Test func eachStepSaysWhetherItAnimates() {
    let session = PlaygroundSession(playground: .shapes)
    #expect(animated(session.run("show /rectangle/item/3")) == [true, true])
    let instant = session.run("open waypoint-shapes:///circle/item/2 --instant")
    #expect(instant.ok)
    #expect(animated(instant) == [false, false])
    #expect(instant.steps.allSatisfy { $0.text.hasSuffix(" (instant)") })
    #expect(animated(session.run("pop-to-root --instant")) == [false])
  }

  @Test func aLinkAnimatesOnlyItsLastStepUnlessToldOtherwise() {
    let session = PlaygroundSession(playground: .shapes)
    _ = session.run("show /rectangle/item/3")
    #expect(animated(session.run("open waypoint-shapes:///circle/item/2")) == [false, true])
    _ = session.run("show /rectangle/item/3")
    #expect(animated(session.run("open waypoint-shapes:///circle/item/2 --animated")) == [true, true])
  }

  @Test func aFlagOnACommandThatDoesNotNavigateIsAnError() {
    let session = PlaygroundSession(playground: .shapes)
    let report = session.run("help --instant")
    #expect(report.error?.code == "unexpectedArgument")
    #expect(report.error?.message.contains("end a command that navigates") == true)
  }

  @Test func aRefusedCommandLeavesNoMotionForTheNext() {
    let session = PlaygroundSession(playground: .shapes)
    #expect(!session.run("pop 3 --instant").ok)
    #expect(animated(session.run("show /circle/item/1")) == [true])
  }
}
