/// The inspector's panel: LayerKit layers in a column beside the demo (the shell gives it the
/// window's right edge). From the top: a title and the keys, the layer tree (a scrolling list
/// of rows: class, name, model frame), the selected layer's model and presentation values side
/// by side, the field being edited, and the selected layer's animations with their timing and
/// progress. Text is monospaced (Menlo, drawn with DejaVu Sans Mono). It shows what it is
/// given (`InspectorPanel.Content`); `LayerInspector` decides what that is.
final class InspectorPanel {
    /// The panel's width, points.
    static let width: CGFloat = 380
    static let lineHeight: CGFloat = 13
    static let fontSize: CGFloat = 10
    static let inset: CGFloat = 8
    /// Animations listed at most (three lines each); the header counts the rest.
    static let animationSlots = 4

    static let background = CGColor(red: 0.12, green: 0.13, blue: 0.15, alpha: 1)
    static let textColor = CGColor(gray: 0.88, alpha: 1)
    static let headerColor = CGColor(red: 0.55, green: 0.75, blue: 1, alpha: 1)
    static let changedColor = CGColor(red: 1, green: 0.85, blue: 0.3, alpha: 1)
    static let selectedRow = CGColor(red: 0.55, green: 0.3, blue: 0.05, alpha: 1)
    static let hoveredRow = CGColor(red: 0, green: 0.3, blue: 0.4, alpha: 1)
    static let editedRow = CGColor(red: 0.3, green: 0.3, blue: 0.34, alpha: 1)

    /// The panel's root layer (named `inspector panel`), placed by its owner.
    let layer = CALayer()
    let title: InspectorLine
    let keys: InspectorLine
    let treeHeader: InspectorLine
    private(set) var treeRows: [InspectorLine] = []
    /// The layer under the pointer, named in the hover colour.
    let hoverLine: InspectorLine
    let selectedHeader: InspectorLine
    let selectedLine: InspectorLine
    let columns: InspectorLine
    private(set) var valueRows: [InspectorLine] = []
    let editLine: InspectorLine
    let animationHeader: InspectorLine
    private(set) var animationLines: [InspectorLine] = []
    private(set) var progressBars: [CALayer] = []
    private let scale: CGFloat

    /// A panel whose text is drawn at `scale` pixels per point.
    init(scale: CGFloat) {
        self.scale = scale
        layer.name = "inspector panel"
        layer.backgroundColor = Self.background
        layer.zPosition = 2
        layer.masksToBounds = true
        let w = Self.width - 2 * Self.inset
        title = InspectorLine(columns: [w], scale: scale, fontSize: 12)
        keys = InspectorLine(columns: [w], scale: scale)
        treeHeader = InspectorLine(columns: [w], scale: scale, color: Self.headerColor)
        hoverLine = InspectorLine(columns: [w], scale: scale, color: InspectorHighlight.hoverColor)
        selectedHeader = InspectorLine(columns: [w], scale: scale, color: Self.headerColor)
        selectedLine = InspectorLine(columns: [w], scale: scale)
        columns = InspectorLine(columns: Self.valueColumns, scale: scale, color: Self.headerColor)
        editLine = InspectorLine(columns: [w], scale: scale)
        animationHeader = InspectorLine(columns: [w], scale: scale, color: Self.headerColor)
        title.set(["Inspector  ·  click a layer to select it"])
        keys.set(["↑/↓ field  ←/→ or −/+ change  Tab next layer  I close"])
        columns.set(["property", "model", "presentation"])
        for l in [title, keys, treeHeader, hoverLine, selectedHeader, selectedLine, columns, editLine, animationHeader] {
            layer.addSublayer(l.layer)
        }
        for _ in 0..<Self.animationSlots * 3 {
            let l = InspectorLine(columns: [w], scale: scale)
            animationLines.append(l)
            layer.addSublayer(l.layer)
        }
        for _ in 0..<Self.animationSlots {
            let bar = CALayer()
            bar.backgroundColor = Self.headerColor
            progressBars.append(bar)
            layer.addSublayer(bar)
        }
    }

