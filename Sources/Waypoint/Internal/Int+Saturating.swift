extension Int {
  /// `self + other`, or the bound it would cross instead of trapping: limits and counts that come
  /// from settings or stored data ("no limit" is `Int.max`) use it.
  @inlinable
  func saturatingAdd(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    guard overflow else { return sum }
    return other > 0 ? .max : .min
  }

  /// `self × other`, or the bound it would cross instead of trapping.
  @inlinable
  func saturatingMultiply(_ other: Int) -> Int {
    let (product, overflow) = multipliedReportingOverflow(by: other)
    guard overflow else { return product }
    return (self < 0) == (other < 0) ? .max : .min
  }
}
