/// A value the inspector's panel edits on the selected layer: ←/→ (or −/+) change it by one
/// step, set on the model layer inside a `CATransaction`, so the layer's actions run as they
/// would for the same line of code (an implicit 0.25 s animation on a standalone layer, none
/// on a view's backing layer).
enum InspectorField: Int, CaseIterable {
    case positionX, positionY, opacity, cornerRadius, borderWidth, backgroundColor, shadowOpacity

    /// The colours `backgroundColor` steps through (opaque, then clear).
    static let palette: [CGColor] = [
        CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 0.5, blue: 0, alpha: 1),
        CGColor(red: 1, green: 1, blue: 0, alpha: 1), CGColor(red: 0, green: 0.8, blue: 0, alpha: 1),
        CGColor(red: 0, green: 0.8, blue: 1, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1),
        CGColor(red: 0.6, green: 0, blue: 0.8, alpha: 1), CGColor(red: 1, green: 1, blue: 1, alpha: 1),
        CGColor(red: 0, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 0, alpha: 0),
    ]

    /// The name shown, Apple's key path.
    var name: String {
        switch self {
        case .positionX: return "position.x"
        case .positionY: return "position.y"
        case .opacity: return "opacity"
        case .cornerRadius: return "cornerRadius"
        case .borderWidth: return "borderWidth"
        case .backgroundColor: return "backgroundColor"
        case .shadowOpacity: return "shadowOpacity"
        }
    }

    /// The key of the panel's (and the dump's) property row the field edits.
    var propertyKey: String {
        switch self {
        case .positionX, .positionY: return "position"
        default: return name
        }
    }

    /// What one step does, for the panel's edit line.
    var stepDescription: String {
        switch self {
        case .positionX, .positionY: return "±5 pt"
        case .opacity, .shadowOpacity: return "±0.1 (0...1)"
        case .cornerRadius: return "±5 pt (≥ 0)"
        case .borderWidth: return "±1 pt (≥ 0)"
        case .backgroundColor: return "through 10 colours"
        }
    }

    /// Changes the field of `layer` by `steps` steps (negative: down), in a transaction of its
    /// own with actions enabled, as app code would.
    func step(_ layer: CALayer, by steps: Int) {
        let n = CGFloat(steps)
        CATransaction.begin()
        defer { CATransaction.commit() }
        switch self {
        case .positionX: layer.position.x += 5 * n
        case .positionY: layer.position.y += 5 * n
        case .opacity: layer.opacity = Float(Self.clamped(CGFloat(layer.opacity) + 0.1 * n, 0, 1))
        case .cornerRadius: layer.cornerRadius = max(0, layer.cornerRadius + 5 * n)
        case .borderWidth: layer.borderWidth = max(0, layer.borderWidth + n)
        case .backgroundColor: layer.backgroundColor = Self.color(after: layer.backgroundColor, steps: steps)
        case .shadowOpacity: layer.shadowOpacity = Float(Self.clamped(CGFloat(layer.shadowOpacity) + 0.1 * n, 0, 1))
        }
    }

    /// `value` kept in `low...high` and rounded to 1/1000, so steps of 0.1 land on tenths.
    static func clamped(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        (min(high, max(low, value)) * 1000).rounded() / 1000
    }

    /// The palette colour `steps` after `color`'s (from before the first when `color` is not
    /// in the palette), wrapping around.
    static func color(after color: CGColor?, steps: Int) -> CGColor {
        let n = palette.count
        let current = color.flatMap { c in palette.firstIndex { $0.rgba == c.rgba } }
        let start = current ?? (steps > 0 ? -1 : n)
        return palette[((start + steps) % n + n) % n]
    }
}
