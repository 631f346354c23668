extension Modal: CustomStringConvertible {
  /// The modal's root screen by title, how it is presented, its id and the screens pushed in it.
  ///
  /// ```swift
  /// print(Modal(id: 4, destination: SocialDestination.compose, style: .sheet(detents: [.medium, .large])))
  /// // "Compose as a sheet at medium and large (#4)"
  /// ```
  public var description: String { description(naming: \.title) }

  /// The modal, naming each screen with `name`.
  ///
  /// ```swift
  /// let modal = Modal(id: 4, destination: SocialDestination.compose, style: .sheet, stack: [Entry(id: 5, destination: .signIn)])
  /// modal.description { Social.routes.path(for: $0) ?? $0.title } // "/compose as a sheet (#4), then /sign-in (#5)"
  /// ```
  ///
  /// - Parameter name: the name of a screen.
  /// - Returns: the description.
  public func description(naming name: (D) -> String) -> String {
    let pushed = stack.map { ", then \($0.description(naming: name))" }.joined()
    return "\(name(destination)) as a \(style) (\(id))\(pushed)"
  }
}
