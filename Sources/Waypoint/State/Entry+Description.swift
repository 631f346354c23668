extension Entry: CustomStringConvertible {
  /// The screen's title and the entry's id.
  ///
  /// ```swift
  /// print(Entry(id: 0, destination: ShapesDestination.rectangleItem(level: 1))) // "Rectangle 1 (#0)"
  /// ```
  public var description: String { description(naming: \.title) }

  /// The screen, named with `name`, and the entry's id.
  ///
  /// ```swift
  /// let entry = Entry(id: 0, destination: ShapesDestination.rectangleItem(level: 1))
  /// entry.description { Shapes.routes.path(for: $0) ?? $0.title } // "/rectangle/item/1 (#0)"
  /// ```
  ///
  /// - Parameter name: the name of a screen.
  /// - Returns: the description.
  public func description(naming name: (D) -> String) -> String { "\(name(destination)) (\(id))" }
}
