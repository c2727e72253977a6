import UIKit

/// Listing 3.4: hit testing with `contains(_:)` and coordinate conversion (CATALOG.md 3.4).
///
/// The scene of listing 1.1: a blue layer (50, 50, 100, 100) inside the white 200 x 200
/// `layerView`. A click (the book's touch) is taken in the root view's coordinates (the
/// container's), converted to `layerView`'s and tested with `contains(_:)`; if inside, it is
/// converted again to the blue layer's. The book shows an alert, "Inside Blue Layer" or
/// "Inside White Layer"; here the message is logged to the status line
/// (`DemoEnvironment.log`). Clicks outside the white view say nothing.
public struct Listing3_4: Demo {
    public init() {}
    public var id: String { "3.4" }
    public var title: String { "Hit testing with contains(_:) and coordinate conversion" }
    public var hint: String { "Click the white or the blue square: the status line says which layer the click is inside" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let (layerView, blueLayer) = Chapter03.addBlueInWhite(to: container, environment: environment)
        environment.onPointer { event, _ in
            guard event.phase == .down else { return }
            // Get the touch position, converted to the white layer's coordinates.
            var point = layerView.convert(event.location, from: container)
            // Get the layer using contains(_:).
            if layerView.contains(point) {
                // Convert the point to the blue layer's coordinates.
                point = blueLayer.convert(point, from: layerView)
                if blueLayer.contains(point) {
                    environment.log(Chapter03.insideBlue)
                } else {
                    environment.log(Chapter03.insideWhite)
                }
            }
        }
    }
}

/// Listing 3.5: the same clicks answered with `hitTest(_:)` (CATALOG.md 3.5).
///
/// `hitTest(_:)` takes the point in the receiver's superlayer's coordinates (the root view's,
/// here the container's) and returns the deepest layer containing it: the blue layer, the
/// white `layerView`, or nil outside. The messages are logged as in 3.4.
public struct Listing3_5: Demo {
    public init() {}
    public var id: String { "3.5" }
    public var title: String { "Hit testing with hitTest(_:)" }
    public var hint: String { "Click the white or the blue square: hitTest(_:) finds the deepest layer under the click" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let (layerView, blueLayer) = Chapter03.addBlueInWhite(to: container, environment: environment)
        environment.onPointer { event, _ in
            guard event.phase == .down else { return }
            // Get the touched layer (the point is in layerView's superlayer's coordinates).
            let layer = layerView.hitTest(event.location)
            if layer === blueLayer {
                environment.log(Chapter03.insideBlue)
            } else if layer === layerView {
                environment.log(Chapter03.insideWhite)
            }
        }
    }
}

extension Chapter03 {
    /// The alert title for a touch inside the blue layer.
    public static let insideBlue = "Inside Blue Layer"
    /// The alert title for a touch inside the white view but not the blue layer.
    public static let insideWhite = "Inside White Layer"

    /// Listing 1.1's scene: the white 200 x 200 `layerView` centred in `container`, and a blue
    /// `blueLayer` with frame (50, 50, 100, 100) inside it.
    static func addBlueInWhite(to container: CALayer, environment: DemoEnvironment) -> (layerView: CALayer, blueLayer: CALayer) {
        let layerView = BookViews.addLayerView(to: container, environment: environment)
        return (layerView.layer, BookViews.addBlueSquare(to: layerView.layer, name: "blueLayer"))
    }
}
