/// Renders a command's report as one JSON object on one line (`--json`).
///
/// Fields, in this order (the README documents each):
/// `command`, `ok`, `error` (`{code, message}` or `null`), `selection`, `previousSelection`,
/// `style`, `size`, `tabBar` (`null` unless a tab bar is shown), `tabBarHidden` (whether a screen on
/// the selected stack hides it), `tabBarMinimizing` (`null`, or how the bar makes itself small on
/// scroll), `bottomAccessory` (the title of the accessory the tab view carries, or `null`), `sidebar` (`null` unless a sidebar
/// is shown), `stacks`, `modals` (each with `swipeLocked`, `sizing`, `zoom`, `drawnAs` and `anchor`), `zooms` (the pushed
/// screens on screen that zoomed out of a view), `steps`, `events`, `signedIn` (`null`
/// without a sign-in guard), `unsavedChanges` (`null` without a leaving guard), `backLocked`,
/// `alert` (`{kind, title, message, titleVisibility, severity, buttons}` or `null`), `searchQuery`
/// (what is typed in the search tab's field, or `null`), `resolving` (a path or `null`), `recording` (the steps
/// recorded, or `null` when the window is not recorded), `window`, `windows`, `output`.
///
/// ```swift
/// let session = playground.makeSession()
/// let line = JSONRenderer().render(session.run("pop"))
/// // {"command":"pop","ok":false,"error":{"code":"popPastRoot",...},...}
/// ```
package struct JSONRenderer: Sendable {
  /// Creates a renderer.
  package init() {}

  /// The report as one line of JSON.
  ///
  /// - Parameter report: the command's report.
  /// - Returns: the JSON text, without a newline.
  package func render(_ report: CommandReport) -> String {
    value(of: report).serialized
  }

  /// The report as a JSON value.
  ///
  /// - Parameter report: the command's report.
  /// - Returns: the value.
  package func value(of report: CommandReport) -> JSONValue {
    let screen = report.screen
    let steps: [JSONValue] = report.steps.map { object(kind: $0.kind, fields: $0.fields) }
    let events: [JSONValue] = report.events.map { object(kind: $0.kind, fields: $0.fields) }
    return .object([
      ("command", .string(report.command)),
      ("ok", .bool(report.ok)),
      ("error", report.error.map { .object([("code", .string($0.code)), ("message", .string($0.message))]) } ?? .null),
      ("selection", .string(screen.selection)),
      ("previousSelection", .string(screen.previousSelection)),
      ("style", .string(screen.style)),
      ("size", .string(screen.size)),
      ("device", .string(screen.device)),
      ("tabBar", screen.tabBar.map { .array($0.map(tabItem)) } ?? .null),
      ("tabBarHidden", .bool(screen.tabBarHidden)),
      ("tabBarMinimizing", .string(screen.tabBarMinimizing)),
      ("bottomAccessory", .string(screen.bottomAccessory)),
      ("sidebar", screen.sidebar.map { .array($0.map(section)) } ?? .null),
      ("stacks", .object(screen.stacks.map { JSONValue.Field(key: $0.tab, value: .array($0.paths.map(JSONValue.string))) })),
      ("modals", .array(screen.modals.map(modal))),
      ("zooms", .array(zooms(screen))),
      ("steps", .array(steps)),
      ("events", .array(events)),
      ("signedIn", screen.signedIn.map(JSONValue.bool) ?? .null),
      ("unsavedChanges", screen.unsavedChanges.map(JSONValue.bool) ?? .null),
      ("backLocked", .bool(screen.backLocked)),
      ("alert", screen.alert.map(alert) ?? .null),
      ("searchQuery", .string(screen.searchQuery)),
      ("resolving", .string(screen.resolving)),
      ("recording", .int(screen.recording)),
      ("window", .int(screen.window)),
      ("windows", .int(screen.windows)),
      ("output", .string(report.output)),
    ])
  }

  private func object(kind: String, fields: [JSONValue.Field]) -> JSONValue {
    .object([JSONValue.Field(key: "kind", value: .string(kind))] + fields)
  }

  /// The pushed screens on screen that zoomed out of a view, the visible stack's then each
  /// modal's, bottom first: `{path, source}`.
  private func zooms(_ screen: Screen) -> [JSONValue] {
    (screen.stack + screen.modals.flatMap(\.stack)).compactMap { crumb in
      crumb.zoom.map { JSONValue.object([("path", .string(crumb.path)), ("source", .string($0))]) }
    }
  }

  private func alert(_ alert: AlertItem) -> JSONValue {
    let message: JSONValue = alert.message.map(JSONValue.string) ?? .null
    return .object([
      ("kind", .string(alert.kind)), ("title", .string(alert.title)), ("message", message),
      ("titleVisibility", .string(alert.titleVisibility)), ("severity", .string(alert.severity)),
      ("buttons", .array(alert.buttons.map(JSONValue.string))),
    ])
  }

  private func tabItem(_ item: TabCell) -> JSONValue {
    .object([
      ("id", .string(item.id)), ("path", .string(item.path)), ("title", .string(item.title)), ("badge", .int(item.badge)),
      ("selected", .bool(item.selected)), ("region", .string(item.region)), ("more", .bool(item.more)), ("enabled", .bool(item.enabled)),
    ])
  }

  private func section(_ section: SidebarGroup) -> JSONValue {
    .object([
      ("id", .string(section.id)), ("title", .string(section.title)), ("selected", .bool(section.selected)),
      (
        "items",
        .array(
          section.items.map {
            .object([
              ("id", .string($0.id)), ("path", .string($0.path)), ("title", .string($0.title)), ("badge", .int($0.badge)),
              ("selected", .bool($0.selected)),
            ])
          })
      ),
      ("actions", .array(section.actions.map(JSONValue.string))),
    ])
  }

  private func modal(_ modal: ModalItem) -> JSONValue {
    .object([
      ("path", .string(modal.path)), ("style", .string(modal.style)), ("stack", .array(modal.stack.map { .string($0.path) })),
      ("swipeLocked", .bool(modal.swipeLocked)), ("detent", .string(modal.detent)), ("sizing", .string(modal.sizing)),
      ("zoom", .string(modal.zoom)), ("drawnAs", .string(modal.drawnAs)), ("anchor", .string(modal.anchor)),
    ])
  }

  /// A replay's summary as one JSON object (`--replay` with `--json`): `replayed`, `divergence`
  /// (`{step, input, stateDiffers, expectedEvents, actualEvents}` or `null`) and `error`
  /// (`{code, message}` or `null`).
  ///
  /// - Parameter summary: the summary.
  /// - Returns: the line.
  package func render(_ summary: ReplaySummary) -> String {
    let divergence: JSONValue =
      summary.divergence.map { divergence in
        .object([
          ("step", .int(divergence.step)),
          ("input", .string(divergence.input)),
          ("stateDiffers", .bool(divergence.stateDiffers)),
          ("expectedEvents", .array(divergence.expectedEvents.map(JSONValue.string))),
          ("actualEvents", .array(divergence.actualEvents.map(JSONValue.string))),
        ])
      } ?? .null
    let error: JSONValue =
      summary.problem.map { .object([("code", .string($0.code)), ("message", .string($0.message))]) } ?? .null
    return JSONValue.object([("replayed", .int(summary.stepsReplayed)), ("divergence", divergence), ("error", error)]).serialized
  }
}
