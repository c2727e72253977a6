#if canImport(UIKit)
import UIKit

/// A loading spinner: a ring with a quarter gap, turning once a second for as long as it
/// animates (a `CAKeyframeAnimation` of `transform.rotation.z`, repeated forever).
public final class SpinnerView: UIView {
    private let ring = CAShapeLayer()

    /// The width of the ring, points.
    public var lineWidth: CGFloat = 8 { didSet { setNeedsLayout() } }

    /// The ring's colour.
    public var color: UIColor = .blue { didSet { ring.strokeColor = color.cgColor } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        ring.fillColor = nil
        ring.strokeColor = color.cgColor
        ring.lineCap = .round
        layer.addSublayer(ring)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Places the ring in the bounds: a circle inset by half the line width, from 3 o'clock
    /// clockwise to 12 o'clock, leaving the upper-right quarter open.
    public override func layoutSubviews() {
        super.layoutSubviews()
        ring.frame = bounds
        ring.lineWidth = lineWidth
        let radius = min(bounds.width, bounds.height) / 2 - lineWidth / 2
        ring.path = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius,
                                 startAngle: 0, endAngle: 1.5 * .pi, clockwise: true).cgPath
    }

    /// Whether the spinner turns.
    public var isAnimating: Bool { ring.animation(forKey: "spin") != nil }

    /// Starts turning: one clockwise turn per second, forever.
    public func startAnimating() {
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = [0, CGFloat.pi, 2 * CGFloat.pi]
        spin.keyTimes = [0, 0.5, 1]
        spin.duration = 1
        spin.repeatCount = HUGE
        spin.isRemovedOnCompletion = false
        ring.add(spin, forKey: "spin")
    }

    /// Stops turning.
    public func stopAnimating() { ring.removeAnimation(forKey: "spin") }
}
#endif
