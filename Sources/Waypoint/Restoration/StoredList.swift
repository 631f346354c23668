/// The elements of a saved list, read in order up to the first one that cannot be read or up to
/// a limit, with the list's length, so that a cut can say how many elements went.
struct StoredList<Element> {
  /// Where the list was cut, and why.
  struct Cut {
    var index: Int
    var issue: RestorationError.Issue
  }

  /// The elements read, in order.
  var elements: [Element] = []
  /// How many elements the saved list holds.
  var count = 0
  /// Where reading stopped early, if it did.
  var cut: Cut?

  /// An empty list.
  init() {}

  /// The number of saved elements from `index` on.
  func remaining(from index: Int) -> Int { count - index }

  /// Reads the list stored under `key`: empty when the key is missing or `null`, cut at once
  /// when the value is not a list.
  ///
  /// - Parameters:
  ///   - container: the object that holds the list.
  ///   - key: the list's key.
  ///   - limit: the most elements read; the rest are cut with ``RestorationError/Issue/limit(_:)``.
  ///   - name: what the list holds, for the issue when it is not a list.
  ///   - read: reads one element from its decoder, or says why it cannot.
  init<Key: CodingKey>(
    _ container: KeyedDecodingContainer<Key>,
    _ key: Key,
    limit: Int = .max,
    name: String? = nil,
    read: (any Decoder) -> Result<Element, RestorationError.Issue>
  ) {
    guard container.contains(key), (try? container.decodeNil(forKey: key)) != true else {
      self.init()
      return
    }
    guard var list = try? container.nestedUnkeyedContainer(forKey: key) else {
      self.init()
      count = 1
      cut = Cut(index: 0, issue: .undecodable(name.map { "\($0) are not a list" } ?? "not a list"))
      return
    }
    self.init(&list, limit: limit, read: read)
  }

  /// Reads the elements of `list`.
  init(_ list: inout any UnkeyedDecodingContainer, limit: Int, read: (any Decoder) -> Result<Element, RestorationError.Issue>) {
    count = list.count ?? 0
    while !list.isAtEnd {
      let index = list.currentIndex
      guard index < limit else {
        cut = Cut(index: index, issue: .limit(limit))
        return
      }
      let result: Result<Element, RestorationError.Issue>
      do {
        result = read(try list.superDecoder())
      } catch {
        result = .failure(.undecodable(SnapshotFormat.describe(error)))
      }
      switch result {
      case let .success(element): elements.append(element)
      case let .failure(issue):
        cut = Cut(index: index, issue: issue)
        return
      }
    }
  }
}
