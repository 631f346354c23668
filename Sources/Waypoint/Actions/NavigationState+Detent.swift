extension NavigationState {
  /// Rests the sheet at `elevation` at `detent`: one of its style's offered detents. The
  /// detent it already rests at changes nothing and reports nothing.
  @usableFromInline
  mutating func setDetent(_ detent: ModalStyle.Detent, elevation: Int, events: inout [NavigationEvent<D>]) throws(NavigationError<D>) {
    guard modals.indices.contains(elevation) else { throw .invalidElevation(elevation) }
    let offered = modals[elevation].style.offeredDetents
    guard offered.contains(detent) else { throw .detentNotOffered(detent, elevation: elevation) }
    guard modals[elevation].detent != detent else { return }
    // The first detent is where a sheet comes up: kept as no choice, so that a sheet dragged
    // back to it equals one never dragged.
    modals[elevation].selectedDetent = detent == offered.first ? nil : detent
    events.append(.detentChanged(elevation: elevation, detent))
  }
}
