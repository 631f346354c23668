import Observation
import Testing
import Waypoint
import WaypointExamples

/// Every public reading of a navigator is notified exactly when what it read changed: each
/// reading's value is taken before and after an action, and a reader registered before it is
/// notified if and only if the two differ (I10).
@MainActor
@Suite struct ObservationExactnessTests {
  /// A public reading, as a view would make it, with the value it read.
  struct Reading<D: Destination> {
    let name: String
    let read: @MainActor () -> AnyHashable
  }

  /// Every public reading of `navigator` that reads a part of it: the state and its parts, the
  /// settings, the layout and its rows.
  static func readings<D: Destination>(of navigator: Navigator<D>, roots: [D]) -> [Reading<D>] {
    var readings: [Reading<D>] = [
      Reading(name: "state") { navigator.state },
      Reading(name: "savableState") { navigator.savableState },
      Reading(name: "selection") { navigator.selection },
      Reading(name: "modals") { navigator.modals },
      Reading(name: "alert") { navigator.alert },
      Reading(name: "structure") { navigator.structure.identity },
      Reading(name: "environment") { navigator.environment },
      Reading(name: "customization") { navigator.customization },
      Reading(name: "layout") { navigator.layout },
      Reading(name: "tabBar") { navigator.tabBar },
      Reading(name: "sidebar") { navigator.sidebar },
      Reading(name: "pendingDestination") { navigator.pendingDestination },
      Reading(name: "isBottomAccessoryShown") { navigator.isBottomAccessoryShown },
      Reading(name: "searchQuery") { navigator.searchQuery },
    ]
    for level in 0..<3 { readings.append(Reading(name: "modal(at: \(level))") { navigator.modal(at: level) }) }
    for root in roots { readings.append(Reading(name: "stack(for: \(root))") { navigator.stack(for: root) }) }
    return readings
  }

  /// Runs `change` with a reader registered for each reading, and records each reading that was
  /// notified without a change or changed without a notification.
  static func expectExact<D: Destination>(
    _ name: String, _ change: () -> Void, on navigator: Navigator<D>, roots: [D], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let problem = inexactReaders(of: change, on: navigator, roots: roots)
    #expect(problem == nil, "\(name): \(problem ?? "")", sourceLocation: sourceLocation)
  }

  /// What a change's notifications got wrong: the readings notified without a change and those
  /// that changed without a notification; `nil` when they match.
  static func inexactReaders<D: Destination>(of change: () -> Void, on navigator: Navigator<D>, roots: [D]) -> String? {
    let readings = readings(of: navigator, roots: roots)
    let before = readings.map { $0.read() }
    let fired = FiredReaders()
    for reading in readings {
      // The observer keeps only the name: the reading's closure holds the navigator, which holds
      // the observer until it fires (a cycle, a leak).
      let name = reading.name
      withObservationTracking {
        _ = reading.read()
      } onChange: {
        fired.insert(name)
      }
    }
    change()
    let changed = Set(zip(readings, before).filter { $0.0.read() != $0.1 }.map(\.0.name))
    guard fired.names != changed else { return nil }
    return "notified \(fired.names.subtracting(changed).sorted()) without a change, "
      + "not notified of \(changed.subtracting(fired.names).sorted())"
  }
}

