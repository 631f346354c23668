import CustomDump
import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// Failure messages print values as a test writes them, so a diff can be pasted back.
@Suite struct FailureTextTests {}

extension FailureTextTests {
  @Test func idsPrintAsTheLiteralsTestsWrite() {  // TCA-1
    #expect(String(customDumping: EntryID(3)) == "3")
    #expect(String(customDumping: Entry(id: 3, destination: ShapesDestination.infinity)).contains("id: 3,"))
  }

  @Test func modalStylesPrintAsTheirStaticMembers() {  // issue 8: readable diffs
    #expect(String(customDumping: ModalStyle.sheet) == ".sheet")
    #expect(String(customDumping: ModalStyle.fullScreenCover) == ".fullScreenCover")
    #expect(String(customDumping: ModalStyle.popover) == ".popover")
    #expect(
      String(customDumping: ModalStyle.sheet(detents: [.medium, .large, .fraction(0.5), .height(200)]))
        == ".sheet(detents: [.medium, .large, .fraction(0.5), .height(200.0)])")
  }

  @MainActor
  @Test func actionsPrintWithoutTheirTypeName() {  // issue 8: readable diffs
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
    withExpectedIssues {
      store.send(.present(.settings, style: .sheet(detents: [.medium])))
    } matching: { issue in
      message(of: issue).contains("after send(.present(.settings, style: .sheet(detents: [.medium])))")
    }
    store.skipEvents()
  }
}
