import Foundation
import Testing
import Waypoint
import WaypointExamples

/// How big a sheet is where the screen leaves room around it (issue 30, item 4): a style option
/// the state keeps, the projection gives every idiom, and stored data reads as before.
@MainActor
@Suite struct SheetSizingTests {
  static let idioms: [LayoutEnvironment.Idiom] = [.phone, .pad, .mac, .tv, .vision]

  func projected(_ style: ModalStyle, on idiom: LayoutEnvironment.Idiom) throws -> ModalPresentation<ShapesDestination> {
    var state = NavigationState(selection: ShapesDestination.triangle)
    try state.apply(.present(.settings, style: style), in: Shapes.structure)
    let environment = LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: idiom)
    return try #require(NavigationProjection(state: state, structure: Shapes.structure, environment: environment).modals.first)
  }
}

extension SheetSizingTests {
  @Test func aStyleIsSizedByTheSystemUnlessItSaysOtherwise() {
    #expect(ModalStyle.sheet.sizing == .automatic)
    #expect(ModalStyle.sheet.sizing(.form).sizing == .form)
    // Other options keep the sizing, and the sizing keeps them.
    let style = ModalStyle.sheet(detents: [.medium, .large]).sizing(.page).interactiveDismissDisabled()
    #expect(style.sizing == .page)
    #expect(style.isInteractiveDismissDisabled)
    #expect(style.detents == [.medium, .large])
    // The system's sizing given is the same style as none given.
    #expect(ModalStyle.sheet.sizing(.automatic) == .sheet)
    #expect(ModalStyle.sheet.sizing(.form) != .sheet.sizing(.page))
    #expect(ModalStyle.sheet.sizing(.fitted).description == "sheet, fitted size")
  }

  @Test func everyIdiomDrawsASheetAtItsSizing() throws {  // the projection, per idiom
    for idiom in Self.idioms {
      for sizing in ModalStyle.Sizing.allCases {
        #expect(try projected(.sheet.sizing(sizing), on: idiom).sizing == sizing, "\(idiom) \(sizing)")
        #expect(try projected(.popover.sizing(sizing), on: idiom).sizing == sizing, "popover \(idiom) \(sizing)")
      }
    }
  }

  @Test func aCoverIsNeverSizedEvenWhereItIsDrawnAsASheet() throws {  // a Mac draws a cover as a sheet
    for idiom in Self.idioms {
      let cover = try projected(.fullScreenCover.sizing(.form), on: idiom)
      #expect(cover.sizing == .automatic, "\(idiom)")
    }
    #expect(try projected(.fullScreenCover.sizing(.form), on: .mac).kind == .sheet)
  }

  @Test func theStateKeepsTheSizingAStyleWasPresentedWith() throws {  // I2
    let navigator = Navigator(structure: Shapes.structure, selection: .triangle)
    navigator.present(.settings, style: .sheet.sizing(.form))
    #expect(navigator.modals.first?.style.sizing == .form)
    #expect(navigator.lastEvents == [.presented(Modal(id: 0, destination: .settings, style: .sheet.sizing(.form)))])
    let snapshot = try SessionSnapshot(state: navigator.state).jsonData()
    let restored = try SessionSnapshot.restore(from: snapshot, in: Shapes.structure).snapshot.state(ofWindow: 0)
    #expect(restored?.modals.first?.style.sizing == .form)
  }

  @Test func aStyleStoredBeforeSizingReadsAsTheSystemsAndIsWrittenAsBefore() throws {  // D11
    let old = Data(#"{"kind":"sheet","detents":[]}"#.utf8)
    let style = try JSONDecoder().decode(ModalStyle.self, from: old)
    #expect(style == .sheet)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(String(decoding: try encoder.encode(ModalStyle.sheet), as: UTF8.self) == #"{"detents":[],"kind":"sheet"}"#)
    let sized = try JSONEncoder().encode(ModalStyle.sheet.sizing(.page))
    #expect(try JSONDecoder().decode(ModalStyle.self, from: sized) == .sheet.sizing(.page))
    let bad = Data(#"{"kind":"sheet","detents":[],"sizing":"huge"}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(ModalStyle.self, from: bad) }
  }
}
