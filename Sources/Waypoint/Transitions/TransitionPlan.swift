/// The ordered steps that take the screen from the state it shows to a target state.
///
/// SwiftUI cannot present several modals in one update, so a deep link that ends three sheets
/// deep must be staged. The plan follows these rules:
/// - Dismissals come first, in one step; no step presents more than one modal.
/// - The common prefix stays on screen: the plan goes back to the common ancestor first, then
///   adds the new screens. Screens are matched by id, so the same destination with
///   another id is another screen.
/// - A modal whose style changes at the same elevation is dismissed and presented again.
/// - Any number of pushes and pops on one stack is one step; a modal is presented
///   with its stack already set. One exception: when the top screen of a stack is replaced and
///   the step animates, the new screen is pushed over the old one, then the old one is taken
///   from under it without animation, as a navigation controller draws a replacement (a plan
///   made with the app's structure does not where the new screen may stand only first on its
///   stack: a section's tab on its landing's stack).
/// - A step that changes only what is under the top screen of a stack never animates.
/// - Stacks of tabs that are not shown change with the selection step, or with the first step
///   when the selection stays.
/// - The plan is minimal: no step could be merged into another.
///
/// Applying the steps in order to ``start`` gives ``target`` exactly, ids and
/// ``NavigationState/nextEntryID`` included. When a new target arrives mid-way, plan again
/// from the state actually on screen.
///
/// ```swift
/// let plan = TransitionPlan(from: rendered, to: navigator.state)
/// print(plan)
/// // 1. select Rectangle; Rectangle = [#0 Rectangle 1, #1 Rectangle 2]
/// // 2. present sheet #2 Rectangle 3 + [#3 Rectangle 4]
/// ```
public struct TransitionPlan<D: Destination>: Hashable, Sendable {
  /// The state on screen when the plan starts.
  public let start: NavigationState<D>
  /// The state the plan reaches.
  public let target: NavigationState<D>
  /// The steps, in the order the UI performs them.
  public let steps: [TransitionPlan<D>.Step]
  /// How the screen moves: which steps animate (``TransitionPlan/Step/isAnimated``).
  public let motion: NavigationAction<D>.Motion

  /// Plans the way from the state on screen to a target state.
  ///
  /// The planner is pure and costs O(entries) of the two states.
  ///
  /// ```swift
  /// let plan = TransitionPlan(from: rendered, to: target, motion: .lastStepAnimated)
  /// plan.steps.map(\.kind)        // ["dismiss", "setPath", "present"]
  /// plan.steps.map(\.isAnimated)  // [false, false, true]
  /// ```
  ///
  /// - Parameters:
  ///   - start: the state on screen.
  ///   - target: the state to show.
  ///   - motion: how the screen moves; every step animates by default.
  ///   - limits: the app's limits (its structure's), which every state on the way stays within;
  ///     the defaults by default.
  public init(
    from start: NavigationState<D>,
    to target: NavigationState<D>,
    motion: NavigationAction<D>.Motion = .animated,
    limits: NavigationLimits = NavigationLimits()
  ) {
    self.start = start
    self.target = target
    self.motion = motion
    self.steps = TransitionPlanner(start: start, target: target, limits: limits).steps(motion: motion)
  }

  /// Plans the steps from `start` to `target` for an app: within its structure's limits, and
  /// with every state on the way valid in it (a replaced top screen is drawn as a push only
  /// where the new screen may stand one place higher for a moment: not a section's tab that
  /// may be only the first screen of its landing's stack).
  ///
  /// ```swift
  /// let plan = TransitionPlan(from: rendered, to: navigator.state, structure: navigator.structure)
  /// ```
  ///
  /// - Parameters:
  ///   - start: the state on screen.
  ///   - target: the state to show.
  ///   - motion: how the screen moves; every step animates by default.
  ///   - structure: the app's structure.
  public init(
    from start: NavigationState<D>,
    to target: NavigationState<D>,
    motion: NavigationAction<D>.Motion = .animated,
    structure: AppStructure<D>
  ) {
    self.start = start
    self.target = target
    self.motion = motion
    self.steps = TransitionPlanner(start: start, target: target, limits: structure.limits, structure: structure).steps(motion: motion)
  }

  /// Whether the screen already shows the target.
  public var isEmpty: Bool { steps.isEmpty }

  /// The states the screen goes through: ``start``, then the state after each step; the last
  /// one equals ``target``.
  public var states: [NavigationState<D>] {
    var result = [start]
    result.reserveCapacity(steps.count + 1)
    var state = start
    for step in steps {
      state = step.apply(to: state)
      result.append(state)
    }
    return result
  }

  /// The steps' kinds in order, such as `["dismiss", "select", "present"]`.
  public var kinds: [String] { steps.map { $0.kind } }
}

extension NavigationState {
  /// Plans the steps that take the screen from this state to `target`.
  ///
  /// ```swift
  /// let plan = rendered.plan(to: navigator.state)
  /// ```
  ///
  /// - Parameters:
  ///   - target: the state to show.
  ///   - motion: how the screen moves; every step animates by default.
  ///   - limits: the app's limits, which every state on the way stays within.
  /// - Returns: the plan.
  public func plan(
    to target: NavigationState<D>, motion: NavigationAction<D>.Motion = .animated, limits: NavigationLimits = NavigationLimits()
  ) -> TransitionPlan<D> {
    TransitionPlan(from: self, to: target, motion: motion, limits: limits)
  }

  /// Plans the steps that take the screen from this state to `target`, for an app (see
  /// ``TransitionPlan/init(from:to:motion:structure:)``).
  ///
  /// ```swift
  /// let plan = rendered.plan(to: navigator.state, structure: navigator.structure)
  /// ```
  ///
  /// - Parameters:
  ///   - target: the state to show.
  ///   - motion: how the screen moves; every step animates by default.
  ///   - structure: the app's structure.
  /// - Returns: the plan.
  public func plan(
    to target: NavigationState<D>, motion: NavigationAction<D>.Motion = .animated, structure: AppStructure<D>
  ) -> TransitionPlan<D> {
    TransitionPlan(from: self, to: target, motion: motion, structure: structure)
  }
}
