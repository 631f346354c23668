extension NavigationState {
  /// The state carried from one environment to another, without losing anything.
  ///
  /// Where sections collapse (a tab bar under ``LayoutEnvironment/SectionPolicy/collapse``), a selected section
  /// child `c` becomes the section's landing screen `L` with `c` as the first entry of its stack;
  /// where sections are shown, the reverse. The two are exact inverses, and nothing is
  /// issued from ``nextEntryID``:
  ///
  /// - When `L`'s stack starts with an entry for `c` that was pushed normally, that entry is the
  ///   landing entry: it stays with `L`, and the stacks behind it swap places.
  /// - Otherwise `c` gets a landing entry with a *reserved* id (``EntryID/isReserved``), derived
  ///   from the child and unused in the state, and `L`'s stack is kept in `c`'s slot while
  ///   collapsed. Expanding drops the reserved entry again, so `L`'s stack is exactly what it was.
  ///
  /// Any other change of environment (tab bar ↔ sidebar ↔ single, compact ↔ regular) leaves the
  /// state as it is. A change that would exceed ``NavigationLimits/maxStackDepth`` is skipped.
  /// The round trip is exact for every state as actions leave it, except the two that are not in
  /// the form their environment shows (``normalized(for:in:)``): a child selected by an action
  /// while sections collapse, and a landing opened on one of its children where sections show.
  /// Selection repair is separate: ``repairingSelection(in:customization:environment:)``.
  ///
  /// ```swift
  /// let sidebar = LayoutEnvironment(style: .sidebar, sizeClass: .regular, idiom: .pad, sectionPolicy: .collapse)
  /// let phone = LayoutEnvironment(style: .tabBar, sizeClass: .compact, idiom: .phone, sectionPolicy: .collapse)
  /// let compact = state.adapted(from: sidebar, to: phone, in: structure)   // .lists › List 1
  /// compact.adapted(from: phone, to: sidebar, in: structure) == state      // true
  /// ```
  ///
  /// - Parameters:
  ///   - old: the environment the state was shown in.
  ///   - new: the environment it is shown in next.
  ///   - structure: the app's structure.
  /// - Returns: the adapted state.
  package func adapted(
    from old: LayoutEnvironment,
    to new: LayoutEnvironment,
    in structure: AppStructure<D>
  ) -> NavigationState {
    guard old.collapsesSections != new.collapsesSections else { return self }
    return normalized(for: new, in: structure)
  }

  /// The same screens in the form `environment` shows them.
  ///
  /// - Where sections collapse, a selected section child becomes its landing with the child as
  ///   the first entry, as in ``adapted(from:to:in:)``.
  /// - Where sections are shown, a selected landing whose stack starts with one of its children
  ///   becomes that child.
  ///
  /// Normalizing issues no id (a landing entry made for collapsing has a reserved id), and
  /// normalizing a normalized state changes nothing. When a change would exceed
  /// ``NavigationLimits/maxStackDepth`` it is skipped, and the layout still shows the state.
  ///
  /// ```swift
  /// let state = navigator.state.normalized(for: navigator.environment, in: navigator.structure)
  /// ```
  ///
  /// - Parameters:
  ///   - environment: the environment the state is shown in.
  ///   - structure: the app's structure.
  /// - Returns: the normalized state.
  package func normalized(for environment: LayoutEnvironment, in structure: AppStructure<D>) -> NavigationState {
    var state = self
    if environment.collapsesSections { state.collapseSelection(in: structure) } else { state.expandSelection(in: structure) }
    return state
  }

  /// The section with a landing that holds `destination` as a child, and that landing.
  private func collapsibleSection(of destination: D, in structure: AppStructure<D>) -> (AppTabSection<D>, D)? {
    guard let section = structure.section(containing: destination), let landing = section.landing else { return nil }
    return (section, landing)
  }

  /// The first reserved id for `child` that the state does not hold, if `child` is a tab.
  private func freeReservedID(for child: D, in structure: AppStructure<D>) -> EntryID? {
    let tabs = structure.allTabs
    guard let index = tabs.firstIndex(where: { $0.destination == child }) else { return nil }
    let used = Set(allIDs)
    var generation = 0
    while let id = EntryID.reserved(index: index, generation: generation, count: tabs.count) {
      if !used.contains(id) { return id }
      generation += 1
    }
    return nil
  }

  /// A selected child `c` becomes its landing `L`. When `L`'s stack starts with a normally
  /// pushed entry for `c`, that entry stays with `L` and the stacks behind it swap; otherwise
  /// `L` gets a landing entry with a free reserved id, followed by `c`'s stack, and `c`'s slot
  /// keeps all of `L`'s stack.
  mutating func collapseSelection(in structure: AppStructure<D>) {
    let child = selection
    guard let (_, landing) = collapsibleSection(of: child, in: structure) else { return }
    let limits = structure.limits
    let shown = stack(for: child)
    guard shown.count < limits.maxStackDepth else { return }
    let held = stack(for: landing)
    if let first = held.first, first.destination == child, !first.id.isReserved {
      stacks[landing] = [first] + shown
      stacks[child] = held.count > 1 ? Array(held.dropFirst()) : nil
    } else {
      guard let id = freeReservedID(for: child, in: structure) else { return }
      stacks[landing] = [Entry(id: id, destination: child)] + shown
      stacks[child] = held.isEmpty ? nil : held
    }
    selection = landing
  }

  /// The inverse of ``collapseSelection(in:)``: a selected landing whose stack starts with one of
  /// its children becomes that child. A reserved landing entry is dropped, and `L` gets back the
  /// stack kept in the child's slot, when collapsing that gives back exactly this state;
  /// otherwise the landing entry stays with `L` and the stacks behind it swap.
  mutating func expandSelection(in structure: AppStructure<D>) {
    let landing = selection
    guard let section = structure.section(landing: landing),
      let landingEntry = stacks[landing]?.first,
      section.tabs.contains(where: { $0.destination == landingEntry.destination }),
      structure.isSelectable(landingEntry.destination)
    else { return }
    let child = landingEntry.destination
    let shown = Array(stack(for: landing).dropFirst())
    let kept = stack(for: child)
    var expanded = self
    expanded.selection = child
    expanded.stacks[child] = shown.isEmpty ? nil : shown
    if landingEntry.id.isReserved {
      expanded.stacks[landing] = kept.isEmpty ? nil : kept
      var again = expanded
      again.collapseSelection(in: structure)
      // Only what collapsing made is undone; any other reserved entry stays where it is.
      guard again == self else { return }
    } else {
      guard kept.count < structure.limits.maxStackDepth else { return }
      expanded.stacks[landing] = [landingEntry] + kept
    }
    self = expanded
  }
}

