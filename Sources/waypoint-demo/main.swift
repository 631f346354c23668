import Foundation
import WaypointDemoKit

// The executable is thin: it connects the terminal to WaypointDemoKit's runner.
let io = DemoIO(
  isTTY: isatty(STDIN_FILENO) == 1,
  readLine: { readLine(strippingNewline: true) },
  write: { print($0) },
  prompt: { text in
    print(text, terminator: "")
    fflush(nil)
  },
  writeError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
  readFile: { path throws(DemoError) in
    do {
      return try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw .file(path: path, reason: "cannot read the script (\(error.localizedDescription))")
    }
  }
)
exit(DemoRunner.main(arguments: Array(CommandLine.arguments.dropFirst()), io: io))
