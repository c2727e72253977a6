import UIKit

/// Listing 7.4: the backing layer of a view changes instantly (CATALOG.md 7.4).
///
/// The same button now colours the `layerView`'s own layer, whose delegate is the view (a
/// `UIView`: `NSNull` outside animation blocks). The search for an action stops there, so no
/// animation is added and the colour changes at once.
public struct Listing7_4: Demo {
    public init() {}
    public var id: String { "7.4" }
    public var title: String { "Backing layer of a view: implicit animation suppressed" }
    public var hint: String { "Click Change Color: the view's own layer changes instantly (its delegate returns NSNull)" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let layerView = UIView(frame: ColorHarness.layerViewFrame)
        layerView.layer.name = "layerView"
        environment.add(layerView)
        // The listing: colour the backing layer directly.
        layerView.layer.backgroundColor = UIColor.blue.cgColor
        let colors = ColorSource()
        ColorHarness.addButton(environment) { [weak layerView] in
            layerView?.layer.backgroundColor = colors.next()
        }
    }
}

/// Listing 7.5: what a view's `actionForLayer:forKey:` returns (CATALOG.md 7.5).
///
/// Logs the view's action for "backgroundColor" outside and then inside an animation
/// block (`UIView.beginAnimations`/`commitAnimations`, as the listing): `<null>` (NSNull,
/// which ends the search with no animation), then a basic animation. The button changes the
/// view's colour inside a 1 s `UIView.animate` block, so the vended action is seen at work.
public struct Listing7_5: Demo {
    public init() {}
    public var id: String { "7.5" }
    public var title: String { "Probing actionForLayer:forKey:" }
    public var hint: String { "Logged: <null> outside an animation block, an animation inside; the button uses a block" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let layerView = UIView(frame: ColorHarness.layerViewFrame)
        layerView.layer.name = "layerView"
        layerView.layer.backgroundColor = UIColor.blue.cgColor
        environment.add(layerView)
        // The listing.
        let outside = "Outside: \(Self.describe(layerView.action(for: layerView.layer, forKey: "backgroundColor")))"
        UIView.beginAnimations(nil, context: nil)
        let inside = "Inside: \(Self.describe(layerView.action(for: layerView.layer, forKey: "backgroundColor")))"
        UIView.commitAnimations()
        environment.log(outside)
        environment.log(inside)
        let output = Label(text: outside + "\n" + inside, frame: CGRect(x: 20, y: 350, width: 360, height: 44), fontSize: 14)
        output.isWrapped = true
        output.name = "log"
        environment.add(output)
        let colors = ColorSource()
        ColorHarness.addButton(environment, title: "Animate Color") { [weak layerView] in
            UIView.animate(withDuration: 1.0) { layerView?.layer.backgroundColor = colors.next() }
        }
    }

    /// How an action prints in the book's log: `<null>` for NSNull, the class and key path
    /// for an animation (the book prints `<CABasicAnimation: 0x...>`, with an address).
    static func describe(_ action: CAAction?) -> String {
        switch action {
        case nil: return "nil"
        case is NSNull: return "<null>"
        case let a as CABasicAnimation: return "<CABasicAnimation: \(a.keyPath ?? "")>"
        case let a?: return "<\(type(of: a))>"
        }
    }
}
