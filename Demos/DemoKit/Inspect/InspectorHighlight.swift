/// What the inspector draws over the demo: the hovered and the selected layer's bounds, as
/// the screen shows them (the presentation tree at the frame's time, through every transform),
/// each with its anchor point (a dot at `position`). Built from layers that are never hit
/// (`contains` is false for all of them), so the demo's hit testing does not see it.
final class InspectorHighlight {
    /// The overlay: the size of the scene's root, over the demo and under the shell's bars.
    let layer = UnhittableLayer()
    private let hoverOutline = UnhittableShapeLayer()
    private let hoverAnchor = UnhittableShapeLayer()
    private let selectionOutline = UnhittableShapeLayer()
    private let selectionAnchor = UnhittableShapeLayer()

    /// Hover: cyan. Selection: orange.
    static let hoverColor = CGColor(red: 0, green: 0.8, blue: 1, alpha: 1)
    static let selectionColor = CGColor(red: 1, green: 0.55, blue: 0, alpha: 1)

    init() {
        layer.name = "inspector highlight"
        layer.zPosition = 0.5
        for (outline, anchor, color) in [(hoverOutline, hoverAnchor, Self.hoverColor),
                                         (selectionOutline, selectionAnchor, Self.selectionColor)] {
            outline.fillColor = nil
            outline.strokeColor = color
            outline.lineWidth = 2
            anchor.fillColor = color
            anchor.strokeColor = CGColor(gray: 0, alpha: 1)
            anchor.lineWidth = 1
            layer.addSublayer(outline)
            layer.addSublayer(anchor)
        }
        hoverOutline.lineDashPattern = [NSNumber(value: 6), NSNumber(value: 3)]
    }

    /// Draws the outlines of `hovered` and `selected` (model layers) as presented at global
    /// media time `time`, in the coordinates of `layer`'s superlayer (the scene's root).
    func show(hovered: CALayer?, selected: CALayer?, at time: CFTimeInterval) {
        set(hoverOutline, hoverAnchor, for: hovered === selected ? nil : hovered, at: time)
        set(selectionOutline, selectionAnchor, for: selected, at: time)
    }

    private func set(_ outline: CAShapeLayer, _ anchor: CAShapeLayer, for model: CALayer?, at time: CFTimeInterval) {
        guard let model, let shape = Self.outline(of: model, at: time) else {
            outline.path = nil
            anchor.path = nil
            return
        }
        outline.path = shape.bounds
        anchor.path = shape.anchor
    }

    /// The quadrilateral of `model`'s presented bounds and a dot at its presented anchor point,
    /// in root-space points (nil before the layer's first commit).
    static func outline(of model: CALayer, at time: CFTimeInterval) -> (bounds: CGPath, anchor: CGPath)? {
        guard let p = model.presentationLayer(at: time) else { return nil }
        let b = p.bounds
        let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                       CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY)].map { p.convert($0, to: nil) }
        let quad = CGMutablePath()
        quad.addLines(between: corners)
        quad.closeSubpath()
        let a = CGPoint(x: b.minX + p.anchorPoint.x * b.width, y: b.minY + p.anchorPoint.y * b.height)
        let centre = p.convert(a, to: nil)
        let dot = CGMutablePath()
        dot.addEllipse(in: CGRect(x: centre.x - 4, y: centre.y - 4, width: 8, height: 8))
        return (quad, dot)
    }
}

/// A layer the hit test never answers (`contains` is false), for drawing over a demo.
final class UnhittableLayer: CALayer {
    override func contains(_ p: CGPoint) -> Bool { false }
}

/// A shape layer the hit test never answers.
final class UnhittableShapeLayer: CAShapeLayer {
    override func contains(_ p: CGPoint) -> Bool { false }
}
