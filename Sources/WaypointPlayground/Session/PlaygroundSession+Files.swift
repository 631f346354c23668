internal import Foundation
internal import Waypoint

extension PlaygroundSession {
  /// Saves the session (every window, its state with entry ids, and the customization) as the
  /// restoration snapshot, in indented JSON a person can read.
  func save(to path: String) throws(PlaygroundError) -> Effect {
    let snapshot = SessionSnapshot(session: windows.session, customization: navigator.customization)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data: Data
    do {
      data = try encoder.encode(snapshot)
    } catch {
      throw .navigation(code: "encodingFailed", message: RestorationError.encodingFailed("\(error)").description)
    }
    do {
      try data.write(to: URL(fileURLWithPath: path))
    } catch {
      throw .file(path: path, reason: "cannot be written")
    }
    let count = snapshot.windows.count
    return Effect(output: "saved \(count) window\(count == 1 ? "" : "s") to \(path)")
  }

  /// Restores a saved snapshot leniently: what cannot be restored is cut off and listed;
  /// guards run on the restored state; the first restored window becomes current.
  func restore(from path: String) throws(PlaygroundError) -> Effect {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .file(path: path, reason: "cannot be read")
    }
    let environment = Self.environment(style: style, size: size, device: device)
    var options = SessionSnapshot<D>.RestoreOptions(environment: environment)
    if let sessionGuard { options.setGuard(sessionGuard, context: guardContext) }
    let outcome: SessionSnapshot<D>.RestoreOutcome
    do {
      outcome = try SessionSnapshot<D>.restore(from: data, in: playground.structure, options: options)
    } catch {
      throw .navigation(code: error.code, message: error.description)
    }
    let restored = SessionNavigator(
      session: outcome.snapshot.session, structure: playground.structure, routes: playground.routes, environment: environment,
      customization: outcome.snapshot.customization ?? TabCustomization())
    if let sessionGuard { restored.setGuard(sessionGuard, context: guardContext) }
    guard let first = restored.windowIDs.first, let main = restored.navigator(for: first) else {
      throw .navigation(code: "noWindow", message: "the snapshot holds no window that can be restored")
    }
    for id in restored.windowIDs {
      guard let window = restored.navigator(for: id) else { continue }
      window.setEnvironment(environment)
    }
    let start = navigator.state
    windows = restored
    currentWindow = first
    navigator = main
    let count = restored.windowIDs.count
    var lines = ["restored \(count) window\(count == 1 ? "" : "s") from \(path)"]
    // The recorded window is gone: its recording ends here, and `record save` still writes it.
    if let stopped = stopRecordingForRestore() { lines.append(stopped) }
    lines += outcome.adjustments.map { "  adjusted: \($0)" }
    return Effect(steps: steps(from: start), output: lines.joined(separator: "\n"), redraw: true)
  }

  /// Writes the current window as an SVG wireframe.
  func writeSnapshot(to path: String) throws(PlaygroundError) -> Effect {
    do {
      try Data(wireframe.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
      throw .file(path: path, reason: "cannot be written")
    }
    return Effect(output: "drew window \(Self.number(of: currentWindow)) to \(path)")
  }
}
