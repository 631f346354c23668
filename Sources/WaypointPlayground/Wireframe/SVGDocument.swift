/// An SVG picture built element by element, with every coordinate a whole number so the text is
/// stable from run to run (golden files compare it byte for byte).
///
/// ```swift
/// var svg = SVGDocument(width: 100, height: 40, title: "Badge")
/// svg.rect(x: 0, y: 0, width: 100, height: 40, radius: 8, fill: "#FF3B30")
/// svg.text("3", x: 50, y: 26, size: 17, fill: "#FFFFFF", anchor: .middle)
/// print(svg.text)
/// ```
struct SVGDocument {
  enum Anchor: String {
    case start, middle, end
  }

  var width: Int
  var height: Int
  var title: String
  private var elements: [String] = []
  private var depth = 1

  init(width: Int, height: Int, title: String) {
    self.width = width
    self.height = height
    self.title = title
  }

  /// The whole document.
  var text: String {
    ([
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" "
        + "font-family=\"-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif\">",
      "  <title>\(Self.escaped(title))</title>",
    ] + elements + ["</svg>", ""]).joined(separator: "\n")
  }

  /// Starts a group whose `id` names what it draws (`tab-bar`, `modal-0`), so tests can find it.
  mutating func begin(_ id: String, opacity: Double? = nil) {
    add("<g id=\"\(Self.escaped(id))\"\(opacity.map { " opacity=\"\(Self.number($0))\"" } ?? "")>")
    depth += 1
  }

  /// Ends the innermost group.
  mutating func end() {
    depth -= 1
    add("</g>")
  }

  mutating func rect(
    x: Int, y: Int, width: Int, height: Int, radius: Int = 0, fill: String, stroke: String? = nil, opacity: Double? = nil
  ) {
    var attributes = "x=\"\(x)\" y=\"\(y)\" width=\"\(max(0, width))\" height=\"\(max(0, height))\""
    if radius > 0 { attributes += " rx=\"\(radius)\"" }
    attributes += " fill=\"\(fill)\""
    if let stroke { attributes += " stroke=\"\(stroke)\"" }
    if let opacity { attributes += " fill-opacity=\"\(Self.number(opacity))\"" }
    add("<rect \(attributes)/>")
  }

  mutating func circle(cx: Int, cy: Int, r: Int, fill: String, stroke: String? = nil) {
    add("<circle cx=\"\(cx)\" cy=\"\(cy)\" r=\"\(r)\" fill=\"\(fill)\"\(stroke.map { " stroke=\"\($0)\"" } ?? "")/>")
  }

  mutating func line(x1: Int, y1: Int, x2: Int, y2: Int, stroke: String) {
    add("<line x1=\"\(x1)\" y1=\"\(y1)\" x2=\"\(x2)\" y2=\"\(y2)\" stroke=\"\(stroke)\"/>")
  }

  /// A path from its commands, written with whole numbers (`M 0 10 Q 0 0 10 0 Z`).
  mutating func path(_ commands: String, fill: String, stroke: String? = nil) {
    add("<path d=\"\(commands)\" fill=\"\(fill)\"\(stroke.map { " stroke=\"\($0)\"" } ?? "")/>")
  }

  mutating func text(
    _ content: String, x: Int, y: Int, size: Int, weight: Int = 400, fill: String, anchor: Anchor = .start
  ) {
    var attributes = "x=\"\(x)\" y=\"\(y)\" font-size=\"\(size)\""
    if weight != 400 { attributes += " font-weight=\"\(weight)\"" }
    attributes += " fill=\"\(fill)\""
    if anchor != .start { attributes += " text-anchor=\"\(anchor.rawValue)\"" }
    add("<text \(attributes)>\(Self.escaped(content))</text>")
  }

  private mutating func add(_ element: String) {
    elements.append(String(repeating: "  ", count: depth) + element)
  }

  /// Text safe inside an element or an attribute.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      // XML 1.0 allows tab, newline and carriage return, and nothing else below a space.
      case _ where scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r": result += " "
      case "\u{FFFE}", "\u{FFFF}": result += " "
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A fraction with at most two decimals and no trailing zeros (`0.35`, `1`).
  static func number(_ value: Double) -> String {
    let hundredths = Int((min(max(value, 0), 1) * 100).rounded())
    if hundredths % 100 == 0 { return "\(hundredths / 100)" }
    return hundredths % 10 == 0 ? "0.\(hundredths / 10)" : "0.\(hundredths < 10 ? "0" : "")\(hundredths)"
  }

  /// `text`, cut with an ellipsis so that it fits `width` points at `size` (an estimate: SVG has no
  /// text measurement, and the renderer's font is unknown).
  static func fitted(_ text: String, width: Int, size: Int) -> String {
    let capacity = max(1, width * 100 / max(1, size * 56))
    return text.count <= capacity ? text : String(text.prefix(max(1, capacity - 1))) + "…"
  }
}
