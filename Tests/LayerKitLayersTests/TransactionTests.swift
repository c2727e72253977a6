import Testing
@testable import LayerKitLayers
import LayerKitTestSupport

/// A delegate that vends fixed actions, to check the lookup order.
final class ActionDelegate: NSObject, CALayerDelegate {
    var answer: CAAction?
    var asked: [String] = []
    func action(for layer: CALayer, forKey event: String) -> CAAction? {
        asked.append(event)
        return answer
    }
}

/// An action that records that it ran.
final class RecordingAction: CAAction {
    var runs: [String] = []
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) { runs.append(event) }
}

@Suite("Transactions and actions", .ownMediaClock)
struct TransactionTests {
    @Test("nested transactions inherit the enclosing values and restore them on commit (Apple's CATransaction docs)")
    func nesting() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.setDisableActions(true)
        #expect(CATransaction.disableActions())
        CATransaction.commit()
        #expect(!CATransaction.disableActions())
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
        CATransaction.flush()
    }

    @Test("disableActions set through setValue follows the value: an inner false overrides an outer true, nil or another type reads as the docs' as? Bool")
    func disableActionsThroughValues() {
        CATransaction.begin()
        CATransaction.setValue(true, forKey: kCATransactionDisableActions)
        #expect(CATransaction.disableActions())
        CATransaction.begin()
        CATransaction.setDisableActions(false)
        #expect(!CATransaction.disableActions())
        CATransaction.setValue(nil, forKey: kCATransactionDisableActions)
        #expect(CATransaction.disableActions(), "unset again: the outer transaction's true shows through")
        CATransaction.setValue("yes", forKey: kCATransactionDisableActions)
        #expect(!CATransaction.disableActions(), "a value that is not a Bool reads as false, as (value as? Bool) ?? false")
        CATransaction.commit()
        #expect(CATransaction.disableActions())
        CATransaction.commit()
        #expect(!CATransaction.disableActions())
        CATransaction.flush()
    }

    @Test("arbitrary keys are stored per transaction")
    func arbitraryKeys() {
        CATransaction.begin()
        CATransaction.setValue("x", forKey: "custom")
        #expect(CATransaction.value(forKey: "custom") as? String == "x")
        CATransaction.commit()
        #expect(CATransaction.value(forKey: "custom") == nil)
        CATransaction.flush()
    }

    @Test("a completion block with no animations runs at the commit's flush")
    func completionWithoutAnimations() {
        var ran = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran += 1 }
        CATransaction.commit()
        CATransaction.flush()
        #expect(ran == 1)
        CATransaction.flush()
        #expect(ran == 1)
    }

    @Test("the action lookup asks the delegate first; NSNull stops the search with no action")
    func delegateFirst() {
        let host = FakeHost()
        let root = shownRoot(host: host)
        let d = ActionDelegate()
        root.delegate = d
        let rec = RecordingAction()
        root.actions = ["opacity": rec]
        d.answer = NSNull()
        #expect(root.action(forKey: "opacity") == nil)
        d.answer = nil
        #expect(root.action(forKey: "opacity") as? RecordingAction === rec)
        root.opacity = 0.5
        #expect(rec.runs == ["opacity"])
        #expect(d.asked.contains("opacity"))
        CATransaction.flush()
    }

    @Test("actions come before style, style before the class default, and the built-in animation last")
    func lookupOrder() {
        let host = FakeHost()
        let root = shownRoot(host: host)
        let fromActions = RecordingAction(), fromStyle = RecordingAction(), nested = RecordingAction()
        root.style = ["actions": ["position": fromStyle], "style": ["actions": ["zPosition": nested]]]
        #expect(root.action(forKey: "position") as? RecordingAction === fromStyle)
        #expect(root.action(forKey: "zPosition") as? RecordingAction === nested)
        root.actions = ["position": fromActions]
        #expect(root.action(forKey: "position") as? RecordingAction === fromActions)
        let builtin = root.action(forKey: "bounds") as? CABasicAnimation
        #expect(builtin?.keyPath == "bounds")
        #expect(builtin?.duration == 0.25)
        #expect(root.action(forKey: "name") == nil)
        #expect(root.action(forKey: "anUnknownKey") == nil)
        CATransaction.flush()
    }

    @Test("a subclass's defaultAction(forKey:) wins over the built-in implicit animation")
    func subclassDefault() {
        final class Quiet: CALayer {
            override class func defaultAction(forKey event: String) -> CAAction? { NSNull() }
        }
        let l = Quiet()
        #expect(l.action(forKey: "position") == nil)
    }

    @Test("a layer in no displayed tree does not animate; a shown, committed one does")
    func onlyShownLayersAnimate() {
        let loose = CALayer()
        CATransaction.flush()
        loose.position = CGPoint(x: 10, y: 10)
        #expect(loose.animationKeys() == nil)
        let host = FakeHost()
        let root = shownRoot(host: host)
        let child = CALayer()
        root.addSublayer(child)
        child.position = CGPoint(x: 5, y: 5)
        #expect(child.animationKeys() == nil, "not committed yet: no animation, as on Apple")
        CATransaction.flush()
        child.position = CGPoint(x: 50, y: 50)
        #expect(child.animationKeys() == ["position"])
        let anim = child.animation(forKey: "position") as? CABasicAnimation
        #expect(anim?.fromValue as? CGPoint == CGPoint(x: 5, y: 5))
        CATransaction.flush()
    }

    @Test("disableActions suppresses the implicit animation")
    func disabled() {
        let host = FakeHost()
        let root = shownRoot(host: host)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.opacity = 0.2
        CATransaction.commit()
        #expect(root.animationKeys() == nil)
        CATransaction.flush()
    }

    @Test("presentation is nil before the first commit, then shows the committed values")
    func presentationAfterCommit() {
        let l = CALayer()
        #expect(l.presentation() == nil)
        l.position = CGPoint(x: 3, y: 4)
        CATransaction.flush()
        let p = l.presentation()
        #expect(p?.position == CGPoint(x: 3, y: 4))
        #expect(p?.model() === l)
        l.position = CGPoint(x: 9, y: 9)
        #expect(l.presentation()?.position == CGPoint(x: 3, y: 4), "uncommitted changes are not presented")
    }

    @Test("onOrderIn runs when a layer joins a shown tree, onOrderOut when it leaves")
    func orderEvents() {
        let host = FakeHost()
        let root = shownRoot(host: host)
        let rec = RecordingAction()
        let child = CALayer()
        child.actions = [kCAOnOrderIn: rec, kCAOnOrderOut: rec]
        root.addSublayer(child)
        child.removeFromSuperlayer()
        #expect(rec.runs == [kCAOnOrderIn, kCAOnOrderOut])
        CATransaction.flush()
    }

    @Test("layout runs the delegate at the commit, after a bounds change")
    func layoutAtCommit() {
        final class Layout: NSObject, CALayerDelegate {
            var count = 0
            func layoutSublayers(of layer: CALayer) { count += 1; layer.sublayers?.first?.frame = layer.bounds }
        }
        let d = Layout()
        let l = CALayer(), child = CALayer()
        l.delegate = d
        l.addSublayer(child)
        CATransaction.flush()
        #expect(d.count == 1)
        l.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
        #expect(l.needsLayout())
        CATransaction.flush()
        #expect(d.count == 2 && child.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    }

    @Test("layout runs a marked superlayer before a marked sublayer two levels down, whichever was marked first (Apple: layout goes from the top of the tree down)")
    func layoutTopDownAcrossAnUnmarkedLevel() {
        final class Recorder: NSObject, CALayerDelegate {
            var order: [String] = []
            func layoutSublayers(of layer: CALayer) { order.append(layer.name ?? "") }
        }
        let d = Recorder()
        let root = CALayer(), middle = CALayer(), leaf = CALayer(), other = CALayer()
        for (l, n) in [(root, "root"), (middle, "middle"), (leaf, "leaf"), (other, "other")] { l.name = n; l.delegate = d }
        root.addSublayer(middle)
        middle.addSublayer(leaf)
        leaf.mask = other
        CATransaction.flush()
        d.order = []
        // Marked bottom up, with the middle level left unmarked.
        other.setNeedsLayout()
        leaf.setNeedsLayout()
        root.setNeedsLayout()
        CATransaction.flush()
        #expect(d.order == ["root", "leaf", "other"])
    }
}
