#if canImport(UIKit)
import UIKit

/// The example's screen, 300x100 points: a spinner, a progress ring and a pulsing badge
/// side by side on white, each in an 80-point square 10 points from the top.
public final class SpinnerDemoView: UIView {
    public let spinner = SpinnerView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
    public let ring = ProgressRingView(frame: CGRect(x: 110, y: 10, width: 80, height: 80))
    public let badge = UIView(frame: CGRect(x: 210, y: 10, width: 80, height: 80))

    /// The badge's colour before it pulses.
    public static let badgeColor = UIColor(red: 0, green: 0.8, blue: 0, alpha: 1)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        badge.backgroundColor = Self.badgeColor
        badge.layer.cornerRadius = 16
        for v in [spinner, ring, badge] { addSubview(v) }
    }

    public convenience init() { self.init(frame: CGRect(x: 0, y: 0, width: 300, height: 100)) }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Starts everything: the spinner, the ring's loop, and the badge fading to 0.2 and back
    /// once a second in a UIView animation block. Call it once the view is on screen
    /// (committed in a shown tree), as UIKit animates only views in a window.
    public func startAnimations() {
        spinner.startAnimating()
        ring.startLooping()
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveEaseInOut], animations: {
            self.badge.alpha = 0.2
        })
    }
}
#endif
