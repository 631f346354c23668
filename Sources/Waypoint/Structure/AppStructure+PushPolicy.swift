extension AppStructure {
  /// What a push does when the screen it pushes is already there: for a notification or a link
  /// fired twice, which no screen sends (a screen's own requests are stamped and ignored once
  /// it is covered).
  ///
  /// ```swift
  /// let structure = Shapes.structure.pushPolicy { destination in
  ///   destination == .infinity ? .ignoreIfOnTop : .allowDuplicates
  /// }
  /// ```
  public enum PushPolicy: Hashable, Sendable, Codable {
    /// Push another copy (the default).
    case allowDuplicates
    /// Push nothing when the top screen of the visible stack already shows it.
    case ignoreIfOnTop
    /// Pop back to the top-most copy on the visible stack (or its root) when there is one.
    case popToExisting
  }

  /// This structure, where a push of each destination follows `policy`.
  ///
  /// ```swift
  /// let structure = Shapes.structure.pushPolicy { _ in .popToExisting }
  /// ```
  ///
  /// - Parameter policy: what a push of a destination does when it is already there.
  /// - Returns: the structure with the policy.
  public func pushPolicy(_ policy: @escaping @Sendable (D) -> PushPolicy) -> AppStructure {
    var declarations = storage.declarations
    declarations.pushPolicy = policy
    return AppStructure(content: content, limits: limits, origin: origin, declarations: declarations)
  }

  /// What a push of `destination` does when it is already there.
  ///
  /// - Parameter destination: a destination.
  /// - Returns: its declared policy; `allowDuplicates` when the app declares none.
  public func pushPolicy(for destination: D) -> PushPolicy {
    storage.pushPolicy?(destination) ?? .allowDuplicates
  }
}

extension NavigationState {
  /// A push under a declared policy: nothing when the top already shows it (`ignoreIfOnTop`),
  /// back to the existing copy (`popToExisting`), else the push.
  @usableFromInline
  mutating func push(
    _ destination: D, following policy: AppStructure<D>.PushPolicy, in structure: AppStructure<D>, events: inout [NavigationEvent<D>]
  ) throws(NavigationError<D>) {
    switch policy {
    case .allowDuplicates:
      try push(destination, limits: structure.limits, events: &events)
    case .ignoreIfOnTop:
      if visibleStack.last?.destination == destination {
        events.append(.alreadyOnTop(destination))
      } else {
        try push(destination, limits: structure.limits, events: &events)
      }
    case .popToExisting:
      try popToOrPush(destination, in: structure, events: &events)
    }
  }
}
