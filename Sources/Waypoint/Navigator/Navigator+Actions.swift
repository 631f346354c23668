extension Navigator {
  /// Chooses a tab.
  ///
  /// ```swift
  /// navigator.select(.circle)
  /// ```
  ///
  /// - Parameter tab: the tab's root destination.
  /// - Returns: the events, or the error.
  @discardableResult
  @inlinable
  public func select(_ tab: D) -> Result<[NavigationEvent<D>], NavigationError<D>> { send(.select(tab)) }

  /// Pushes onto the top-most visible stack.
  ///
  /// - Parameter destination: the screen to push.
  /// - Returns: the events, or the error.
  @discardableResult
  @inlinable
  public func push(_ destination: D) -> Result<[NavigationEvent<D>], NavigationError<D>> { send(.push(destination)) }

  /// Pops `count` screens from the top-most visible stack.
  ///
  /// - Parameter count: how many screens; 1 by default.
  /// - Returns: the events, or the error.
  @discardableResult
  @inlinable
  public func pop(_ count: Int = 1) -> Result<[NavigationEvent<D>], NavigationError<D>> { send(.pop(count)) }

  /// Pops to the top-most screen showing `destination`.
  ///
  /// - Parameter destination: the screen to return to.
  /// - Returns: the events, or the error.
  @discardableResult
  @inlinable
  public func popTo(_ destination: D) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    send(.popTo(.destination(destination)))
  }

  /// Pops to the entry or modal with id `id`.
  ///
  /// - Parameter id: an entry or modal id.
  /// - Returns: the events, or the error.
  @discardableResult
  @inlinable
  public func popTo(id: EntryID) -> Result<[NavigationEvent<D>], NavigationError<D>> { send(.popTo(.entry(id))) }

  /// Pops back to the top-most screen whose destination `matches` takes (FlowStacks'
  /// `goBackTo(where:)`): a screen of a kind, say.
  ///
  /// ```swift
  /// navigator.popTo { if case .rectangleItem = $0 { true } else { false } }
  /// ```
  ///
  /// - Parameter matches: whether a destination is the one to go back to.
  /// - Returns: the events or the error, or `nil` when no screen on the way down matches
  ///   (nothing changes).
  @discardableResult
  public func popTo(where matches: (D) -> Bool) -> Result<[NavigationEvent<D>], NavigationError<D>>? {
    switch engine.state.topMostScreen(where: matches) {
    case nil: nil
    case let .entry(id): send(.popTo(.entry(id)))
    case let .root(tab): send(.popTo(.destination(tab)))
    }
  }

  /// Empties the top-most visible stack.
  ///
  /// - Returns: the events.
  @discardableResult
  @inlinable
  public func popToRoot() -> Result<[NavigationEvent<D>], NavigationError<D>> { send(.popToRoot) }

  /// Presents a modal; without a style, the destination's declared one.
  ///
  /// ```swift
  /// navigator.present(.settings, style: .sheet(detents: [.medium]))
  /// ```
  ///
  /// - Parameters:
  ///   - destination: the modal's root screen.
  ///   - style: sheet, cover or popover.
  /// - Returns: the events, or the error.
  @discardableResult
  @inlinable
  public func present(_ destination: D, style: ModalStyle? = nil) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    send(.present(destination, style: style))
  }

  /// Dismisses the top modal.
  ///
  /// - Returns: the events.
  @discardableResult
  @inlinable
  public func dismiss() -> Result<[NavigationEvent<D>], NavigationError<D>> { send(.dismiss) }

  /// Dismisses the modal at `elevation` and everything above it.
  ///
  /// - Parameter elevation: 0 for the first modal.
  /// - Returns: the events, or the error.
  @discardableResult
  @inlinable
  public func dismiss(to elevation: Int) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    send(.dismissTo(elevation: elevation))
  }

  /// Dismisses every modal and the alert.
  ///
  /// - Returns: the events.
  @discardableResult
  @inlinable
  public func dismissAll() -> Result<[NavigationEvent<D>], NavigationError<D>> { send(.dismissAll) }

  /// Deep link: rebuilds the whole hierarchy of `destination`.
  ///
  /// ```swift
  /// navigator.show(.rectangleItem(level: 8))
  /// ```
  ///
  /// - Parameter destination: any destination.
  /// - Returns: the events, or the error.
  @discardableResult
  @inlinable
  public func show(_ destination: D) -> Result<[NavigationEvent<D>], NavigationError<D>> { send(.show(destination)) }

  /// Replaces the whole state after validating it.
  ///
  /// - Parameter state: the new state.
  /// - Returns: the events, or the error.
  @discardableResult
  @inlinable
  public func replace(_ state: NavigationState<D>) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    send(.replace(state))
  }

  /// Removes the pushed screen `id` from whichever stack holds it; the screens above it stay.
  ///
  /// ```swift
  /// navigator.remove(2)
  /// ```
  ///
  /// - Parameter id: a pushed entry's id.
  /// - Returns: the events, or the error.
  @discardableResult
  public func remove(_ id: EntryID) -> Result<[NavigationEvent<D>], NavigationError<D>> { send(.remove(id)) }

  /// Replaces the top pushed screen of the visible stack with `destination`.
  ///
  /// ```swift
  /// navigator.replaceTop(with: .circleItem(level: 2))
  /// ```
  ///
  /// - Parameter destination: the screen that takes the top's place.
  /// - Returns: the events, or the error.
  @discardableResult
  public func replaceTop(with destination: D) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    send(.replaceTop(destination))
  }

  /// Back or next: pops back to `destination` when the visible stack shows it, else pushes it.
  ///
  /// ```swift
  /// navigator.popToOrPush(.infinity)
  /// ```
  ///
  /// - Parameter destination: the screen to go to.
  /// - Returns: the events, or the error.
  @discardableResult
  public func popToOrPush(_ destination: D) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    send(.popToOrPush(destination))
  }

  /// Sets the whole stack of `tab`, selected or not.
  ///
  /// ```swift
  /// navigator.setStack([.circleItem(level: 1), .circleItem(level: 2)], for: .circle)
  /// ```
  ///
  /// - Parameters:
  ///   - destinations: the screens, bottom first.
  ///   - tab: the tab whose stack it is.
  /// - Returns: the events, or the error.
  @discardableResult
  public func setStack(_ destinations: [D], for tab: D) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    send(.setStack(destinations, tab: tab))
  }

  /// Pushes `destination` onto the stack of `tab` without selecting it.
  ///
  /// ```swift
  /// navigator.push(.circleItem(level: 1), onto: .circle)
  /// ```
  ///
  /// - Parameters:
  ///   - destination: the screen to push.
  ///   - tab: the tab whose stack gets it.
  /// - Returns: the events, or the error.
  @discardableResult
  public func push(_ destination: D, onto tab: D) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    send(.setStack(engine.state.stack(for: tab).map(\.destination) + [destination], tab: tab))
  }

  /// A button the person tapped on the alert on screen (see
  /// ``NavigationEngine/chooseAlertButtonOnScreen(_:events:)``): the SwiftUI layer's alert buttons
  /// send this, so the close the system writes after the button's action changes nothing.
  ///
  /// ```swift
  /// navigator.chooseAlertButtonOnScreen("save")
  /// ```
  ///
  /// - Parameter id: the button's id.
  /// - Returns: the events, or the error.
  @discardableResult
  package func chooseAlertButtonOnScreen(_ id: String) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    change(.everyStack) { engine, events throws(NavigationError<D>) in try engine.chooseAlertButtonOnScreen(id, events: &events) }
  }
}
