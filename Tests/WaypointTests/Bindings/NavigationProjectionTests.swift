import Testing
import Waypoint
import WaypointExamples

/// What SwiftUI is given for stacks, modals and the alert, decided in the core (issue 14: the
/// UI draws a projection 1:1, and its bindings read the projection back).
@MainActor
@Suite struct NavigationProjectionTests {
  let structure = Shapes.structure
  static let phone = LayoutEnvironment()
  static let mac = LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .mac)

  func state(_ actions: [NavigationAction<ShapesDestination>]) throws -> NavigationState<ShapesDestination> {
    var state = NavigationState(selection: ShapesDestination.triangle)
    for action in actions { try state.apply(action, in: structure) }
    return state
  }

  func projection(_ actions: [NavigationAction<ShapesDestination>], _ environment: LayoutEnvironment = phone) throws
    -> NavigationProjection<ShapesDestination>
  {
    NavigationProjection(state: try state(actions), structure: structure, environment: environment)
  }
}

extension NavigationProjectionTests {
  // R-sheets: a sheet without detents rests at full height, SwiftUI's default; declared detents
  // are kept in order.
  @Test func sheetsCarryTheirDetents() throws {
    let projection = try projection([
      .present(.settings, style: .sheet), .present(.infinity, style: .sheet(detents: [.medium, .fraction(0.3)])),
    ])
    #expect(projection.modals.map(\.kind) == [.sheet, .sheet])
    #expect(projection.modals.map(\.detents) == [[.large], [.medium, .fraction(0.3)]])
    #expect(projection.modals.map(\.elevation) == [0, 1])
    #expect(projection.modals.map(\.root) == [.settings, .infinity])
  }

  // A popover has no view to anchor to in a navigation value, so it is a sheet everywhere.
  @Test func aPopoverIsPresentedAsASheet() throws {
    let projection = try projection([.present(.settings, style: .popover)])
    #expect(projection.modals.first?.kind == .sheet)
    #expect(projection.modal(at: 0, as: .sheet)?.root == .settings)
  }

  // macOS has no full-screen cover: a cover is a full-height sheet there, a cover elsewhere.
  @Test func aCoverIsASheetOnAMac() throws {
    let onPhone = try projection([.present(.settings, style: .fullScreenCover)])
    #expect(onPhone.modal(at: 0, as: .fullScreenCover)?.root == .settings)
    #expect(onPhone.modal(at: 0, as: .sheet) == nil)
    let onMac = try projection([.present(.settings, style: .fullScreenCover)], Self.mac)
    #expect(onMac.modal(at: 0, as: .fullScreenCover) == nil)
    #expect(onMac.modal(at: 0, as: .sheet)?.detents == [.large])
  }

  // The alert is presented by the top level, over every modal, and by no other level.
  @Test func theAlertIsPresentedByTheTopLevel() throws {
    let alert = AlertState<ShapesDestination>(title: "Reset?", buttons: [AlertState.Button("ok", title: "OK")])
    let projection = try projection([.present(.settings, style: .sheet), .presentAlert(alert)])
    #expect(projection.alert(presentedAt: 1)?.alert == alert)
    #expect(projection.alert(presentedAt: 0) == nil)
    #expect(try self.projection([.presentAlert(alert)]).alert(presentedAt: 0)?.alert == alert)
  }

  // Each stack's path; a modal that is not presented has an empty one.
  @Test func pathsAreTheStacks() throws {
    let projection = try projection([.push(.infinity), .present(.settings, style: .sheet), .push(.infinity)])
    #expect(projection.path(at: .tab(.triangle)).map(\.destination) == [.infinity])
    #expect(projection.path(at: .modal(elevation: 0)).map(\.destination) == [.infinity])
    #expect(projection.path(at: .modal(elevation: 3)).isEmpty)
  }

  // Issue 14, binding 4: a path write reads back from the projection at once, even while a
  // presentation is staged, so the getter never lags its setter.
  @Test func aPathWriteReadsBackAtOnce() throws {
    let start = try state([.push(.infinity), .push(.infinity)])
    let navigator = Navigator(structure: structure, selection: .triangle)
    _ = try navigator.replace(start).get()
    let stager = PresentationStager(displaying: navigator.state, structure: structure)
    _ = try navigator.present(.settings, style: .sheet).get()
    stager.retarget(navigator.state)
    #expect(stager.awaiting == .appearance(elevation: 0))
    let popped = Array(start.stack(for: .triangle).prefix(1))
    stager.userDidSetPath(popped, at: .tab(.triangle), on: navigator)
    #expect(stager.projection.path(at: .tab(.triangle)) == popped)
  }

  // The projection follows what is displayed, not the target, and a new structure or
  // customization is drawn from the next update.
  @Test func theStagerPublishesTheDisplayedProjection() throws {
    let stager = PresentationStager(displaying: try state([]), structure: structure)
    stager.retarget(try state([.present(.settings, style: .sheet), .present(.infinity, style: .sheet)]))
    #expect(stager.projection.modals.map(\.root) == [.settings])
    stager.presentationDidAppear(at: 0)
    #expect(stager.projection.modals.map(\.root) == [.settings, .infinity])
    #expect(stager.projection == NavigationProjection(state: stager.displayed, structure: structure, environment: stager.environment))

    let social = Social.structure()
    let socialStager = PresentationStager(
      displaying: NavigationState(selection: SocialDestination.timeline),
      in: LayoutEnvironment(style: .sidebar, sizeClass: .regular, idiom: .pad), structure: social)
    let hidden = try TabCustomization().applying(.hide("profile", in: .sidebar), in: social).get()
    socialStager.redraw(structure: social, customization: hidden)
    guard case let .splitView(list, _) = socialStager.projection.tabs.container else {
      Issue.record("not a split view")
      return
    }
    #expect(!list.groups.flatMap(\.rows).map(\.id).contains("profile"))
  }
}
