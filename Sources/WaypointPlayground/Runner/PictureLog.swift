/// The pictures `--svg FOLDER` writes: the first screen as `000-start.svg`, then one per command,
/// numbered and named after it (`001-push-rectangle-item-1.svg`).
///
/// ```swift
/// let session = playground.makeSession()
/// var log = PictureLog(folder: "shots")
/// log.write(session, after: "push /rectangle/item/1", io: .terminal) // shots/001-push-rectangle-item-1.svg
/// ```
struct PictureLog {
  /// The folder the pictures go to.
  var folder: String
  /// How many pictures were written.
  private(set) var count = 0
  /// Whether writing failed (once reported, the run goes on without pictures).
  private(set) var failed = false

  init(folder: String) {
    self.folder = folder
  }

  /// Writes the session's current window after a command (`nil` for the first screen).
  @MainActor
  mutating func write(_ session: any PlaygroundSessionProtocol, after command: String?, io: PlaygroundIO) {
    guard !failed else { return }
    let number = String(count)
    let name = String(repeating: "0", count: max(0, 3 - number.count)) + number + "-" + Self.slug(command ?? "start") + ".svg"
    do {
      try io.writeFile(folder, name, session.wireframe).get()
      count += 1
    } catch {
      failed = true
      io.writeError("error: \(error.message); no more pictures are written")
    }
  }

  /// A command as a file name: letters and digits, other runs as one `-`, at most 48 characters.
  static func slug(_ command: String) -> String {
    var slug = ""
    for character in command.lowercased() {
      if character.isASCII, character.isLetter || character.isNumber {
        slug.append(character)
      } else if !slug.isEmpty, slug.last != "-" {
        slug.append("-")
      }
    }
    while slug.last == "-" { slug.removeLast() }
    return slug.isEmpty ? "command" : String(slug.prefix(48))
  }
}