extension ObservationExactnessTests {
  @Test func aFlatAppOnAPhone() {  // I10: push, pop, select, present, dismiss, a deep link, an environment, a customization
    let navigator = Navigator(structure: Shapes.structure, selection: .triangle, environment: LayoutFixtures.phone)
    let roots: [ShapesDestination] = [.triangle, .rectangle, .circle]
    let steps: [(String, () -> Void)] = [
      ("push", { navigator.push(.infinity) }),
      ("push again", { navigator.push(.infinity) }),
      ("pop", { navigator.pop() }),
      ("a rejected pop", { navigator.pop(9) }),
      ("select", { navigator.select(.circle) }),
      ("present", { navigator.present(.settings) }),
      ("push in the sheet", { navigator.push(.infinity) }),
      ("present over it", { navigator.present(.settings) }),
      ("dismiss", { navigator.dismiss() }),
      ("dismiss all", { navigator.dismissAll() }),
      ("a deep link", { navigator.show(.rectangleItem(level: 4)) }),
      ("a deep link in the same tab", { navigator.show(.rectangleItem(level: 2)) }),
      ("re-select pops to the root", { navigator.select(.rectangle) }),
      ("re-select at the root", { navigator.select(.rectangle) }),
      ("a customization", { #expect(throws: Never.self) { try navigator.customize(.moveInTabBar("circle", to: 0)).get() } }),
      ("an iPad's sidebar", { navigator.setEnvironment(LayoutFixtures.padSidebar) }),
      ("select in the sidebar", { navigator.select(.triangle) }),
      ("the same environment again", { navigator.setEnvironment(LayoutFixtures.padSidebar) }),
      ("back to the phone", { navigator.setEnvironment(LayoutFixtures.phone) }),
    ]
    for (name, change) in steps { Self.expectExact(name, change, on: navigator, roots: roots) }
  }

  @Test func aSectionedAppInASidebarAndOnAPhone() {  // I10, D7: sections collapse on a phone
    let navigator = Navigator(structure: Social.structure(), selection: .timeline, environment: LayoutFixtures.padSidebar)
    let roots: [SocialDestination] = [.timeline, .notifications, .profile, .lists, .list(id: 1), .list(id: 2)]
    let alert = AlertState<SocialDestination>(title: "Discard?", buttons: [AlertState.Button("ok", title: "OK")])
    let steps: [(String, () -> Void)] = [
      ("push", { navigator.push(.status(id: 1)) }),
      ("select a section's tab", { navigator.select(.list(id: 1)) }),
      ("push there", { navigator.push(.user(id: 2)) }),
      ("select its landing", { navigator.select(.lists) }),
      ("select another section's tab", { navigator.select(.list(id: 2)) }),
      ("present", { navigator.present(.compose) }),
      ("push in the sheet", { navigator.push(.user(id: 3)) }),
      ("an alert", { navigator.send(.presentAlert(alert)) }),
      ("dismiss", { navigator.dismiss() }),
      ("a deep link", { navigator.show(.status(id: 7)) }),
      ("pop", { navigator.pop() }),
      ("hide a tab that is not selected", { _ = navigator.customize(.hide("list-2", in: .sidebar)) }),
      ("a phone, where sections collapse", { navigator.setEnvironment(LayoutFixtures.phoneCollapsed) }),
      ("select in the collapsed layout", { navigator.select(.list(id: 1)) }),
      ("push on the collapsed section", { navigator.push(.status(id: 8)) }),
      ("a phone's tab bar", { navigator.setEnvironment(LayoutFixtures.phone) }),
      ("select on the phone", { navigator.select(.profile) }),
      ("new data", { _ = navigator.updateStructure(Social.structure(unreadNotifications: 5)) }),
    ]
    for (name, change) in steps { Self.expectExact(name, change, on: navigator, roots: roots) }
  }

  @Test func aSectionLeftCollapsedNotifiesWhenAnotherTabsChoiceExpandsIt() {  // I10, D7
    // Choosing a tab of a section left in its collapsed form puts the section back: the landing's
    // stack and the tab that was collapsed into it change, though neither is the old or the new
    // selection (the navigator checks a section's stacks when the engine says screens moved).
    let structure = AppStructure<SocialDestination> {
      AppTab("timeline", .timeline)
      AppTab("profile", .profile)
      AppTabSection("lists", title: "Lists", landing: .lists) {
        AppTab("list-1", .list(id: 1))
        AppTab("list-2", .list(id: 2))
      }
    } origin: {
      Social.origin(of: $0)
    }
    let navigator = Navigator(structure: structure, selection: .list(id: 1), environment: LayoutFixtures.padSidebar)
    navigator.push(.status(id: 1))
    navigator.setEnvironment(LayoutFixtures.phoneCollapsed)
    navigator.select(.timeline)
    navigator.setEnvironment(LayoutFixtures.padSidebar)
    let roots: [SocialDestination] = [.timeline, .profile, .lists, .list(id: 1), .list(id: 2)]
    let before = navigator.stack(for: .list(id: 1))
    Self.expectExact("the section's other tab", { navigator.select(.list(id: 2)) }, on: navigator, roots: roots)
    #expect(navigator.selection == .list(id: 2))
    #expect(before.isEmpty && navigator.stack(for: .list(id: 1)).map(\.destination) == [.status(id: 1)])
  }

  @Test func aScreenThatHidesTheTabBarNotifiesItsReaders() {  // I10: the bar's rows change with the stack
    let navigator = Navigator(structure: Media.structure(), selection: .watchNow, environment: LayoutFixtures.phone)
    let roots: [MediaDestination] = [.watchNow, .library]
    let steps: [(String, () -> Void)] = [
      ("a video hides the bar", { navigator.push(.video(id: 1)) }),
      ("a sheet over it", { navigator.present(.collectionPicker(videoID: 1)) }),
      ("the sheet's detent", { navigator.send(.setDetent(.large, elevation: 0)) }),
      ("dismiss", { navigator.dismiss() }),
      ("another tab shows the bar", { navigator.select(.library) }),
      ("back to the video hides it", { navigator.select(.watchNow) }),
      ("pop shows it", { navigator.pop() }),
    ]
    for (name, change) in steps { Self.expectExact(name, change, on: navigator, roots: roots) }
  }

  @Test func theBottomAccessoryNotifiesItsReaders() {  // I10: the layout draws it with the bar, where it has one
    let navigator = Navigator(structure: Media.structure(), selection: .watchNow, environment: LayoutFixtures.phone)
    let roots: [MediaDestination] = [.watchNow, .library]
    let steps: [(String, () -> Void)] = [
      ("shown", { navigator.setBottomAccessory(shown: true) }),
      ("shown again", { navigator.setBottomAccessory(shown: true) }),
      ("a video hides the bar and it", { navigator.push(.video(id: 1)) }),
      ("another tab shows both", { navigator.select(.library) }),
      ("back to the video", { navigator.select(.watchNow) }),
      ("hidden under the hidden bar", { navigator.setBottomAccessory(shown: false) }),
      ("shown under it", { navigator.setBottomAccessory(shown: true) }),
      ("a Mac draws none", { navigator.setEnvironment(LayoutFixtures.mac) }),
      ("hidden on a Mac", { navigator.setBottomAccessory(shown: false) }),
      ("shown on a Mac", { navigator.setBottomAccessory(shown: true) }),
      ("an iPad's tab view's sidebar", { navigator.setEnvironment(LayoutFixtures.padSidebar) }),
      ("pop", { navigator.pop() }),
      ("a structure with another accessory", { navigator.updateStructure(Media.structure().bottomAccessory("Upload")) }),
      ("hidden", { navigator.setBottomAccessory(shown: false) }),
    ]
    for (name, change) in steps { Self.expectExact(name, change, on: navigator, roots: roots) }
  }

  @Test func checkAndCanAreNotifiedByEveryChangeOfTheState() {  // I10: documented as subscribing to every change
    let navigator = Navigator(structure: Shapes.structure, selection: .triangle, environment: LayoutFixtures.phone)
    let fired = FiredReaders()
    withObservationTracking {
      _ = navigator.can(.pop(1))
    } onChange: {
      fired.insert("can")
    }
    withObservationTracking {
      _ = navigator.check(.dismiss)
    } onChange: {
      fired.insert("check")
    }
    navigator.push(.infinity)
    #expect(fired.names == ["can", "check"])
  }
}

extension ObservationExactnessTests {
  @Test func aReselectPolicyAGuardAStackEditAndAReplace() throws {  // I10: found by review
    let structure = AppStructure<ShapesDestination> {
      // Re-selecting Triangle sets Circle's stack, which is not selected.
      AppTab("triangle", .triangle).onReselect(.perform(.setStack([.infinity], tab: .circle)))
      AppTab("rectangle", .rectangle)
      AppTab("circle", .circle)
    } origin: {
      Shapes.origin(of: $0)
    }
    let navigator = Navigator(structure: structure, selection: .triangle, environment: LayoutFixtures.phone)
    let roots: [ShapesDestination] = [.triangle, .rectangle, .circle]
    Self.expectExact("a re-select that sets another tab's stack", { navigator.select(.triangle) }, on: navigator, roots: roots)
    Self.expectExact("push", { navigator.push(.infinity) }, on: navigator, roots: roots)
    Self.expectExact("a sheet over it", { navigator.present(.settings) }, on: navigator, roots: roots)
    let pushed = try #require(navigator.stack(for: .triangle).last)
    // The sheet's caller is removed from under it: the sheet is handed to the screen below.
    Self.expectExact("remove the sheet's caller", { navigator.send(.remove(pushed.id)) }, on: navigator, roots: roots)
    var state = navigator.state
    state.previousSelection = .rectangle
    Self.expectExact("a replace that changes only the previous selection", { navigator.replace(state) }, on: navigator, roots: roots)

    let social = Navigator(structure: Social.structure(), selection: .timeline, environment: LayoutFixtures.phone)
    let socialRoots: [SocialDestination] = [.timeline, .notifications, .profile]
    Self.expectExact("a guard", { social.setGuard(Social.signInGuard, context: .signedOut) }, on: social, roots: socialRoots)
    Self.expectExact("a redirected select", { social.select(.notifications) }, on: social, roots: socialRoots)
    Self.expectExact("signed in: resumed", { social.setGuard(Social.signInGuard, context: .signedIn) }, on: social, roots: socialRoots)
  }

  @Test func canIsNotifiedWhenTheGuardChanges() {  // I10: a button's state follows the guard
    let navigator = Navigator(structure: Social.structure(), selection: .timeline, environment: LayoutFixtures.phone)
    let fired = FiredReaders()
    withObservationTracking {
      _ = navigator.can(.select(.notifications))
    } onChange: {
      fired.insert("can")
    }
    navigator.setGuard(Social.signInGuard, context: .signedOut)
    #expect(fired.names == ["can"])
  }
}

extension ObservationExactnessTests {
  @Test func aModalLevelAboveTheKeptKeyPathsIsToldWhenItChanges() {  // I10: levels past 64 get a new key path
    let structure = Shapes.structure.withLimits(NavigationLimits(maxModalDepth: 80))
    let navigator = Navigator(structure: structure, selection: .triangle)
    // Two screens in turn: presenting the top modal's screen again stacks no second copy.
    for level in 0..<70 { navigator.present(level.isMultiple(of: 2) ? .settings : .infinity, style: .sheet) }
    #expect(navigator.modals.count == 70)
    let roots: [ShapesDestination] = []
    // Level 68 stays when 69 goes; it goes with the next dismissal.
    let watched = FiredReaders()
    withObservationTracking {
      _ = navigator.modal(at: 68)
    } onChange: {
      watched.insert("68")
    }
    Self.expectExact("dismiss the top", { navigator.dismiss() }, on: navigator, roots: roots)
    #expect(watched.names.isEmpty)
    navigator.dismiss()
    #expect(watched.names == ["68"])
  }
}
