/// The live inspector of `layerdemos` (issue 16): a panel drawn with LayerKit's own layers
/// beside the demo that lists the demo's layer tree, follows the pointer (the layer under it,
/// as `presentation().hitTest` answers, is outlined over the demo with its anchor point),
/// selects on click, shows the selected layer's model and presentation values side by side
/// and its animations with their timing and progress, all read for the time of every frame,
/// and edits values on the model layer inside a `CATransaction`.
///
/// It is the scene's `SceneTool`, so it sees input before the demo: I toggles it; while it is
/// open a click in the demo selects (the demo does not see it), a click in the list selects
/// that row, ↑/↓ choose the field to edit, ←/→ (or −/+) change it, Tab and Shift-Tab select
/// the next and previous layer, the wheel over the list scrolls it, Esc closes. Other keys
/// and clicks elsewhere (the shell's buttons) go on as usual. Its panel and outline are
/// sublayers of the scene's root, siblings of the demo's container: never in the demo's tree,
/// its dump or its hit testing. It is refreshed at every frame the scene draws; an idle
/// window with the panel open stays idle.
package final class LayerInspector: SceneTool {
    /// Whether the panel is shown.
    package private(set) var isOpen = false
    /// The demo's container (its root view), whose tree is inspected.
    package private(set) var container: CALayer?
    /// The layer under the pointer (a model layer of the container's tree), if any.
    package private(set) var hovered: CALayer?
    /// The selected layer (a model layer of the container's tree), if any.
    package private(set) var selected: CALayer?
    /// The field ↑/↓ chose and ←/→ change.
    private(set) var field = InspectorField.opacity
    /// The selected layer's values and animations as last shown (the frame's time).
    package private(set) var shown: LayerTreeDump.LayerNode?
    /// Called when the panel opens or closes (the shell makes room for it).
    package var onToggle: ((Bool) -> Void)?
    /// The panel's frame in the root's points (set by the owner's layout).
    package var panelFrame = CGRect.zero {
        didSet { if panelFrame != oldValue { needsLayout = true } }
    }

    let panel: InspectorPanel
    let highlight = InspectorHighlight()
    private weak var scene: LayerScene?
    private var pointer: CGPoint?
    private var firstRow = 0
    private var capturing = false
    private var needsLayout = true
    /// Whether the next refresh scrolls the list to the selection.
    private var revealsSelection = false

    /// An inspector over `scene` (which holds it weakly as its tool: keep it).
    /// The media time `inspect(_:)` was called at (the shell calls it as it builds the demo):
    /// the panel's begin times count from it, as the timeline and `--dump-tree` count from
    /// the demo's start, rather than on the host's clock.
    package private(set) var timeOrigin: CFTimeInterval = 0

    package init(scene: LayerScene) {
        self.scene = scene
        panel = InspectorPanel(scale: scene.scale)
        scene.tool = self
    }

    /// Inspects `container` (a new demo's) from now on: hover and selection start empty.
    package func inspect(_ container: CALayer) {
        self.container = container
        timeOrigin = CACurrentMediaTime()
        hovered = nil
        selected = nil
        shown = nil
        firstRow = 0
        scene?.needsTick = true
    }

    /// Opens or closes the panel (its layers join or leave the scene's root).
    package func setOpen(_ open: Bool) {
        guard open != isOpen, let root = scene?.rootLayer else { return }
        isOpen = open
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        if open {
            root.addSublayer(highlight.layer)
            root.addSublayer(panel.layer)
            needsLayout = true
        } else {
            highlight.layer.removeFromSuperlayer()
            panel.layer.removeFromSuperlayer()
            hovered = nil
        }
        CATransaction.commit()
        onToggle?(open)
        scene?.needsTick = true
    }

    /// Selects `layer` (a layer of the container's tree; nil clears the selection).
    package func select(_ layer: CALayer?) {
        selected = layer.flatMap { isInspected($0) ? $0 : nil }
        shown = nil
        revealsSelection = true
        scene?.needsTick = true
    }

    /// The layer `presentation().hitTest` answers at `point` (root points) in the demo's
    /// container, as a model layer; nil outside the container's presented frame.
    package func layer(at point: CGPoint) -> CALayer? {
        guard let c = container?.presentation(), c.frame.contains(point) else { return nil }
        return c.hitTest(point)?.model()
    }

    /// Changes the edited field of the selected layer by `steps` steps (see `InspectorField`).
    package func edit(by steps: Int) {
        guard let selected else { return }
        field.step(selected, by: steps)
        scene?.needsTick = true
    }

    /// Updates the panel and the outlines for the frame shown at global media time `time`:
    /// the values are the model's and the presentation's at that time.
    package func refresh(at time: CFTimeInterval) {
        guard isOpen, let container else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        if needsLayout, let root = scene?.rootLayer {
            highlight.layer.frame = root.bounds
            panel.layout(in: panelFrame, valueRowCount: InspectorPanel.propertyCount)
            needsLayout = false
        }
        if let s = selected, !isInspected(s) { selected = nil }
        if let p = pointer, let c = container.presentationLayer(at: time), c.frame.contains(p) {
            hovered = c.hitTest(p)?.model()
        } else if hovered.map(isInspected) != true {
            hovered = nil
        }
        let tree = InspectorTree(root: container)
        let selectedRow = tree.index(of: selected)
        firstRow = tree.scrolled(from: firstRow, count: panel.treeRows.count, keeping: revealsSelection ? selectedRow : nil)
        revealsSelection = false
        shown = selected.map { LayerTreeDump.node(alone: $0, time: time).countingFrom(timeOrigin) }
        panel.show(.init(tree: tree, firstRow: firstRow, selectedRow: selectedRow,
                         hoveredRow: tree.index(of: hovered), node: shown, field: field))
        highlight.show(hovered: hovered, selected: selected, at: time)
    }

    /// Whether `layer` is the container or below it.
    private func isInspected(_ layer: CALayer) -> Bool {
        var l: CALayer? = layer
        while let x = l {
            if x === container { return true }
            l = x.superlayer
        }
        return false
    }
}

