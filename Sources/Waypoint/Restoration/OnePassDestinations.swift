import Foundation

/// Every destination of a snapshot's windows, decoded with one `JSONDecoder` call and found by
/// its position in the JSON, so that restoring a large session pays neither `JSONDecoder`'s fixed
/// cost once per entry nor hashing each entry's JSON to find its decoded value.
///
/// Each value is written exactly as ``SnapshotReader`` writes it to decode it alone, and decoded
/// as the same type, so a value found here is the one the reader would have decoded. When any
/// value fails to decode, there is nothing here and the reader decodes each value alone, which
/// says which failed and why.
struct OnePassDestinations<D: Destination> {
  /// Where one window's destinations are in ``destinations``, in the shape of its JSON.
  struct WindowSlots {
    var selection: Int?
    var previousSelection: Int?
    var tabs: [Int?] = []
    var entries: [[Int?]] = []
    var modals: [Int?] = []
    var modalEntries: [[Int?]] = []
  }

  /// The windows, in the order of the snapshot's list.
  let windows: [WindowSlots]
  private let destinations: [D]

  /// Decodes the destinations of `windows`, or returns `nil` when one of them cannot be decoded.
  init?(windows windowValues: [JSONValue], decoder: JSONDecoder) {
    var bytes: [UInt8] = [UInt8(ascii: "[")]
    var count = 0
    func slot(_ value: JSONValue?) -> Int? {
      guard let value, value != .null else { return nil }
      if count > 0 { bytes.append(UInt8(ascii: ",")) }
      value.write(to: &bytes)
      count += 1
      return count - 1
    }
    func slots(_ list: JSONValue?) -> [Int?] {
      var result: [Int?] = []
      for item in list?.array ?? [] { result.append(slot(item["destination"])) }
      return result
    }
    var windows: [WindowSlots] = []
    for value in windowValues {
      var window = WindowSlots()
      window.selection = slot(value["selection"])
      window.previousSelection = slot(value["previousSelection"])
      for stack in value["stacks"]?.array ?? [] {
        window.tabs.append(slot(stack["tab"]))
        window.entries.append(slots(stack["entries"]))
      }
      for modal in value["modals"]?.array ?? [] {
        window.modals.append(slot(modal["destination"]))
        window.modalEntries.append(slots(modal["stack"]))
      }
      windows.append(window)
    }
    bytes.append(UInt8(ascii: "]"))
    guard let destinations = try? decoder.decode([D].self, from: Data(bytes)), destinations.count == count else {
      return nil
    }
    self.windows = windows
    self.destinations = destinations
  }

  /// The window at `index`, if the list has one there.
  func window(_ index: Int) -> WindowSlots? {
    windows.indices.contains(index) ? windows[index] : nil
  }

  /// The decoded destination in `slot`.
  func destination(_ slot: Int?) -> D? {
    guard let slot, destinations.indices.contains(slot) else { return nil }
    return destinations[slot]
  }
}
