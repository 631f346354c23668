internal import ArgumentParser

struct SwipeBackWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "swipe-back", abstract: "the person swipes back one screen, or n with the back menu", helpNames: [])
  static let area = CommandArea.gestures
  static let examples = ["swipe-back", "swipe-back 2"]
  @Argument(help: "how many screens to go back") var n: Int = 1
  func command() -> PlaygroundCommand { .gesture(.swipeBack(n)) }
}

struct SwipeAwayWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "swipe-away", abstract: "the person swipes the top sheet down, or the one at elevation k", helpNames: [])
  static let area = CommandArea.gestures
  static let examples = ["swipe-away", "swipe-away 0"]
  @Argument(help: "the sheet's elevation, 0 for the lowest") var elevation: Int?
  func command() -> PlaygroundCommand { .gesture(.swipeAway(elevation)) }
}

struct TapTabWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "tap-tab", abstract: "the person taps a tab in the tab bar or the tab view's sidebar", helpNames: [])
  static let area = CommandArea.gestures
  static let examples = ["tap-tab {tab}"]
  @Argument(help: "the tab's path") var tab: String
  func command() -> PlaygroundCommand { .gesture(.tapTab(tab)) }
}

struct TapRowWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "tap-row", abstract: "the person chooses a row of the split view's list (style sidebar)", helpNames: [])
  static let area = CommandArea.gestures
  static let examples = ["tap-row {tab}"]
  @Argument(help: "the row's tab path") var tab: String
  func command() -> PlaygroundCommand { .gesture(.tapRow(tab)) }
}

struct TapButtonWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "tap-button", abstract: "the person taps the button of the alert on screen with this id", helpNames: [])
  static let area = CommandArea.gestures
  static let examples = ["tap-button ok"]
  @Argument(help: "the button's id") var id: String
  func command() -> PlaygroundCommand { .gesture(.tapButton(id)) }
}

struct TapAccessoryWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "tap-accessory", abstract: "the person taps the tab bar's accessory, which does what the app says", helpNames: [])
  static let area = CommandArea.gestures
  static let examples = ["tap-accessory"]
  func command() -> PlaygroundCommand { .gesture(.tapAccessory) }
}

struct CloseAlertWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "close-alert", abstract: "the person closes the alert on screen without a button", helpNames: [])
  static let area = CommandArea.gestures
  static let examples = ["close-alert"]
  func command() -> PlaygroundCommand { .gesture(.closeAlert) }
}
