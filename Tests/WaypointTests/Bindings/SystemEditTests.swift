import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// What the SwiftUI layer writes into the system's tab customization so a tab view shows the
/// core's (issue 14, behaviour 6: the core's customization and the system's drift apart).
@Suite struct SystemEditTests {
  let structure = Social.structure()

  func customized(_ operations: [TabCustomization.Operation]) throws -> TabCustomization {
    var customization = TabCustomization()
    for operation in operations { try customization.apply(operation, in: structure) }
    return customization
  }
}

extension SystemEditTests {
  // R32: nothing customized on either side, nothing to write.
  @Test func nothingCustomizedMeansNothingToWrite() {
    #expect(TabCustomization().systemEdits(from: SystemTabCustomization(), in: structure).isEmpty)
  }

  // R39: a tab the app hid through the navigator is hidden in the system's sidebar too, and shown
  // again when the app shows it.
  @Test func aTabTheAppHidIsHiddenInTheSystem() throws {
    let hidden = try customized([.hide("tag-ios", in: .sidebar)])
    #expect(hidden.systemEdits(from: SystemTabCustomization(), in: structure) == [.setSidebarVisibility("tag-ios", .hidden)])
    let shown = try customized([.hide("tag-ios", in: .sidebar), .show("tag-ios", in: .sidebar)])
    let system = SystemTabCustomization(sidebarVisibility: ["tag-ios": .hidden])
    #expect(shown.systemEdits(from: system, in: structure) == [.setSidebarVisibility("tag-ios", .visible)])
    // `.visible` and `.automatic` both show the tab: nothing to write.
    #expect(TabCustomization().systemEdits(from: SystemTabCustomization(sidebarVisibility: ["tag-ios": .visible]), in: structure).isEmpty)
  }

  // I8: a tab the person cannot hide (fixed) is left alone, whatever the system holds.
  @Test func aTabThatCannotBeHiddenIsLeftAlone() {
    let system = SystemTabCustomization(sidebarVisibility: ["timeline": .hidden])
    #expect(TabCustomization().systemEdits(from: system, in: structure).isEmpty)
  }

  // R34: a customization reset through the navigator puts a section the system reordered back in
  // its declared order; a custom order cannot be written, so it is left to the system.
  @Test func aResetOrderIsWrittenAndACustomOneIsNot() throws {
    let system = SystemTabCustomization(sectionOrders: ["lists": ["list-2", "list-1"]])
    #expect(TabCustomization().systemEdits(from: system, in: structure) == [.resetOrder(section: "lists")])
    let moved = try customized([.moveInSection("list-2", to: 0)])
    #expect(moved.systemEdits(from: system, in: structure).isEmpty)
    // An order the app moved back to the declared one is written as a reset too.
    let movedBack = try customized([.moveInSection("list-2", to: 0), .moveInSection("list-2", to: 1)])
    #expect(movedBack.systemEdits(from: system, in: structure) == [.resetOrder(section: "lists")])
    // A listed order that is the declared one needs no reset.
    #expect(TabCustomization().systemEdits(from: SystemTabCustomization(sectionOrders: ["lists": ["list-1"]]), in: structure).isEmpty)
  }

  // Issue 14, behaviour 6: the layer writes the core's customization into the system's, then
  // the person edits the system's; once the core has taken that edit (all of its operations
  // accepted), the two agree and nothing is written back. Random customizations and edits.
  @Test func theCoreAndTheSystemAgreeAfterEachWay() throws {
    var rng = SeededGenerator(seed: 0x5157_ED17)
    let tabIDs = structure.allTabs.map(\.id)
    let choices: [TabCustomization.Operation] = [
      .hide("tag-swiftui", in: .sidebar), .hide("profile", in: .sidebar), .moveInSection("list-2", to: 0),
      .hide("list-1", in: .sidebar), .moveInSection("list-2", to: 1),
    ]
    var agreed = 0
    for round in 0..<500 {
      var system = SystemTabCustomization()
      for id in tabIDs where Bool.random(using: &rng) {
        system.sidebarVisibility[id] = [.automatic, .visible, .hidden].randomElement(using: &rng)
      }
      for section in structure.sections where Bool.random(using: &rng) {
        system.sectionOrders[section.id] = section.tabs.map(\.id).shuffled(using: &rng)
      }
      var core = TabCustomization()
      for operation in choices where Bool.random(using: &rng) { try core.apply(operation, in: structure) }
      for edit in core.systemEdits(from: system, in: structure) { system.apply(edit) }
      #expect(core.systemEdits(from: system, in: structure).isEmpty, "round \(round): written \(system), core \(core)")
      // The person's edit in the system's UI: explicit visibilities, whole section orders.
      for id in tabIDs where Int.random(in: 0..<4, using: &rng) == 0 {
        system.sidebarVisibility[id] = Bool.random(using: &rng) ? .visible : .hidden
      }
      for section in structure.sections where Int.random(in: 0..<3, using: &rng) == 0 {
        system.sectionOrders[section.id] = section.tabs.map(\.id).shuffled(using: &rng)
      }
      var matched = core
      do {
        for operation in core.operations(toMatch: system, in: structure) { try matched.apply(operation, in: structure) }
      } catch {
        continue  // refused: the layer keeps the system's value from before the edit
      }
      agreed += 1
      #expect(matched.systemEdits(from: system, in: structure).isEmpty, "round \(round): system \(system), core \(matched)")
    }
    #expect(agreed > 100)
  }
}
