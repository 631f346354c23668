/// What the current layout makes of each root (a tab's root screen or a section's landing
/// screen), kept for a structure, an environment and a customization: step 1 and the section
/// expansion then ask one dictionary, once per root chosen, instead of the structure's tables and
/// the person's customization several times per tab switch.
///
/// Every answer is made by asking the engine's rules (``NavigationEngine/isDrawn(_:)``,
/// ``NavigationEngine/requireDrawn(_:)``, ``NavigationEngine/drawnChild(ofHiddenLanding:)``), so it
/// cannot disagree with them. A change of the structure, the environment or the customization
/// drops the table before anything reads it again; an engine without one (made to run a single
/// rule) asks the rules.
@usableFromInline
final class RootAvailability<D: Destination>: Sendable {
  /// What the layout makes of one root.
  @usableFromInline
  struct Answer: Sendable {
    /// Whether the layout draws the root as something a person can select.
    @usableFromInline let isDrawn: Bool
    /// Whether choosing the root is refused because the layout does not draw it.
    @usableFromInline let isRefused: Bool
    /// The tab chosen instead: for a section's landing the layout does not draw, the section's
    /// drawn default or first child.
    @usableFromInline let standIn: D?
    /// The section the root belongs to or lands, by index, when that section has a landing
    /// screen: the one whose collapsed form choosing the root may expand.
    @usableFromInline let landedSection: Int?
  }

  /// The answer for every root; a destination that is no root has none.
  @usableFromInline let answers: [D: Answer]

  /// Asks the rules of `engine`, which must have no table itself, about every root: what the
  /// layout makes of each tab, from one look at where it is shown (what
  /// ``NavigationEngine/isDrawn(_:)`` and ``NavigationEngine/requireDrawn(_:)`` ask); then, for
  /// each landing screen, whether it is drawn and the drawn child that stands in for it.
  init(asking engine: NavigationEngine<D>) {
    let structure = engine.structure
    let environment = engine.environment
    var answers: [D: Answer] = [:]
    answers.reserveCapacity(structure.allTabs.count + structure.sections.count)
    for tab in structure.allTabs where answers[tab.destination] == nil {
      // A second tab with the same root is never looked up (the structure finds the first).
      let drawn = structure.layoutAnswer(for: tab, customization: engine.customization, environment: environment)
      answers[tab.destination] = Answer(
        isDrawn: drawn.isDrawn, isRefused: drawn.isRefused, standIn: nil,
        landedSection: structure.landedSectionIndex(of: tab.destination))
    }
    // A landing is drawn where the layout draws landings; one that is also a tab is drawn as the
    // tab. Where it is not drawn, its default or first drawn child stands in (children are tabs,
    // answered above).
    for index in structure.sections.indices {
      guard let landing = structure.sections[index].landing, structure.sectionIndexByLanding[landing] == index else { continue }
      let tabAnswer = answers[landing]
      let isDrawn = tabAnswer?.isDrawn ?? structure.drawsLandings(in: environment)
      let standIn = isDrawn ? nil : engine.child(of: structure.sections[index]) { answers[$0]?.isDrawn ?? false }
      answers[landing] = Answer(
        isDrawn: isDrawn, isRefused: tabAnswer?.isRefused ?? !isDrawn, standIn: standIn,
        landedSection: structure.landedSectionIndex(of: landing))
    }
    self.answers = answers
  }
}

extension NavigationEngine {
  /// Makes the table of roots for the current structure, environment and customization: called
  /// once a change of them is complete (a structure and the customization fitted to it are one
  /// change).
  @usableFromInline
  mutating func tabulateRoots() {
    rootTable = nil
    rootTable = RootAvailability(asking: self)
  }
}

extension NavigationEngine {
  /// Puts the section a root step 1 checked belongs to or lands back in the form a layout that
  /// shows sections draws it in (see `NavigationState.expandSectionForm`), counting the move.
  @inlinable
  mutating func expandSectionForm(of root: CheckedRoot) {
    guard let index = root.landedSection, stateStorage.expandSectionForm(index, in: structure) else { return }
    sectionMoves &+= 1
  }
}
