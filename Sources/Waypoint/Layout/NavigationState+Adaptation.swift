extension NavigationState {
  /// The state carried from one environment to another, without losing anything (D7, I4).
  ///
  /// Where sections collapse (a tab bar under ``SectionPolicy/collapse``), a selected section
  /// child `c` becomes the section's landing screen with `c` as the first entry of its stack
  /// (R8, R62); where sections are shown, the reverse. The two are exact inverses: the landing's
  /// first entry (its *landing entry*) stays with the landing, and the stacks behind it swap
  /// places, so every entry keeps its id and nothing is dropped. Any other change of environment
  /// (tab bar ↔ sidebar ↔ single, compact ↔ regular) leaves the state as it is.
  ///
  /// The result is ``normalized(for:in:)`` for `new`. Selection repair (D8) is separate:
  /// ``repairingSelection(in:customization:environment:)``.
  ///
  /// ```swift
  /// let sidebar = LayoutEnvironment(style: .sidebar, sizeClass: .regular, idiom: .pad, sectionPolicy: .collapse)
  /// let phone = LayoutEnvironment(style: .tabBar, sizeClass: .compact, idiom: .phone, sectionPolicy: .collapse)
  /// let start = state.normalized(for: sidebar, in: structure)
  /// let compact = start.adapted(from: sidebar, to: phone, in: structure)   // .lists › List 1
  /// compact.adapted(from: phone, to: sidebar, in: structure) == start      // true (I4)
  /// ```
  ///
  /// - Parameters:
  ///   - old: the environment the state was shown in.
  ///   - new: the environment it is shown in next.
  ///   - structure: the app's structure.
  /// - Returns: the adapted state.
  public func adapted(
    from old: LayoutEnvironment,
    to new: LayoutEnvironment,
    in structure: AppStructure<D>
  ) -> NavigationState {
    var state = normalized(for: old, in: structure)
    if old.collapsesSections != new.collapsesSections {
      if new.collapsesSections { state.collapseSelection(in: structure) } else { state.expandSelection(in: structure) }
    }
    return state.normalized(for: new, in: structure)
  }

  /// The same screens in the form `environment` expects, so that ``adapted(from:to:in:)`` is
  /// exact (D7, I4).
  ///
  /// - Where sections collapse, a selected section child becomes its landing with the child as
  ///   the first entry (R8).
  /// - Where sections are shown, a selected landing whose stack starts with one of its children
  ///   becomes that child (S7); and under the ``SectionPolicy/collapse`` policy, a selected child
  ///   gets its landing entry ahead of time (one new id), so that collapsing later is reversible.
  ///
  /// Normalizing a normalized state changes nothing. When a change would exceed
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
  public func normalized(for environment: LayoutEnvironment, in structure: AppStructure<D>) -> NavigationState {
    var state = self
    if environment.collapsesSections {
      state.collapseSelection(in: structure)
    } else {
      state.expandSelection(in: structure)
      if environment.sectionPolicy == .collapse, let (_, landing) = state.collapsibleSection(of: state.selection, in: structure) {
        _ = state.insertLandingEntry(for: state.selection, landing: landing, limits: structure.limits)
      }
    }
    return state
  }

  /// The section with a landing that holds `destination` as a child, and that landing.
  private func collapsibleSection(of destination: D, in structure: AppStructure<D>) -> (TabSection<D>, D)? {
    guard let section = structure.section(containing: destination), let landing = section.landing else { return nil }
    return (section, landing)
  }

  /// Makes sure the landing's stack starts with an entry for `child`; mints one if not.
  private mutating func insertLandingEntry(for child: D, landing: D, limits: NavigationLimits) -> Bool {
    let stack = stack(for: landing)
    if stack.first?.destination == child { return true }
    guard stack.count < limits.maxStackDepth else { return false }
    stacks[landing] = [Entry(id: nextEntryID, destination: child)] + stack
    nextEntryID = nextEntryID.next
    return true
  }

  /// A selected child `c` becomes its landing `L`: `L` keeps its landing entry for `c`, and the
  /// stacks behind it swap: `L` gets `c`'s stack, `c` keeps what `L` held.
  mutating func collapseSelection(in structure: AppStructure<D>) {
    let child = selection
    guard let (_, landing) = collapsibleSection(of: child, in: structure) else { return }
    let limits = structure.limits
    guard stack(for: child).count < limits.maxStackDepth,
      insertLandingEntry(for: child, landing: landing, limits: limits),
      let landingEntry = stacks[landing]?.first
    else { return }
    let held = Array(stack(for: landing).dropFirst())
    stacks[landing] = [landingEntry] + stack(for: child)
    stacks[child] = held.isEmpty ? nil : held
    selection = landing
  }

  /// The inverse of ``collapseSelection(in:)``: a selected landing whose stack starts with one of
  /// its children becomes that child.
  mutating func expandSelection(in structure: AppStructure<D>) {
    let landing = selection
    guard let section = structure.section(landing: landing),
      let landingEntry = stacks[landing]?.first,
      section.tabs.contains(where: { $0.destination == landingEntry.destination }),
      structure.isSelectable(landingEntry.destination)
    else { return }
    let child = landingEntry.destination
    guard stack(for: child).count < structure.limits.maxStackDepth else { return }
    let shown = Array(stack(for: landing).dropFirst())
    stacks[landing] = [landingEntry] + stack(for: child)
    stacks[child] = shown.isEmpty ? nil : shown
    selection = child
  }
}
