import Foundation

/// Whether a text layer's text fits it, measured as the layer lays it out (Pango, points).
package enum TextFit {
    /// Whether `layer` cuts its text with "…": a truncating layer whose one line is wider than
    /// its bounds, or whose wrapped lines are taller. Layers that do not truncate are never cut.
    package static func isCut(_ layer: CATextLayer) -> Bool {
        guard layer.truncationMode != .none else { return false }
        let box = layer.bounds.size
        let width: CGFloat? = layer.isWrapped ? box.width : nil
        let size: CGSize
        switch layer.string {
        case let s as String: size = TextRenderer.measure(s, style: layer.textStyle, width: width)
        case let a as NSAttributedString: size = TextRenderer.measure(a, style: layer.textStyle, width: width)
        default: return false
        }
        return layer.isWrapped ? size.height > box.height + 0.5 : size.width > box.width + 0.5
    }

    /// The text of every text layer in `root`'s tree that cuts its text, with the layer's
    /// name (or its superlayer's, for a control's text).
    package static func cutTexts(in root: CALayer) -> [String] {
        var out: [String] = []
        func visit(_ l: CALayer) {
            if let t = l as? CATextLayer, isCut(t) {
                let name = t.name ?? t.superlayer?.name ?? "text"
                out.append("\(name): \"\((t.string as? String) ?? (t.string as? NSAttributedString)?.string ?? "")\"")
            }
            for s in l.sublayers ?? [] { visit(s) }
        }
        visit(root)
        return out
    }
}
