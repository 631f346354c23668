internal import ArgumentParser

struct StyleWord: CommandWord {
  static let configuration = CommandConfiguration(commandName: "style", abstract: "change how the tabs are shown", helpNames: [])
  static let area = CommandArea.style
  static let examples = ["style sidebar"]
  @Argument(help: ArgumentHelp("the container style", valueName: PlaygroundStyle.choices)) var style: PlaygroundStyle
  func command() -> PlaygroundCommand { .style(style) }
}

struct AccessoryWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "accessory", abstract: "show or hide the app's accessory above the tab bar (a mini player)", helpNames: [])
  static let area = CommandArea.style
  static let examples = ["accessory on", "accessory off"]
  @Argument(help: "on or off") var onOrOff: UnsavedWord.OnOff
  func command() -> PlaygroundCommand { .accessory(onOrOff == .on) }
}

struct SizeWord: CommandWord {
  static let configuration = CommandConfiguration(commandName: "size", abstract: "change the horizontal size class", helpNames: [])
  static let area = CommandArea.style
  static let examples = ["size compact"]
  @Argument(help: ArgumentHelp("the size class", valueName: PlaygroundSize.choices)) var size: PlaygroundSize
  func command() -> PlaygroundCommand { .size(size) }
}

struct DeviceWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "device", abstract: "change the device, whose idiom decides what the automatic style shows", helpNames: [])
  static let area = CommandArea.style
  static let examples = ["device iphone"]
  @Argument(help: ArgumentHelp("the device", valueName: PlaygroundDevice.choices)) var device: PlaygroundDevice
  func command() -> PlaygroundCommand { .device(device) }
}

struct HideWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "hide", abstract: "hide a tab, everywhere or in one place", helpNames: [])
  static let area = CommandArea.customization
  static let examples = ["hide {tab}", "hide {tab} tab-bar"]
  @Argument(help: "the tab's path") var tab: String
  @Argument(help: ArgumentHelp("where to hide it; everywhere by default", valueName: PlaygroundArea.choices)) var area: PlaygroundArea?
  func command() -> PlaygroundCommand { .hide(tab, area: area) }
}

struct UnhideWord: CommandWord {
  static let configuration = CommandConfiguration(commandName: "unhide", abstract: "show a hidden tab again", helpNames: [])
  static let area = CommandArea.customization
  static let examples = ["unhide {tab}"]
  @Argument(help: "the tab's path") var tab: String
  func command() -> PlaygroundCommand { .unhide(tab) }
}

struct MoveWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "move", abstract: "move a tab within the tab bar or its section", helpNames: [])
  static let area = CommandArea.customization
  static let examples = ["move {tab} 0"]
  @Argument(help: "the tab's path") var tab: String
  @Argument(help: "its new position, from 0") var index: Int
  func command() -> PlaygroundCommand { .move(tab, to: index) }
}

struct AddWord: CommandWord {
  static let configuration = CommandConfiguration(commandName: "add", abstract: "add an optional tab to the tab bar", helpNames: [])
  static let area = CommandArea.customization
  static let examples = ["add {tab}"]
  @Argument(help: "the tab's path") var tab: String
  func command() -> PlaygroundCommand { .add(tab) }
}

struct RemoveWord: CommandWord {
  static let configuration = CommandConfiguration(commandName: "remove", abstract: "remove an optional tab from the tab bar", helpNames: [])
  static let area = CommandArea.customization
  static let examples = ["remove {tab}"]
  @Argument(help: "the tab's path") var tab: String
  func command() -> PlaygroundCommand { .remove(tab) }
}

struct ResetWord: CommandWord {
  static let configuration = CommandConfiguration(commandName: "reset", abstract: "reset the tab customization", helpNames: [])
  static let area = CommandArea.customization
  static let examples = ["reset"]
  func command() -> PlaygroundCommand { .reset }
}