extension NavigationState {
  /// Puts the section of `tab` (one of its tabs, or its landing screen) back in the form a
  /// layout that shows sections draws it in, when it was last drawn collapsed into one tab and
  /// is not selected.
  ///
  /// Collapsing gave the landing a reserved landing entry for the child that was selected, with
  /// the child's screens above it, and kept the landing's own screens in the child's slot. This
  /// is undone: the child gets back its screens and the landing its own. Nothing is issued or
  /// lost, and the screens on screen do not change (the section is not selected).
  ///
  /// - Parameters:
  ///   - section: the index of the section (with a landing screen) of a tab or landing screen
  ///     about to be chosen (``AppStructure/landedSectionIndex(of:)``).
  ///   - structure: the app's structure.
  /// - Returns: whether screens moved.
  @inlinable
  mutating func expandSectionForm(_ section: Int, in structure: AppStructure<D>) -> Bool {
    // The section is read through its index: a copy of a section copies its tabs.
    guard let landing = structure.sections[section].landing, landing != selection,
      let collapsed = stacks[landing], let first = collapsed.first, first.id.isReserved,
      structure.sections[section].tabs.contains(where: { $0.destination == first.destination })
    else { return false }
    let child = first.destination
    let kept = stacks[child]
    stacks[child] = collapsed.count > 1 ? Array(collapsed.dropFirst()) : nil
    stacks[landing] = kept
    return true
  }
}
