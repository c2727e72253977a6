/// Chapter 10 — Easing.
///
/// Shared here: the timing-curve plot of 10.4, 10.4a and 10.7a, the ball of 10.6-10.8, and
/// the book's interpolation and Penner easing functions (10.7, 10.7a, 10.8).
public enum Chapter10 {
    /// The chapter's demos.
    public static var demos: [Demo] {
        [Listing10_1(), Listing10_2(), Listing10_3(), Listing10_4(), Listing10_4a(), Listing10_5(),
         Listing10_6(), Listing10_7(), Listing10_7a(), Listing10_8()]
    }
}

// MARK: - Plotting curves (10.4, 10.4a, 10.7a)

extension Chapter10 {
    /// The cubic Bézier of `function` from (0, 0) to (1, 1), scaled by `scale` (points): the
    /// curve listing 10.4 builds. The control points are read as two floats each, as
    /// CATALOG.md advises (the book's cast of a `CGPoint` to a float pair is wrong on 64-bit).
    public static func curvePath(for function: CAMediaTimingFunction, scale: CGFloat = 200) -> CGPath {
        var controlPoint1 = [Float](repeating: 0, count: 2)
        var controlPoint2 = [Float](repeating: 0, count: 2)
        function.getControlPoint(at: 1, values: &controlPoint1)
        function.getControlPoint(at: 2, values: &controlPoint2)
        let path = CGMutablePath()
        let transform = CGAffineTransform(scaleX: scale, y: scale)
        path.move(to: .zero, transform: transform)
        path.addCurve(to: CGPoint(x: 1, y: 1),
                      control1: CGPoint(x: CGFloat(controlPoint1[0]), y: CGFloat(controlPoint1[1])),
                      control2: CGPoint(x: CGFloat(controlPoint2[0]), y: CGFloat(controlPoint2[1])),
                      transform: transform)
        return path
    }

    /// `f` over 0...1 as a polyline of `samples` segments, scaled by `scale` (points).
    public static func samplePath(_ f: (CGFloat) -> CGFloat, samples: Int = 200, scale: CGFloat) -> CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: f(0) * scale))
        for i in 1...max(1, samples) {
            let t = CGFloat(i) / CGFloat(max(1, samples))
            path.addLine(to: CGPoint(x: t * scale, y: f(t) * scale))
        }
        return path
    }

    /// A white square `side` points wide, centred at `center`, with `geometryFlipped` set (so
    /// the origin of its sublayers is at the bottom-left, y up), holding a red stroke of
    /// `path`, `lineWidth` wide. Returns the host and the stroke layer.
    @discardableResult
    static func addPlot(_ path: CGPath, side: CGFloat = 200, center: CGPoint = Chapter08.layerViewCenter,
                        lineWidth: CGFloat = 4, name: String = "layerView",
                        in container: CALayer, environment: DemoEnvironment) -> (host: CALayer, curve: CAShapeLayer) {
        let layerView = CALayer()
        layerView.name = name
        layerView.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        layerView.position = center
        layerView.backgroundColor = CGColor(gray: 1, alpha: 1)
        // Flip the geometry so that 0,0 is in the bottom-left.
        layerView.isGeometryFlipped = true
        container.addSublayer(layerView)
        let shapeLayer = CAShapeLayer()
        shapeLayer.name = "curve"
        shapeLayer.frame = layerView.bounds
        shapeLayer.strokeColor = Chapter08.red
        shapeLayer.fillColor = CGColor.clear
        shapeLayer.lineWidth = lineWidth
        shapeLayer.path = path
        layerView.addSublayer(shapeLayer)
        return (layerView, shapeLayer)
    }
}

// MARK: - The ball (10.6-10.8)

extension Chapter10 {
    /// Where the ball starts, in `containerView` points.
    public static let ballTop = CGPoint(x: 150, y: 32)
    /// Where the ball lands, in `containerView` points.
    public static let ballFloor = CGPoint(x: 150, y: 268)

    /// The book's `ballView`: Ball.png (64 x 64) in a 300 x 300 `containerView`.
    static func addBall(in container: CALayer, environment: DemoEnvironment) -> CALayer {
        let containerView = Chapter08.addContainerView(to: container)
        let ballView = CALayer()
        ballView.name = "ball"
        ballView.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        ballView.contents = DemoAssets.image(.ball, scale: environment.scale)
        ballView.contentsScale = environment.scale
        containerView.addSublayer(ballView)
        return ballView
    }
}

// MARK: - Interpolation and easing (10.7, 10.7a, 10.8)

extension Chapter10 {
    /// Linear interpolation of one number (the book's `interpolate`).
    public static func interpolate(from: CGFloat, to: CGFloat, time: CGFloat) -> CGFloat {
        (to - from) * time + from
    }

    /// The book's value interpolation: points component by component; any other values give
    /// `from` before half time and `to` after, "a safe default".
    public static func interpolate(from fromValue: Any, to toValue: Any, time: CGFloat) -> Any {
        if let from = fromValue as? CGPoint, let to = toValue as? CGPoint {
            return CGPoint(x: interpolate(from: from.x, to: to.x, time: time),
                           y: interpolate(from: from.y, to: to.y, time: time))
        }
        return time < 0.5 ? fromValue : toValue
    }

    /// Robert Penner's quadratic ease-in-out: 2t² below 0.5, −2t² + 4t − 1 above.
    public static func quadraticEaseInOut(_ t: CGFloat) -> CGFloat {
        t < 0.5 ? 2 * t * t : -2 * t * t + 4 * t - 1
    }

    /// Robert Penner's bounce ease-out: four parabolas with breakpoints 4/11, 8/11 and 9/10.
    public static func bounceEaseOut(_ t: CGFloat) -> CGFloat {
        if t < 4.0 / 11.0 {
            return (121 * t * t) / 16.0
        } else if t < 8.0 / 11.0 {
            return (363 / 40.0 * t * t) - (99 / 10.0 * t) + 17 / 5.0
        } else if t < 9.0 / 10.0 {
            return (4356 / 361.0 * t * t) - (35442 / 1805.0 * t) + 16061 / 1805.0
        }
        return (54 / 5.0 * t * t) - (513 / 25.0 * t) + 268 / 25.0
    }

    /// The keyframe values of listings 10.7 and 10.8: `Int(duration * 60)` frames sampled at
    /// t = i / frames (i = 0 ..< frames), each time passed through `easing` and interpolated
    /// from `from` to `to`. The last frame is at t = 59/60, not 1: the book's values stop short.
    public static func keyframes(from: Any, to: Any, duration: CFTimeInterval,
                                 easing: (CGFloat) -> CGFloat = { $0 }) -> [Any] {
        let numFrames = Int(duration * 60)
        var frames: [Any] = []
        for i in 0..<max(0, numFrames) {
            let time = easing(1 / CGFloat(numFrames) * CGFloat(i))
            frames.append(interpolate(from: from, to: to, time: time))
        }
        return frames
    }
}
