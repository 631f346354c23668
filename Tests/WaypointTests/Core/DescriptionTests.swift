import Testing
import Waypoint
import WaypointExamples

/// Events, entries, modals and styles print as readable sentences (issue 17), the ones the demo
/// prints, rather than as raw dumps.
@Suite struct DescriptionTests {
  typealias Shape = ShapesDestination
}

extension DescriptionTests {
  @Test func eachEventIsASentenceNamingScreensByTitle() {
    let entry = Entry(id: 0, destination: Shape.rectangleItem(level: 1))
    let modal = Modal(id: 4, destination: Shape.settings, style: .sheet)
    let sentences: [(NavigationEvent<Shape>, String)] = [
      (.selected(.circle, previous: .triangle), "selected Circle (was Triangle)"),
      (.reselected(.circle), "re-selected Circle"),
      (.intercepted(.settings), "Settings intercepted the tap (the selection stays)"),
      (.scrollToTop(.circle), "scroll Circle to the top"),
      (.pushed(entry), "pushed Rectangle 1 (#0)"),
      (.popped([entry, Entry(id: 1, destination: .infinity)]), "popped Rectangle 1, Infinity"),
      (.presented(modal), "presented Settings as a sheet (#4)"),
      (.dismissed([modal]), "dismissed Settings"),
      (.alertDismissed(buttonID: nil), "alert dismissed"),
      (.nothingToDismiss, "nothing to dismiss (the state is unchanged)"),
      (.alreadyAtRoot, "already at the root"),
      (.alreadyPresented(modal), "Settings is already presented (#4); nothing changed"),
      (.replaced, "state replaced"),
      (.repaired(from: .settings, to: .triangle), "selection repaired: Settings → Triangle"),
      (.rejected(.popPastRoot(requested: 1, available: 0)), "rejected: \(NavigationError<Shape>.popPastRoot(requested: 1, available: 0))"),
      (.redirected(.infinity, to: .settings), "redirected Infinity to Settings"),
      (.resumed(.infinity), "resumed Infinity"),
    ]
    for (event, sentence) in sentences { #expect(event.description == sentence) }
    #expect("\(NavigationEvent<Shape>.pushed(entry))" == "pushed Rectangle 1 (#0)", "string interpolation uses the sentence")
    let path = { (destination: Shape) in Shapes.routes.path(for: destination) ?? destination.title }
    #expect(NavigationEvent.pushed(entry).description(naming: path) == "pushed /rectangle/item/1 (#0)")
  }

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