    /// The widths of the value table's columns: key, model, presentation.
    static let valueColumns: [CGFloat] = [100, 132, 132]

    /// Lays the panel out in `frame` (its superlayer's points): as many tree rows as fit.
    func layout(in frame: CGRect, valueRowCount: Int) {
        layer.frame = frame
        var y: CGFloat = 6
        func place(_ line: InspectorLine, height: CGFloat = lineHeight) {
            line.layer.frame = CGRect(x: Self.inset, y: y, width: Self.width - 2 * Self.inset, height: height)
            y += height
        }
        let lineHeight = Self.lineHeight
        place(title, height: 17)
        place(keys)
        y += 4
        place(treeHeader)
        let fixed = y + 4 * lineHeight + 8 + CGFloat(valueRowCount + 2) * lineHeight + 8
            + CGFloat(Self.animationSlots * 3) * lineHeight + 8
        let count = max(4, Int((frame.height - fixed) / lineHeight))
        resize(&treeRows, to: count, columns: [Self.width - 2 * Self.inset])
        for r in treeRows { place(r) }
        place(hoverLine)
        y += 8
        place(selectedHeader)
        place(selectedLine)
        place(columns)
        resize(&valueRows, to: valueRowCount, columns: Self.valueColumns)
        for r in valueRows { place(r) }
        place(editLine)
        y += 8
        place(animationHeader)
        for (i, l) in animationLines.enumerated() {
            place(l)
            if i % 3 == 2 {
                let bar = progressBars[i / 3]
                bar.frame = CGRect(x: Self.inset + 150, y: l.layer.frame.minY + 4, width: bar.frame.width, height: 5)
            }
        }
    }

    private func resize(_ rows: inout [InspectorLine], to count: Int, columns: [CGFloat]) {
        while rows.count > count { rows.removeLast().layer.removeFromSuperlayer() }
        while rows.count < count {
            let r = InspectorLine(columns: columns, scale: scale)
            rows.append(r)
            layer.addSublayer(r.layer)
        }
    }
}

/// One line of the panel: a row layer (its background marks selection) holding one text
/// layer per column. Text is set only when it changes, so an unchanged line draws nothing.
final class InspectorLine {
    let layer = CALayer()
    private(set) var texts: [CATextLayer] = []

    init(columns: [CGFloat], scale: CGFloat, fontSize: CGFloat = InspectorPanel.fontSize,
         color: CGColor = InspectorPanel.textColor) {
        var x: CGFloat = 0
        for w in columns {
            let t = CATextLayer()
            t.font = "Menlo"
            t.fontSize = fontSize
            t.foregroundColor = color
            t.truncationMode = .end
            t.contentsScale = scale
            t.frame = CGRect(x: x + 2, y: 0, width: w - 4, height: fontSize * 1.3)
            x += w
            texts.append(t)
            layer.addSublayer(t)
        }
    }

    /// The strings shown, one per column.
    var strings: [String] { texts.map { ($0.string as? String) ?? "" } }

    /// Shows `strings` (missing columns empty).
    func set(_ strings: [String]) {
        for (i, t) in texts.enumerated() {
            let s = i < strings.count ? strings[i] : ""
            if (t.string as? String) != s { t.string = s }
        }
    }

    /// Colours column `column`'s text.
    func setColor(_ color: CGColor, column: Int) {
        if !Self.same(texts[column].foregroundColor, color) { texts[column].foregroundColor = color }
    }

    /// The row's background (nil: none).
    func setBackground(_ color: CGColor?) {
        if !Self.same(layer.backgroundColor, color) { layer.backgroundColor = color }
    }

    /// Whether two colours (or their absence) are the same RGBA.
    static func same(_ a: CGColor?, _ b: CGColor?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (x?, y?): return x.rgba == y.rgba
        default: return false
        }
    }
}
