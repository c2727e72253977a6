import Foundation
import Testing
@testable import LayerKitHost
import LayerKitTestSupport

/// A scene whose tree is committed once with actions off, so the presentation tree equals
/// the model and hit testing does not depend on the clock.
func committedScene(size: CGSize = CGSize(width: 300, height: 300), build: (CALayer) -> Void) -> LayerScene {
    let scene = LayerScene(size: size, scale: 1)!
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    build(scene.rootLayer)
    CATransaction.commit()
    CATransaction.flush()
    return scene
}

/// A layer with `frame` added to `parent`.
@discardableResult
func layer(_ frame: CGRect, in parent: CALayer, name: String? = nil) -> CALayer {
    let l = CALayer()
    l.frame = frame
    l.name = name
    parent.addSublayer(l)
    return l
}

extension LayerScene {
    /// Presses at `from`, moves through `path` (10 ms apart), releases at the last point.
    func drag(from: CGPoint, through path: [CGPoint], start: CFTimeInterval = 0) {
        send(PointerEvent(phase: .down, location: from, timestamp: start))
        for (i, p) in path.enumerated() {
            send(PointerEvent(phase: .moved, location: p, timestamp: start + Double(i + 1) * 0.01))
        }
        send(PointerEvent(phase: .up, location: path.last ?? from, timestamp: start + Double(path.count) * 0.01))
    }

    /// A click at `p`.
    func click(_ p: CGPoint) {
        send(PointerEvent(phase: .down, location: p, timestamp: 0))
        send(PointerEvent(phase: .up, location: p, timestamp: 0.05))
    }
}

func approx(_ a: CGPoint, _ b: CGPoint, _ eps: CGFloat = 1e-9) -> Bool { abs(a.x - b.x) <= eps && abs(a.y - b.y) <= eps }

/// Tests that tick scenes or freeze the media clock. Display links and the media clock are
/// process-wide (as the display and the clock are), so these run one at a time.
@Suite("Host time", .ownMediaClock)
enum HostTimeTests {}
