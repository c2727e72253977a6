/// The inspected tree as the panel lists it: every layer under (and including) the demo's
/// container in drawing-array order, depth first, with its depth; masks are not listed (as in
/// `LayerTreeDump`). Read from the model layers, so the rows show the model's frames.
struct InspectorTree {
    /// One listed layer.
    struct Row {
        let layer: CALayer
        let depth: Int
    }

    /// The rows, parents before their sublayers.
    let rows: [Row]

    /// The tree under `root`, depth first (an explicit stack: deep trees are fine).
    init(root: CALayer) {
        var rows: [Row] = []
        var stack = [Row(layer: root, depth: 0)]
        while let r = stack.popLast() {
            rows.append(r)
            for s in (r.layer.sublayers ?? []).reversed() { stack.append(Row(layer: s, depth: r.depth + 1)) }
        }
        self.rows = rows
    }

    /// The row index of `layer`, if it is listed.
    func index(of layer: CALayer?) -> Int? {
        guard let layer else { return nil }
        return rows.firstIndex { $0.layer === layer }
    }

    /// The line a row shows: indentation by depth, then the dump's headline (class, name,
    /// model frame).
    func line(_ i: Int) -> String {
        let r = rows[i]
        let f = r.layer.frame
        return String(repeating: "  ", count: r.depth)
            + LayerTreeDump.headline(className: String(describing: type(of: r.layer)), name: r.layer.name,
                                     frame: [f.minX, f.minY, f.width, f.height].map(Double.init))
    }

    /// The first of `count` consecutive rows to show so that row `keep` (when given) is among
    /// them, moving as little as possible from `start`.
    func scrolled(from start: Int, count: Int, keeping keep: Int?) -> Int {
        var first = start
        if let keep {
            if keep < first { first = keep }
            if keep >= first + count { first = keep - count + 1 }
        }
        return max(0, min(first, rows.count - count))
    }
}
