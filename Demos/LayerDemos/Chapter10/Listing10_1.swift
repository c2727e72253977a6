/// Listing 10.1: easing of an implicit move (CATALOG.md 10.1).
///
/// A red 100 x 100 layer centred in the root. A press anywhere (the book's `touchesBegan`)
/// opens a transaction with duration 1.0 and the EaseOut timing function and sets the
/// layer's position to the pointer: the implicit animation starts fast and slows down.
public struct Listing10_1: Demo {
    public init() {}
    public var id: String { "10.1" }
    public var title: String { "Easing of an implicit move (EaseOut)" }
    public var hint: String { "Click anywhere: the square moves there in 1 s, fast at first, slowing down" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let colorLayer = Chapter10.addRedSquare(in: container, name: "colorLayer")
        environment.onPointer { event, _ in
            guard event.phase == .down else { return }
            // Configure the transaction.
            CATransaction.begin()
            CATransaction.setAnimationDuration(1.0)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
            // Set the position.
            colorLayer.position = event.location
            // Commit the transaction.
            CATransaction.commit()
        }
    }
}

/// Listing 10.2: the same move as a UIKit view animation (CATALOG.md 10.2).
///
/// The book moves a `UIView` with `animate(withDuration: 1, delay: 0, options:
/// .curveEaseOut)`. A view animation is a transaction around the change with that duration
/// and curve, which is what `animateView` does here, so the trajectory equals 10.1's.
public struct Listing10_2: Demo {
    public init() {}
    public var id: String { "10.2" }
    public var title: String { "The same move as a UIView animation (curveEaseOut)" }
    public var hint: String { "Click anywhere: the view moves there in 1 s with the ease-out curve" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let colorView = Chapter10.addRedSquare(in: container, name: "colorView")
        environment.onPointer { event, _ in
            guard event.phase == .down else { return }
            Self.animateView(withDuration: 1.0, curve: .easeOut) {
                colorView.position = event.location
            }
        }
    }

    /// UIKit's block-based view animation reduced to the engine call it makes: a transaction
    /// with the duration and the curve's timing function around `animations`.
    static func animateView(withDuration duration: CFTimeInterval, curve: CAMediaTimingFunctionName,
                            animations: () -> Void) {
        CATransaction.begin()
        CATransaction.setAnimationDuration(duration)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: curve))
        animations()
        CATransaction.commit()
    }
}

extension Chapter10 {
    /// The red 100 x 100 square centred in `container` (10.1, 10.2).
    static func addRedSquare(in container: CALayer, name: String) -> CALayer {
        let square = CALayer()
        square.name = name
        square.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        square.position = CGPoint(x: container.bounds.midX, y: container.bounds.midY)
        square.backgroundColor = Chapter08.red
        container.addSublayer(square)
        return square
    }
}

/// Listing 10.3: per-segment easing in a keyframe animation (CATALOG.md 10.3).
///
/// Listing 8.5's colours (blue, red, green, blue over 2 s) with `timingFunctions` holding three
/// EaseIn functions, one per segment: each step starts slowly and snaps into its colour.
public struct Listing10_3: Demo {
    public init() {}
    public var id: String { "10.3" }
    public var title: String { "Per-segment easing in a keyframe animation" }
    public var hint: String { "Click Change Color: each of the three colour steps eases in" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let layerView = Chapter08.addLayerView(to: container, environment: environment)
        let colorLayer = Chapter08.addColorLayer(to: layerView)
        Chapter08.addButtons(["Change Color"], in: container, environment: environment, actions: [{
            let animation = CAKeyframeAnimation()
            animation.keyPath = "backgroundColor"
            animation.duration = 2.0
            animation.values = Listing8_5.colors
            // Add timing functions: one per segment.
            let fn = CAMediaTimingFunction(name: .easeIn)
            animation.timingFunctions = [fn, fn, fn]
            colorLayer.add(animation, forKey: nil)
        }])
    }
}
