internal import Foundation

extension PlaygroundIO {
  /// Standard input, output and error, and files read with Foundation; in a terminal, lines are
  /// read with line editing and history (``LineEditor``) where the system has them.
  package static var terminal: PlaygroundIO {
    let isTTY = isatty(STDIN_FILENO) == 1
    let editor = isTTY && isatty(STDOUT_FILENO) == 1 ? LineEditor.load() : nil
    return PlaygroundIO(
      isTTY: isTTY,
      readLine: { Swift.readLine(strippingNewline: true) },
      write: { print($0) },
      prompt: { text in
        print(text, terminator: "")
        fflush(nil)
      },
      readEditedLine: editor.map { editor in
        { prompt in
          fflush(nil)
          return editor.readLine(prompt: prompt)
        }
      },
      writeError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
      readFile: { path in
        do {
          return .success(try String(contentsOfFile: path, encoding: .utf8))
        } catch {
          return .failure(.file(path: path, reason: "cannot read the script (\(error.localizedDescription))"))
        }
      },
      writeFile: { folder, name, text in
        let directory = URL(fileURLWithPath: folder, isDirectory: true)
        let file = directory.appendingPathComponent(name)
        do {
          try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
          try Data(text.utf8).write(to: file)
          return .success(())
        } catch {
          return .failure(.file(path: file.path, reason: "cannot be written (\(error.localizedDescription))"))
        }
      }
    )
  }
}
