internal import Foundation

extension Playground {
  /// Runs the playground in the terminal with the process's arguments, then exits.
  ///
  /// Without options it reads commands from standard input; `--script FILE` runs a file of
  /// commands, `--json` prints one JSON object per command, `--svg DIR` writes a wireframe of the
  /// screen after every command, and `--help` lists them all.
  ///
  /// ```swift
  /// // main.swift of an executable target
  /// import Podcasts
  /// import WaypointPlayground
  ///
  /// Playground("Podcasts", structure: Podcasts.structure, routes: Podcasts.routes, selection: .listenNow).run()
  /// ```
  ///
  /// - Parameter arguments: the arguments after the executable's name; the process's by default.
  /// - Returns: never; the process exits with 0, 1 when `--strict` stops a script at an error,
  ///   64 for a bad option and 66 for a script that cannot be read.
  @MainActor
  public func run(arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
    let executable = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? name
    exit(main(arguments: arguments, io: .terminal, executable: executable))
  }

  /// Runs the playground on an I/O connection and returns the exit status: what ``run(arguments:)``
  /// does before it exits.
  @MainActor
  package func main(arguments: [String], io: PlaygroundIO, executable: String) -> Int32 {
    PlaygroundRunner.main(arguments: arguments, io: io, apps: [self], executable: executable)
  }
}
