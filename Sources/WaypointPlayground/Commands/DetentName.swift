internal import Waypoint

extension ModalStyle.Detent {
  /// A detent as the playground writes it: `medium`, `large`, a percentage of the full height
  /// (`30%`) or points (`200pt`); `nil` for anything else.
  ///
  /// - Parameter name: the detent's name.
  init?(playgroundName name: String) {
    let text = name.lowercased()
    if text == "medium" {
      self = .medium
    } else if text == "large" {
      self = .large
    } else if text.hasSuffix("%"),
      let percent = Double(text.dropLast()), percent > 0, percent <= 100
    {
      self = .fraction(percent / 100)
    } else if text.hasSuffix("pt"), let points = Double(text.dropLast(2)), points > 0, points.isFinite {
      self = .height(points)
    } else {
      return nil
    }
  }
}