extension LayerInspector {
    /// See `SceneTool`: a frame while the panel waits to be laid out. Otherwise the scene's
    /// own reasons suffice: anything that changes what the panel shows (an animation, a model
    /// change, input) already asks for frames, and every frame refreshes the panel.
    package var wantsFrames: Bool { isOpen && needsLayout }

    /// See `SceneTool`.
    package func willCommitFrame(at target: CFTimeInterval) { refresh(at: target) }

    /// The pointer moved to `location` (root points): what lies under it is hovered.
    package func pointerHovered(at location: CGPoint) -> Bool {
        guard isOpen else { return false }
        pointer = location
        hovered = layer(at: location)
        return true
    }

    /// I toggles; while open the inspector's keys (see the type's documentation).
    package func handle(_ key: KeyEvent) -> Bool {
        if key.key == .character("i") || key.key == .character("I") {
            setOpen(!isOpen)
            return true
        }
        guard isOpen else { return false }
        switch key.key {
        case .up: moveField(-1)
        case .down: moveField(1)
        case .left, .character("-"): edit(by: -1)
        case .right, .character("+"), .character("="): edit(by: 1)
        case .tab: selectNext(key.modifiers.contains(.shift) ? -1 : 1)
        case .escape: setOpen(false)
        default: return false
        }
        return true
    }

    /// While open, a press in the demo selects the layer under it and one in the list selects
    /// that row; the drag and release that follow are taken too. The wheel over the list
    /// scrolls it. Elsewhere (the shell's bars) events go on to the app.
    package func handle(_ event: PointerEvent) -> Bool {
        if capturing {
            if event.phase == .up { capturing = false }
            return true
        }
        guard isOpen else { return false }
        let inPanel = panelFrame.contains(event.location)
        switch event.phase {
        case .down:
            if inPanel {
                let p = CGPoint(x: event.location.x - panelFrame.minX, y: event.location.y - panelFrame.minY)
                let tree = container.map(InspectorTree.init)
                if let tree, let row = panel.treeRow(at: p, firstRow: firstRow, rowCount: tree.rows.count) {
                    select(tree.rows[row].layer)
                }
            } else if let c = container?.presentation(), c.frame.contains(event.location) {
                select(layer(at: event.location))
            } else {
                return false
            }
            capturing = true
            return true
        case .scroll:
            guard inPanel else { return false }
            firstRow += event.scrollDelta.height > 0 ? 3 : -3
            firstRow = max(0, firstRow)
            return true
        case .moved, .up:
            return false
        }
    }

    private func moveField(_ delta: Int) {
        let all = InspectorField.allCases
        field = all[((all.firstIndex(of: field) ?? 0) + delta + all.count) % all.count]
    }

    /// Selects the layer `delta` rows after the selection in the tree (wrapping).
    private func selectNext(_ delta: Int) {
        guard let container else { return }
        let tree = InspectorTree(root: container)
        let n = tree.rows.count
        let next = tree.index(of: selected).map { (($0 + delta) % n + n) % n } ?? (delta > 0 ? 0 : n - 1)
        select(tree.rows[next].layer)
    }
}
