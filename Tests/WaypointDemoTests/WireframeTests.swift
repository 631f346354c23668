import Foundation
import Testing
import Waypoint
import WaypointDemoKit
import WaypointExamples

@testable import WaypointPlayground

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Wireframes of the three examples in the states the README shows, kept as golden pictures, and
/// proved to parse as XML and to render with a real SVG renderer.
@Suite struct WireframeTests {
  static let phone = LayoutEnvironment()
  static let padRegular = LayoutEnvironment(style: .sidebarAdaptable, sizeClass: .regular, idiom: .pad)
  static let padTabBar = LayoutEnvironment(style: .tabBar, sizeClass: .regular, idiom: .pad)
  static let mac = LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .mac)
  static let vision = LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .vision)

  /// A named picture: the golden file and the wireframe.
  struct Picture {
    var name: String
    var svg: String
  }

  /// The golden pictures: each example on a device, after a few actions.
  static func pictures() -> [Picture] {
    func picture<D>(
      _ name: String, _ playground: Playground<D>, _ environment: LayoutEnvironment, _ actions: [NavigationAction<D>],
      accessory: Bool = false, anchored: Bool = false
    ) -> Picture {
      var engine = NavigationEngine(
        structure: playground.structure, selection: playground.selection, routes: playground.routes, environment: environment)
      engine.setBottomAccessory(shown: accessory)
      for action in actions { _ = engine.send(action) }
      // A popover comes up over the button that presented it, marked as its anchor.
      let popovers = anchored ? Set(engine.state.modals.map(\.id)) : []
      return Picture(name: name, svg: Wireframe(engine.layout, title: "\(playground.name): \(name)", anchoredPopovers: popovers).svg)
    }
    return [
      // A deep link on iPhone: two pushes and two sheets (Shapes' rectangle items alternate).
      picture("shapes-iphone-deep-link", .shapes, phone, [.show(.rectangleItem(level: 8))]),
      picture("shapes-iphone-start", .shapes, phone, []),
      // Sections in the iPad sidebar, a badge, a list selected and a status pushed on it.
      picture("social-ipad-sidebar", .social, padRegular, [.select(.list(id: 1)), .push(.status(id: 42))]),
      picture("social-mac-sidebar", .social, mac, [.select(.tags)]),
      picture(
        "social-iphone-alert", .social, phone,
        [
          .presentAlert(
            AlertState(
              title: "Delete this post?", message: "It will be removed from your profile and from the timelines of your followers.",
              buttons: [.init("cancel", title: "Cancel", role: .cancel), .init("delete", title: "Delete", role: .destructive)]))
        ]),
      picture(
        "social-iphone-dialog", .social, phone,
        [
          .presentAlert(
            AlertState(
              kind: .confirmationDialog, title: "Share this post",
              buttons: [.init("copy", title: "Copy Link"), .init("mail", title: "Mail"), .init("cancel", title: "Cancel", role: .cancel)]))
        ]),
      // More on iPhone, a video pushed and its player as a full-screen cover.
      picture("media-iphone-more", .media, phone, [.select(.animation(id: 2))]),
      picture("media-iphone-cover", .media, phone, [.show(.player(id: 7))]),
      // A video's page hides the tab bar: the stack takes the whole screen.
      picture("media-iphone-video", .media, phone, [.push(.video(id: 3))]),
      picture("media-ipad-tab-bar", .media, padTabBar, [.push(.video(id: 3)), .present(.video(id: 4), style: .sheet)]),
      picture("media-vision", .media, vision, [.select(.library)]),
      // Something plays: the tab bar carries the mini player (the iOS 26 bottom accessory).
      picture("media-iphone-accessory", .media, phone, [.select(.library)], accessory: true),
      picture(
        "shapes-iphone-detents", .shapes, phone, [.present(.settings, style: .sheet(detents: [.medium, .large]))]),
      // A popover beside the button it points at, on an iPad.
      picture("shapes-ipad-popover", .shapes, padTabBar, [.present(.settings, style: .popover(anchor: "settings"))], anchored: true),
    ]
  }

  // Issue 17 item 3: golden pictures of the three examples in a few states.
  @Test(arguments: pictures().map(\.name))
  func pictureMatchesItsGolden(name: String) throws {
    let picture = try #require(Self.pictures().first { $0.name == name })
    try Golden.assert(picture.svg, matches: "Wireframes/\(name).svg")
  }

  // A hidden tab bar is not drawn; the same app at its root draws one.
  @Test func aHiddenTabBarIsNotDrawn() throws {
    let pictures = Self.pictures()
    let video = try #require(pictures.first { $0.name == "media-iphone-video" })
    let start = try #require(pictures.first { $0.name == "media-iphone-more" })
    #expect(!video.svg.contains("id=\"tab-bar\""))
    #expect(start.svg.contains("id=\"tab-bar\""))
  }

  // Issue 30 done-when: a wireframe shows the bottom accessory where the layout draws it, and
  // not over a tab bar a pushed screen hides.
  @Test func theBottomAccessoryIsDrawnWithTheBar() throws {
    let pictures = Self.pictures()
    let playing = try #require(pictures.first { $0.name == "media-iphone-accessory" })
    #expect(playing.svg.contains("id=\"bottom-accessory\""))
    #expect(playing.svg.contains(">Now Playing<"))
    #expect(!pictures.contains { $0.name != playing.name && $0.svg.contains("bottom-accessory") })
    var engine = NavigationEngine(structure: Playground.media.structure, selection: .watchNow)
    engine.setBottomAccessory(shown: true)
    _ = engine.send(.push(.video(id: 3)))
    #expect(!Wireframe(engine.layout, title: "video").svg.contains("bottom-accessory"))
  }

  // Issue 30, item 4: a popover is drawn beside its anchor only where it points at one and the
  // screen is wide; else it is a sheet, as the layer presents it.
  @Test func aPopoverIsDrawnBesideItsAnchorOnlyWhereItIsAnchored() throws {
    func svg(_ environment: LayoutEnvironment, anchored: Bool) -> String {
      var engine = NavigationEngine(structure: Playground.shapes.structure, selection: .circle, environment: environment)
      _ = engine.send(.present(.settings, style: .popover(anchor: "settings")))
      return Wireframe(engine.layout, anchoredPopovers: anchored ? Set(engine.state.modals.map(\.id)) : []).svg
    }
    let card = #"width="320" height="380""#
    #expect(svg(Self.padTabBar, anchored: true).contains(card))
    #expect(!svg(Self.padTabBar, anchored: false).contains(card))
    #expect(!svg(Self.phone, anchored: true).contains(card))
  }

  // Issue 17 item 3: every picture is well-formed XML.
  @Test func everyPictureParses() {
    for picture in Self.pictures() {
      let parser = XMLParser(data: Data(picture.svg.utf8))
      #expect(parser.parse(), "\(picture.name): \(parser.parserError.map { "\($0)" } ?? "")")
    }
  }

  // Issue 17 item 3: every picture renders with librsvg, to a PNG of the device's size.
  @Test(.enabled(if: ExternalRenderer.rsvgConvert.isAvailable, ExternalRenderer.rsvgConvert.missingReason))
  func everyPictureRendersWithLibrsvg() throws {
    for picture in Self.pictures() {
      let result = try ExternalRenderer.rsvgConvert.run(["--format", "png"], input: picture.svg)
      #expect(result.status == 0, "\(picture.name): \(result.stderr)")
      #expect(result.stderr.isEmpty, "\(picture.name): \(result.stderr)")
      #expect(result.stdout.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(picture.name) is not a PNG")
    }
  }

  // Issue 17 item 3: text from the app (titles, alert text) is escaped, so any title makes a
  // picture that parses.
  @Test func textFromTheAppIsEscaped() {
    var engine = NavigationEngine(structure: Shapes.structure, selection: .triangle)
    _ = engine.send(.presentAlert(AlertState(title: "Tom & <Jerry> \"quoted\" \u{1}", message: "a'b")))
    let svg = Wireframe(engine.layout, title: "<&>").svg
    #expect(XMLParser(data: Data(svg.utf8)).parse())
    #expect(svg.contains("Tom &amp; &lt;Jerry&gt; &quot;quoted&quot;"))
    #expect(svg.contains("<title>&lt;&amp;&gt;</title>"))
  }

  // Issue 17 item 3: the device follows the environment, and each part is drawn where the
  // layout puts it.
  @Test func theDeviceAndItsPartsFollowTheLayout() {
    func svg(_ environment: LayoutEnvironment, _ actions: [NavigationAction<MediaDestination>] = []) -> String {
      var engine = NavigationEngine(structure: Media.structure(), selection: .watchNow, environment: environment)
      for action in actions { _ = engine.send(action) }
      return Wireframe(engine.layout).svg
    }
    let phone = svg(Self.phone)
    #expect(phone.contains("width=\"390\" height=\"844\"") && phone.contains("<g id=\"tab-bar\">"))
    #expect(phone.contains("<g id=\"tab-more\">") && !phone.contains("<g id=\"sidebar\">"))
    let pad = svg(Self.padRegular)
    #expect(pad.contains("width=\"1180\"") && pad.contains("<g id=\"sidebar\">") && pad.contains("<g id=\"section-collections\">"))
    #expect(svg(Self.vision).contains("<g id=\"ornament\">"))
    // A sheet at a medium detent starts halfway down an edge-to-edge screen.
    let medium = svg(Self.phone, [.present(.video(id: 4), style: .sheet(detents: [.medium, .large]))])
    #expect(medium.contains("<path d=\"M 0 796 V 434 Q 0 422 12 422"))
    #expect(medium.contains("sheet at medium and large"))
  }

  // Issue 31, item 8: a sheet or a cover keeps the device's outline: its bottom corners follow
  // the screen's, and the outline and the home indicator are drawn over it (a full-height sheet
  // drew a square bottom over the outline, without the home indicator).
  @Test(arguments: [ModalStyle.sheet, .fullScreenCover])
  func aModalKeepsTheDeviceOutline(_ style: ModalStyle) throws {
    var engine = NavigationEngine(structure: Media.structure(), selection: .watchNow, environment: Self.phone)
    _ = engine.send(.present(.video(id: 4), style: style))
    let svg = Wireframe(engine.layout).svg
    let overlay = try #require(svg.range(of: "<g id=\"device-overlay\">"))
    let modal = try #require(svg.range(of: "<g id=\"modal-0\">"))
    #expect(modal.upperBound < overlay.lowerBound)
    let drawnLast = svg[overlay.lowerBound...]
    #expect(drawnLast.contains("rx=\"48\" fill=\"none\" stroke=\"#1C1C1E\""))  // the outline
    #expect(drawnLast.contains("width=\"134\" height=\"5\""))  // the home indicator
    if style == .sheet { #expect(svg.contains("Q 390 844 342 844 H 48 Q 0 844 0 796 Z")) }
    // Without a modal, nothing is drawn twice.
    #expect(
      !Wireframe(NavigationEngine(structure: Media.structure(), selection: .watchNow, environment: Self.phone).layout).svg
        .contains("device-overlay"))
  }
}
