@testable import LayerKitLayers

/// Stands in for a window or renderer: makes `root`'s tree a displayed tree, so its layers
/// take part in implicit animations as on Apple.
final class FakeHost {}

/// A root layer shown by a fake host, committed once so later changes can animate.
func shownRoot(_ frame: CGRect = CGRect(x: 0, y: 0, width: 300, height: 300), host: FakeHost) -> CALayer {
    let root = CALayer()
    root.frame = frame
    root.displayHost = host
    CATransaction.flush()
    return root
}

func approx(_ a: CGFloat, _ b: CGFloat, _ eps: CGFloat = 1e-6) -> Bool { abs(a - b) <= eps }
func approx(_ a: CGPoint, _ b: CGPoint, _ eps: CGFloat = 1e-6) -> Bool { approx(a.x, b.x, eps) && approx(a.y, b.y, eps) }
func approx(_ a: CGRect, _ b: CGRect, _ eps: CGFloat = 1e-6) -> Bool {
    approx(a.origin, b.origin, eps) && approx(a.width, b.width, eps) && approx(a.height, b.height, eps)
}

/// The book's 5.5 layer: a 200-pt layer at (100, 100) in a 400-pt root, turned 45 degrees
/// about y with m34 = -1/500.
func turnedInPerspective() -> (root: CALayer, layer: CALayer) {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
    let l = CALayer()
    l.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
    var t = CATransform3DIdentity
    t.m34 = -1.0 / 500
    l.transform = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
    root.addSublayer(l)
    return (root, l)
}
