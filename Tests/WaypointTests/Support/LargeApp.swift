import Waypoint

/// A generated large app for property tests: 100 tabs in 10 sections with landing screens, detail
/// screens that push 400 deep, and a sheet that can be presented from anywhere.
enum LargeDestination: Destination {
  case tab(Int)
  case landing(Int)
  case detail(Int)
  case sheet

  var title: String { "\(self)" }
  var symbolName: String { "square" }
}

enum LargeApp {
  static let structure = AppStructure<LargeDestination>(
    content: (0..<10).map { section in
      .section(
        AppTabSection("section-\(section)", title: "Section \(section)", landing: .landing(section)) {
          for index in 0..<10 { AppTab("tab-\(section * 10 + index)", .tab(section * 10 + index)) }
        })
    }
  ) { destination in
    switch destination {
    case .tab, .landing: .root
    case let .detail(level): level == 0 ? .pushed(from: .tab(0)) : .pushed(from: .detail(level - 1))
    case .sheet: .anywhere(.present(.sheet))
    }
  }

  /// Tabs, landings, shallow and 400-deep details, and the sheet.
  static let sampleDestinations: [LargeDestination] =
    [.tab(0), .tab(1), .tab(42), .tab(99), .landing(0), .landing(7), .detail(0), .detail(3), .detail(400), .sheet]
}
