internal import ArgumentParser

struct PresentWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "present", abstract: "present a screen; the style defaults to its declared one", helpNames: [])
  static let area = CommandArea.modals
  static let examples = ["present {present}", "present {present} cover", "present {present} form", "present {present} popover share"]
  @Argument(help: "the screen's path") var path: String
  @Argument(help: ArgumentHelp("how to present it", valueName: PresentStyle.choices)) var style: PresentStyle?
  @Argument(help: "for a popover, the view it points at, on the screen it is presented from") var anchor: String?

  func command() -> PlaygroundCommand { .present(path, style: style, anchor: anchor) }
}

struct DismissWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "dismiss", abstract: "dismiss the top modal, or elevation k and everything above it", helpNames: [])
  static let area = CommandArea.modals
  static let examples = ["dismiss", "dismiss 0"]
  @Argument(help: "the elevation to dismiss, 0 for the lowest modal") var elevation: Int?
  func command() -> PlaygroundCommand { .dismiss(elevation: elevation) }
}

struct DetentWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "detent", abstract: "rest a sheet at a detent (medium, large, 30%, 200pt): what a drag does", helpNames: [])
  static let area = CommandArea.modals
  static let examples = ["detent medium", "detent large 0"]
  @Argument(help: ArgumentHelp("the detent", valueName: "medium|large|N%|Npt")) var detent: String
  @Argument(help: "the sheet's elevation; the top modal by default") var elevation: Int?
  func command() -> PlaygroundCommand { .detent(detent, elevation: elevation) }
}

struct DismissAllWord: CommandWord {
  static let configuration = CommandConfiguration(commandName: "dismiss-all", abstract: "dismiss every modal", helpNames: [])
  static let area = CommandArea.modals
  static let examples = ["dismiss-all"]
  func command() -> PlaygroundCommand { .dismissAll }
}

struct ShowWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "show", abstract: "deep link: rebuild the whole hierarchy of a screen", helpNames: [])
  static let area = CommandArea.links
  static let examples = ["show {deep}"]
  @Argument(help: "the screen's path") var path: String
  func command() -> PlaygroundCommand { .show(path) }
}

struct OpenWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "open", abstract: "open a URL of the app (add ?then=<path> steps for an explicit path)", helpNames: [])
  static let area = CommandArea.links
  static let examples = ["open {url}"]
  @Argument(help: "a URL in the app's scheme (for a path, use show)") var url: String
  func command() -> PlaygroundCommand { .open(url) }
}
