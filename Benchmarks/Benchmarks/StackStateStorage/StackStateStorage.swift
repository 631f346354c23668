import OrderedCollections

/// The storage of The Composable Architecture's `StackState`, reproduced as a baseline: the
/// elements in an `OrderedDictionary` keyed by a generated id.
///
/// Only the storage: ids come from a counter in the value, where TCA reads its `stackElementID`
/// dependency; there is no store, reducer, action or observation around it. It is a lower bound
/// of what a push or pop costs in a TCA app, in a library module the app calls unspecialized as
/// TCA's generic code is.
///
/// ```swift
/// var stack = StackStateStorage<Int>()
/// stack.append(7)
/// stack.popLast()  // 7
/// ```
public struct StackStateStorage<Element> {
  /// An element's identity in the stack, never reused.
  public struct ID: Hashable, Sendable {
    /// The counter's value when the element was appended.
    public let rawValue: Int
  }

  private var elements: OrderedDictionary<ID, Element> = [:]
  private var nextID = 0

  /// An empty stack.
  public init() {}

  /// How many elements the stack holds.
  public var count: Int { elements.count }

  /// Appends `element` under a new id.
  ///
  /// - Parameter element: the element.
  public mutating func append(_ element: Element) {
    let id = ID(rawValue: nextID)
    nextID += 1
    elements[id] = element
  }

  /// Removes and returns the last element; `nil` when the stack is empty.
  @discardableResult
  public mutating func popLast() -> Element? {
    elements.isEmpty ? nil : elements.removeLast().value
  }
}
