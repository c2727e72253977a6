import Foundation

extension InspectorPanel {
    /// What the panel shows: the tree and where its list is scrolled, which rows are selected
    /// and hovered, the selected layer's node (values and animations, as `LayerTreeDump`
    /// reads them) and the field being edited.
    struct Content {
        var tree: InspectorTree
        var firstRow: Int
        var selectedRow: Int?
        var hoveredRow: Int?
        var node: LayerTreeDump.LayerNode?
        var field: InspectorField
    }

    /// How many property rows a node has (`LayerTreeDump`'s fixed list).
    static let propertyCount = LayerTreeDump.node(alone: CALayer(), time: 0).properties.count

    /// Shows `content`; text that did not change is not set again.
    func show(_ content: Content) {
        showTree(content)
        showValues(content.node, field: content.field)
        showAnimations(content.node?.animations ?? [])
    }

    /// The index of the tree row at `point` (the panel's points), if one is listed there.
    func treeRow(at point: CGPoint, firstRow: Int, rowCount: Int) -> Int? {
        guard let i = treeRows.firstIndex(where: { $0.layer.frame.contains(point) }), firstRow + i < rowCount else { return nil }
        return firstRow + i
    }

    private func showTree(_ c: Content) {
        let n = c.tree.rows.count
        let last = min(n, c.firstRow + treeRows.count)
        treeHeader.set(["Layers (\(n))" + (n > treeRows.count ? "  ·  rows \(c.firstRow + 1)–\(last), wheel scrolls" : "")])
        for (i, row) in treeRows.enumerated() {
            let index = c.firstRow + i
            row.set([index < n ? c.tree.line(index) : ""])
            row.setBackground(index == c.selectedRow ? Self.selectedRow : index == c.hoveredRow ? Self.hoveredRow : nil)
        }
        let hovered = c.hoveredRow.map { "under the pointer: " + c.tree.line($0).trimmingCharacters(in: .whitespaces) }
        hoverLine.set([hovered ?? ""])
    }

    private func showValues(_ node: LayerTreeDump.LayerNode?, field: InspectorField) {
        selectedHeader.set(["Selected layer"])
        guard let node else {
            selectedLine.set(["none: click a layer in the demo or in the list"])
            for r in valueRows { r.set([]); r.setBackground(nil) }
            editLine.set([""])
            return
        }
        selectedLine.set([LayerTreeDump.headline(className: node.className, name: node.name, frame: node.frame)])
        for (i, row) in valueRows.enumerated() {
            guard i < node.properties.count else { row.set([]); continue }
            let p = node.properties[i]
            let edited = p.key == field.propertyKey
            row.set([(edited ? "▸ " : "") + p.key, LayerTreeDump.values(p.model, p.key), LayerTreeDump.values(p.presentation, p.key)])
            row.setColor(p.model == p.presentation ? Self.textColor : Self.changedColor, column: 2)
            row.setBackground(edited ? Self.editedRow : nil)
        }
        editLine.set(["▸ editing \(field.name): ←/→ or −/+ \(field.stepDescription)"])
    }

    /// Each animation in three lines (what, timing, phase and progress with a bar); a
    /// group's animations follow it, indented.
    private func showAnimations(_ animations: [LayerTreeDump.Animation]) {
        var flat: [(LayerTreeDump.Animation, Int)] = []
        func add(_ a: LayerTreeDump.Animation, _ depth: Int) {
            flat.append((a, depth))
            for c in a.children { add(c, depth + 1) }
        }
        for a in animations { add(a, 0) }
        let more = flat.count > Self.animationSlots ? "  ·  \(flat.count - Self.animationSlots) more not shown" : ""
        animationHeader.set(["Animations (\(flat.count))" + more])
        for slot in 0..<Self.animationSlots {
            let lines = animationLines[slot * 3..<slot * 3 + 3]
            let bar = progressBars[slot]
            guard slot < flat.count else {
                for l in lines { l.set([""]) }
                bar.isHidden = true
                continue
            }
            let (a, depth) = flat[slot]
            let pad = String(repeating: "  ", count: depth)
            let n = LayerTreeDump.number
            lines[lines.startIndex].set([pad + LayerTreeDump.identity(of: a)])
            lines[lines.startIndex + 1].set([pad + "  begin \(n(a.beginTime)) duration \(n(a.duration)) repeat \(n(a.repeatCount))"
                                             + (a.autoreverses ? " autoreverses" : "") + " fill \(a.fillMode)"])
            lines[lines.startIndex + 2].set([pad + "  \(a.phase) progress \(n(a.progress))"])
            bar.isHidden = false
            let width = 200 * CGFloat(min(1, max(0, a.progress)))
            if bar.frame.width != width { bar.frame.size.width = width }
        }
    }
}
