/// Listing 10.4: plotting a timing function (CATALOG.md 10.4).
///
/// The control points 1 and 2 of a standard timing function are read with
/// `getControlPoint(at:values:)`, a cubic from (0, 0) to (1, 1) is built with them and scaled
/// by 200, and it is stroked red, 4 points wide, in the white 200 x 200 `layerView`, whose
/// `isGeometryFlipped` puts the origin at the bottom-left. The book's `CAShapeLayer` draws
/// the path in its own geometry, which the flip turns y-up. The listing plots EaseOut; the
/// segmented control shows each of the five
/// standard curves of Fig 10.3.
public struct Listing10_4: Demo {
    public init() {}
    public var id: String { "10.4" }
    public var title: String { "Plotting a timing function" }
    public var hint: String { "The EaseOut curve, origin at the bottom-left; pick another standard curve below" }

    /// The curves offered, in the segmented control's order, and their titles.
    public static let curves: [(title: String, name: CAMediaTimingFunctionName)] = [
        ("Linear", .linear), ("EaseIn", .easeIn), ("EaseOut", .easeOut), ("EaseInOut", .easeInEaseOut),
        ("Default", .default)]
    /// The curve shown first: EaseOut, the listing's.
    public static let initialIndex = 2

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let function = CAMediaTimingFunction(name: Self.curves[Self.initialIndex].name)
        let plot = Chapter10.addPlot(Chapter10.curvePath(for: function), in: container, environment: environment)
        let picker = SegmentedControl(items: Self.curves.map(\.title),
                                      frame: CGRect(x: 6, y: Chapter08.buttonRowY, width: 388, height: 36),
                                      selectedSegmentIndex: Self.initialIndex)
        picker.name = "curves"
        picker.onValueChanged = { index in
            // A shape layer's path animates implicitly; the picker shows each curve at once.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            plot.curve.path = Chapter10.curvePath(for: CAMediaTimingFunction(name: Self.curves[index].name))
            CATransaction.commit()
        }
        environment.add(picker, to: container)
    }
}

/// Variant 10.4a: the custom clock curve (CATALOG.md 10.4a).
///
/// `CAMediaTimingFunction(controlPoints: 1, 0, 0.75, 1)`, the curve listing 10.5 gives the
/// clock's hands, plotted as in 10.4: a slow start, a fast snap, then settling.
public struct Listing10_4a: Demo {
    public init() {}
    public var id: String { "10.4a" }
    public var title: String { "Custom clock curve (1, 0) (0.75, 1)" }
    public var hint: String { "The clock hands' timing curve: slow start, fast snap, settle" }

    /// The clock's timing function.
    public static var clockFunction: CAMediaTimingFunction { CAMediaTimingFunction(controlPoints: 1, 0, 0.75, 1) }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        Chapter10.addPlot(Chapter10.curvePath(for: Self.clockFunction), in: container, environment: environment)
    }
}

/// Variant 10.7a: Robert Penner's easing functions plotted (CATALOG.md 10.7a).
///
/// Quadratic ease-in-out (left) and bounce ease-out (right), the functions listings 10.7-10.8
/// and 11.1 feed their keyframes through, each sampled at 200 steps over 0...1 and drawn as
/// in 10.4 (origin at the bottom-left of a geometry-flipped white square, ×160).
public struct Listing10_7a: Demo {
    public init() {}
    public var id: String { "10.7a" }
    public var title: String { "Penner easing: quadratic in-out and bounce ease-out" }
    public var hint: String { "Left: quadratic ease-in-out; right: bounce ease-out (time →, progress ↑)" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let plots: [(String, (CGFloat) -> CGFloat, CGFloat)] = [("quadraticEaseInOut", Chapter10.quadraticEaseInOut, 105),
                                                               ("bounceEaseOut", Chapter10.bounceEaseOut, 295)]
        for (name, f, x) in plots {
            Chapter10.addPlot(Chapter10.samplePath(f, scale: 160), side: 160, center: CGPoint(x: x, y: 180),
                              lineWidth: 3, name: name, in: container, environment: environment)
            Chapter09.addCaption(name, frame: CGRect(x: x - 80, y: 270, width: 160, height: 24), fontSize: 14,
                                 in: container, environment: environment).alignment = .center
        }
    }
}
