import Testing
import Waypoint
import WaypointExamples

/// Entries, modals and styles print as readable descriptions (issue 17) rather than as raw dumps.
@Suite struct DescriptionTests {
  typealias Shape = ShapesDestination
}

extension DescriptionTests {
  @Test func anEntryIsItsScreenAndItsID() {
    let entry = Entry(id: 0, destination: Shape.rectangleItem(level: 1))
    #expect(entry.description == "Rectangle 1 (#0)")
    #expect("\(entry)" == "Rectangle 1 (#0)", "string interpolation uses the description")
    #expect(entry.description { Shapes.routes.path(for: $0) ?? $0.title } == "/rectangle/item/1 (#0)")
  }

  @Test func aModalSaysHowItIsPresentedAndWhatIsPushedInIt() {
    let modal = Modal(
      id: 4, destination: SocialDestination.compose, style: .sheet(detents: [.medium, .large]),
      stack: [Entry(id: 5, destination: .signIn)])
    #expect(modal.description == "Compose as a sheet at medium and large (#4), then Sign In (#5)")
    #expect(Modal(id: 2, destination: SocialDestination.compose, style: .fullScreenCover).description == "Compose as a cover (#2)")
  }

  @Test func stylesAndDetentsPrintTheirHeights() {
    #expect(ModalStyle.sheet.description == "sheet")
    #expect(ModalStyle.popover.description == "popover")
    #expect(ModalStyle.sheet(detents: [.fraction(0.3)]).description == "sheet at 30%")
    #expect(ModalStyle.sheet(detents: [.medium, .height(300), .large]).description == "sheet at medium, 300 pt and large")
    #expect(ModalStyle.Detent.fraction(0.125).description == "12.5%")
    #expect(ModalStyle.Detent.fraction(0.29).description == "29%", "no binary noise")
    // A decoded detent may hold any number; printing it must not trap.
    #expect(ModalStyle.Detent.height(.infinity).description == "inf pt")
    #expect(ModalStyle.Detent.height(1e300).description == "1e+300 pt")
  }
}
