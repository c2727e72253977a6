#if canImport(UIKit)
import UIKit

/// A ring filled clockwise from 12 o'clock by `progress` (0...1), drawn in `draw(in:)`.
///
/// `progress` is a custom animatable property: stored through key-value coding, redrawn on
/// every frame of its animation because `needsDisplay(forKey:)` names it. (On Apple it is an
/// `@NSManaged var`; here `@Managed("progress")`, its one-line port.)
public final class ProgressRingLayer: CALayer {
    /// The filled fraction, 0...1 (clamped when drawn).
    @Managed("progress") public var progress: CGFloat

    /// The colour of the filled arc (copied to presentation layers by `init(layer:)`).
    public var ringColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) { didSet { setNeedsDisplay() } }

    /// The ring's width, points.
    public var ringWidth: CGFloat = 8 { didSet { setNeedsDisplay() } }

    public required init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }

    // Apple code writes `override init(layer: Any)`; LayerKit's is `required`.
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? ProgressRingLayer else { return }
        ringColor = other.ringColor
        ringWidth = other.ringWidth
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    public override class func defaultValue(forKey key: String) -> Any? {
        key == "progress" ? CGFloat(0) : super.defaultValue(forKey: key)
    }

    /// Draws the arc for `progress` (the presentation layer's value while it animates).
    public override func draw(in ctx: CGContext) {
        let fraction = min(max(progress, 0), 1)
        guard fraction > 0 else { return }
        let radius = min(bounds.width, bounds.height) / 2 - ringWidth / 2
        let start = -CGFloat.pi / 2
        let arc = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius,
                               startAngle: start, endAngle: start + fraction * 2 * .pi, clockwise: true)
        ctx.addPath(arc.cgPath)
        ctx.setStrokeColor(ringColor)
        ctx.setLineWidth(ringWidth)
        ctx.strokePath()
    }
}

/// A view showing a `ProgressRingLayer`.
public final class ProgressRingView: UIView {
    public override class var layerClass: AnyClass { ProgressRingLayer.self }

    /// The backing layer.
    public var ringLayer: ProgressRingLayer { layer as! ProgressRingLayer }

    /// Fills the ring from empty to full every `period` seconds, forever (an explicit
    /// animation of the custom property).
    public func startLooping(period: CFTimeInterval = 2) {
        let fill = CABasicAnimation(keyPath: "progress")
        fill.fromValue = CGFloat(0)
        fill.toValue = CGFloat(1)
        fill.duration = period
        fill.timingFunction = CAMediaTimingFunction(name: .linear)
        fill.repeatCount = .infinity
        ringLayer.add(fill, forKey: "progress")
    }
}
#endif
