import Foundation
import Testing
import Waypoint
import WaypointExamples

/// How an alert or a confirmation dialog is drawn is part of its state: whether a dialog shows
/// its title and how much care a choice asks for, kept through the engine, stored and restored,
/// and read by stored data written before either existed (issue 30, item 4).
@MainActor
@Suite struct AlertPresentationTests {
  static let dialog = AlertState<ShapesDestination>(
    kind: .confirmationDialog, title: "Delete this shape?", message: "It cannot be undone.", titleVisibility: .hidden,
    severity: .critical,
    buttons: [
      AlertState.Button("delete", title: "Delete", role: .destructive, action: .pop(1)),
      AlertState.Button("cancel", title: "Cancel", role: .cancel),
    ])
}

extension AlertPresentationTests {
  @Test func anAlertIsDrawnAsThePlatformDecidesUnlessItSaysOtherwise() {
    let alert = AlertState<ShapesDestination>(title: "Saved")
    #expect(alert.titleVisibility == .automatic)
    #expect(alert.severity == .automatic)
    #expect(Self.dialog.titleVisibility == .hidden)
    #expect(Self.dialog.severity == .critical)
  }

  @Test func theEngineKeepsHowTheDialogIsDrawn() throws {  // I2: the state holds what was presented
    let navigator = Navigator(structure: Shapes.structure, selection: .triangle)
    navigator.push(.infinity)
    _ = try navigator.send(.presentAlert(Self.dialog)).get()
    #expect(navigator.alert == Self.dialog)
    #expect(navigator.layout.alert?.severity == .critical)
    #expect(navigator.layout.alert?.titleVisibility == .hidden)
    _ = try navigator.send(.chooseAlertButton(id: "delete")).get()
    #expect(navigator.alert == nil)
    #expect(navigator.stack(for: .triangle).isEmpty)
  }

  @Test func onlyAMacIsGivenTheSeverity() throws {  // the projection: dialogSeverity is a Mac's
    var state = NavigationState(selection: ShapesDestination.triangle)
    try state.apply(.presentAlert(Self.dialog), in: Shapes.structure)
    for idiom in [LayoutEnvironment.Idiom.phone, .pad, .mac, .tv, .vision] {
      let environment = LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: idiom)
      let projection = NavigationProjection(state: state, structure: Shapes.structure, environment: environment)
      #expect(projection.alert?.severity == (idiom == .mac ? .critical : .automatic), "\(idiom)")
      // The title's visibility is given everywhere: every platform's dialog has it.
      #expect(projection.alert?.alert.titleVisibility == .hidden, "\(idiom)")
    }
  }

  @Test func aStoredDialogKeepsItsTitleVisibilityAndSeverity() throws {  // D11: restoration keeps the state
    let data = try JSONEncoder().encode(Self.dialog)
    #expect(try JSONDecoder().decode(AlertState<ShapesDestination>.self, from: data) == Self.dialog)
  }

  @Test func anAlertStoredBeforeEitherExistedReadsAsThePlatformsAndIsWrittenAsBefore() throws {  // D11
    let old = Data(#"{"kind":"confirmationDialog","title":"Saved","buttons":[{"id":"ok","title":"OK"}]}"#.utf8)
    let alert = try JSONDecoder().decode(AlertState<ShapesDestination>.self, from: old)
    #expect(alert.titleVisibility == .automatic)
    #expect(alert.severity == .automatic)
    #expect(alert.buttons.map(\.id) == ["ok"])
    // Written without the platform's defaults, so snapshots and a recording's digests of an alert
    // that does not set them are the bytes they were.
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let written = String(decoding: try encoder.encode(alert), as: UTF8.self)
    #expect(written == #"{"buttons":[{"id":"ok","title":"OK"}],"kind":"confirmationDialog","title":"Saved"}"#)
  }

  @Test func aMalformedSeverityIsATypedDecodingError() {  // bad stored data: a typed error, nothing crashes
    let bad = Data(#"{"kind":"alert","title":"Saved","buttons":[],"severity":"loud"}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(AlertState<ShapesDestination>.self, from: bad) }
  }

  @Test func aLeavingQuestionIsDrawnAsItsConfirmationSays() throws {  // D22: the question's alert
    let alert = Social.discardDraft.alert
    #expect(alert.kind == .confirmationDialog)
    #expect(alert.titleVisibility == .visible)
    #expect(alert.severity == .critical)
    #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
    let old = Data(#"{"kind":"alert","title":"Discard?","leaveTitle":"Discard","stayTitle":"Keep"}"#.utf8)
    let confirmation = try JSONDecoder().decode(LeaveDecision<SocialDestination>.Confirmation.self, from: old)
    #expect(confirmation.severity == .automatic)
    #expect(confirmation.titleVisibility == .automatic)
    let data = try JSONEncoder().encode(Social.discardDraft)
    #expect(try JSONDecoder().decode(LeaveDecision<SocialDestination>.Confirmation.self, from: data) == Social.discardDraft)
    // A question that leaves both to the platform is written as before they existed.
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let plain = LeaveDecision<SocialDestination>.Confirmation("Discard?", leaveTitle: "Discard", stayTitle: "Keep")
    #expect(
      String(decoding: try encoder.encode(plain), as: UTF8.self)
        == #"{"kind":"alert","leaveTitle":"Discard","stayTitle":"Keep","title":"Discard?"}"#)
  }
}
