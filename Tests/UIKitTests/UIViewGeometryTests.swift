import Testing
import UIKit
import LayerKitTestSupport

/// Oracle: UIKit's documentation of UIView: "the view's `frame`, `bounds`, `center` and
/// `transform` are the backing layer's geometry" (`layer`: "the view is the layer's
/// delegate"; `center` is the layer's `position`; `alpha`, `isHidden`, `backgroundColor` and
/// `clipsToBounds` are the layer's `opacity`, `isHidden`, `backgroundColor`, `masksToBounds`).
@Suite("UIView geometry and appearance live in its layer", .ownMediaClock)
struct UIViewGeometryTests {
    final class ShapeView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
    }

    @Test("the backing layer is of layerClass and has the view as its delegate")
    func layerClassAndDelegate() {
        let plain = UIView()
        let shape = ShapeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(Swift.type(of: plain.layer) == CALayer.self)
        #expect(shape.layer is CAShapeLayer)
        #expect(shape.layer.delegate === shape)
    }

    @Test("frame, bounds and center are the layer's frame, bounds and position, both ways")
    func geometryThroughLayer() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.layer.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.layer.position == CGPoint(x: 60, y: 45))
        v.layer.position = CGPoint(x: 0, y: 0)
        #expect(v.center == .zero)
        #expect(v.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        v.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(v.layer.bounds.size == CGSize(width: 20, height: 20))
        #expect(v.center == .zero, "changing the bounds keeps the centre")
    }

    @Test("transform is the layer's affine transform, about the centre")
    func transformThroughLayer() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        v.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(v.layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 3))
        #expect(CATransform3DEqualToTransform(v.layer.transform, CATransform3DMakeScale(2, 3, 1)))
        #expect(v.frame == CGRect(x: -20, y: -20, width: 80, height: 60), "frame is the transformed bounds' box")
        v.layer.transform = CATransform3DMakeTranslation(5, 0, 0)
        #expect(v.transform == CGAffineTransform(translationX: 5, y: 0))
    }

    @Test("alpha, isHidden, backgroundColor and clipsToBounds are the layer's properties")
    func appearanceThroughLayer() {
        let v = UIView()
        v.alpha = 0.25
        v.isHidden = true
        v.clipsToBounds = true
        v.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(v.layer.opacity == 0.25)
        #expect(v.layer.isHidden)
        #expect(v.layer.masksToBounds)
        #expect(v.layer.backgroundColor == CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        v.layer.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        #expect(v.backgroundColor == UIColor(white: 0.5, alpha: 1))
        v.backgroundColor = nil
        #expect(v.layer.backgroundColor == nil)
    }

    @Test("subviews' layers are the superview's sublayers, in the same order")
    func hierarchyMirrorsLayers() {
        let root = UIView(), a = UIView(), b = UIView(), c = UIView()
        root.addSubview(a); root.addSubview(b)
        root.insertSubview(c, at: 0)
        #expect(root.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        #expect((root.layer.sublayers ?? []).map(ObjectIdentifier.init) == [c, a, b].map { ObjectIdentifier($0.layer) })
        root.bringSubviewToFront(c)
        #expect((root.layer.sublayers ?? []).map(ObjectIdentifier.init) == [a, b, c].map { ObjectIdentifier($0.layer) })
        root.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(root.subviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
        #expect((root.layer.sublayers ?? []).map(ObjectIdentifier.init) == [c, b, a].map { ObjectIdentifier($0.layer) })
        b.removeFromSuperview()
        #expect(b.superview == nil && b.layer.superlayer == nil)
        #expect(root.subviews.count == 2)
        let other = UIView()
        other.addSubview(a)
        #expect(a.superview === other && !root.subviews.contains(a))
    }

    @Test("tintColor is inherited from the superview, system blue at the root")
    func tintInherits() {
        let root = UIView(), child = UIView()
        root.addSubview(child)
        #expect(child.tintColor == UIColor.systemBlue)
        root.tintColor = .red
        #expect(child.tintColor == UIColor.red)
        child.tintColor = .green
        root.tintColor = .blue
        #expect(child.tintColor == UIColor.green)
    }

    @Test("layoutIfNeeded runs layoutSubviews for a view marked with setNeedsLayout")
    func layout() {
        final class Counting: UIView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let v = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.layoutIfNeeded()
        let before = v.layouts
        v.setNeedsLayout()
        v.layoutIfNeeded()
        #expect(v.layouts == before + 1)
        v.layoutIfNeeded()
        #expect(v.layouts == before + 1, "nothing marked, no layout")
    }
}
