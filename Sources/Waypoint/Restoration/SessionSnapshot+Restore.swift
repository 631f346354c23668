public import Foundation

extension SessionSnapshot {
  /// Restores a snapshot from JSON, leniently.
  ///
  /// Nothing in the data can crash it or make it hang, and what cannot be restored is cut off
  /// rather than failing the whole:
  /// - an entry that cannot be decoded (a destination removed or renamed, corrupt bytes) cuts
  ///   its stack there, together with the modals presented above it;
  /// - a modal that cannot be decoded is dismissed with every modal above it;
  /// - a selection that no longer exists, or that the customization hides, becomes the previous
  ///   selection if it can be selected, else the first tab in bar order, and the modals
  ///   presented over the old tab go;
  /// - the customization is fitted to the structure;
  /// - stacks deeper, or modal chains longer, than the structure's limits are cut;
  /// - ids are kept (they are not minted anew), stay unique across the session's windows, and the
  ///   counters stay above all of them;
  /// - the guard in `options` removes what it refuses from every restored state;
  /// - a key written twice in one object is read once, and the other value is reported.
  ///
  /// Every change is listed in the outcome, which also keeps the input unmodified.
  ///
  /// ```swift
  /// let outcome = try SessionSnapshot<AppDestination>.restore(from: data, in: structure)
  /// let sessionNavigator = SessionNavigator(session: outcome.snapshot.session, structure: structure)
  /// ```
  ///
  /// - Parameters:
  ///   - data: the saved JSON.
  ///   - structure: the app's current structure; every restored state is valid for it.
  ///   - options: migration, guard and size limits.
  /// - Returns: the restored snapshot, its adjustments and the original data.
  /// - Throws: ``RestorationError`` when the data cannot be read at all: empty, too large, not
  ///   JSON, not a snapshot, or written by a newer format version.
  public static func restore(
    from data: Data,
    in structure: AppStructure<D>,
    options: SessionSnapshot<D>.RestoreOptions = SessionSnapshot.RestoreOptions()
  ) throws(RestorationError) -> SessionSnapshot<D>.RestoreOutcome {
    guard !data.isEmpty else { throw .empty }
    guard data.count <= options.maxByteCount else { throw .tooLarge(byteCount: data.count, limit: options.maxByteCount) }
    let decoder = JSONDecoder()
    if let key = SnapshotDecodingContext<D>.userInfoKey {
      decoder.userInfo[key] = SnapshotDecodingContext(options: options, limits: structure.limits)
    }
    let stored: StoredSnapshot<D>
    do {
      stored = try decoder.decode(StoredSnapshot<D>.self, from: data)
    } catch let error as RestorationError {
      throw error
    } catch {
      throw .notJSON(SnapshotFormat.describeSyntaxError(error))
    }
    var reader = SnapshotReader(structure: structure, options: options)
    let snapshot = reader.read(stored)
    // A key written twice in one object: the decoder read one of its values and dropped the
    // other, which is said here rather than lost silently.
    let repeated = RepeatedJSONKeys.paths(in: data).map { SessionSnapshot.RestoreOutcome.Adjustment.repeatedKeyIgnored(path: $0) }
    return SessionSnapshot.RestoreOutcome(snapshot: snapshot, adjustments: repeated + reader.adjustments, original: data)
  }

  /// Restores a snapshot from the string ``compactString()`` made, as `@SceneStorage` holds it.
  ///
  /// ```swift
  /// var saved = ""  // in the view: @SceneStorage("navigation") private var saved = ""
  /// let outcome = try SessionSnapshot.restore(fromCompactString: saved, in: structure)
  /// ```
  ///
  /// - Parameters:
  ///   - string: the saved string.
  ///   - structure: the app's current structure.
  ///   - options: migration, guard and size limits.
  /// - Returns: the restored snapshot, its adjustments and the decoded bytes, unmodified.
  /// - Throws: ``RestorationError``, as ``restore(from:in:options:)``, and
  ///   ``RestorationError/invalidCompactString`` when the string is not base64.
  public static func restore(
    fromCompactString string: String,
    in structure: AppStructure<D>,
    options: SessionSnapshot<D>.RestoreOptions = SessionSnapshot.RestoreOptions()
  ) throws(RestorationError) -> SessionSnapshot<D>.RestoreOutcome {
    guard !string.isEmpty else { throw .empty }
    // Saturating: `maxByteCount: .max` means no limit and must not trap.
    let limit = (options.maxByteCount / 3).saturatingMultiply(4).saturatingAdd(4)
    guard string.utf8.count <= limit else { throw .tooLarge(byteCount: string.utf8.count, limit: limit) }
    guard let data = Data(base64Encoded: string) else { throw .invalidCompactString }
    return try restore(from: data, in: structure, options: options)
  }

  /// The snapshot as JSON, with sorted keys so that equal snapshots give equal bytes.
  ///
  /// ```swift
  /// try snapshot.jsonData().write(to: url)
  /// ```
  ///
  /// - Returns: the JSON.
  /// - Throws: ``RestorationError/encodingFailed(_:)`` when a destination cannot be encoded.
  public func jsonData() throws(RestorationError) -> Data {
    let encoder = JSONEncoder.stable
    do {
      return try encoder.encode(self)
    } catch {
      throw .encodingFailed("\(error)")
    }
  }

  /// The snapshot as a compact string for `@SceneStorage`: its JSON in base64.
  ///
  /// ```swift
  /// var saved = ""  // in the view: @SceneStorage("navigation") private var saved = ""
  /// saved = try SessionSnapshot(state: navigator.savableState).compactString()
  /// ```
  ///
  /// - Returns: the string.
  /// - Throws: ``RestorationError/encodingFailed(_:)``, as ``jsonData()``.
  public func compactString() throws(RestorationError) -> String {
    try jsonData().base64EncodedString()
  }
}
