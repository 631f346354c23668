import Waypoint
import WaypointExamples

// A first, non-interactive look at the Shapes example; the interactive demo replaces this.
let navigator = Navigator(structure: Shapes.structure, selection: .triangle)
navigator.show(.rectangleItem(level: 8))
let state = navigator.state
print("selected: \(state.selection.title)")
print("stack: \(state.selectedStack.map(\.destination.title).joined(separator: " › "))")
for (elevation, modal) in state.modals.enumerated() {
  print(
    "modal \(elevation) (\(modal.style.name)): \(([modal.destination] + modal.stack.map(\.destination)).map(\.title).joined(separator: " › "))"
  )
}
