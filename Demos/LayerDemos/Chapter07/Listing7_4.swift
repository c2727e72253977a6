/// Listing 7.4: the backing layer of a view changes instantly (CATALOG.md 7.4).
///
/// The same button now colours the `layerView`'s own layer, whose delegate is the view
/// (`LayerView`, UIKit's behaviour rebuilt: `NSNull` outside animation blocks). The search
/// for an action stops there, so no animation is added and the colour changes at once.
public struct Listing7_4: Demo {
    public init() {}
    public var id: String { "7.4" }
    public var title: String { "Backing layer of a view: implicit animation suppressed" }
    public var hint: String { "Click Change Color: the view's own layer changes instantly (its delegate returns NSNull)" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let view = LayerView()
        let layer = view.layer
        layer.name = "layerView"
        layer.frame = ColorHarness.layerViewFrame
        container.addSublayer(layer)
        // The listing: colour the backing layer directly.
        layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let colors = ColorSource()
        // The button's action holds the view (a layer's delegate is weak).
        ColorHarness.addButton(environment) {
            view.layer.backgroundColor = colors.next()
        }
    }
}

/// Listing 7.5: what a view's `actionForLayer:forKey:` returns (CATALOG.md 7.5).
///
/// Logs the view's action for "backgroundColor" outside and then inside an animation
/// block: `<null>` (NSNull, which ends the search with no animation), then a basic
/// animation. UIKit's animation blocks are rebuilt by `LayerView`. The button changes the
/// view's colour inside a 1 s animation block, so the vended action is seen at work.
public struct Listing7_5: Demo {
    public init() {}
    public var id: String { "7.5" }
    public var title: String { "Probing actionForLayer:forKey:" }
    public var hint: String { "Logged: <null> outside an animation block, an animation inside; the button uses a block" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let view = LayerView()
        let layer = view.layer
        layer.name = "layerView"
        layer.frame = ColorHarness.layerViewFrame
        layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        container.addSublayer(layer)
        // The listing.
        let outside = "Outside: \(LayerView.describe(view.action(for: layer, forKey: "backgroundColor")))"
        view.beginAnimations()
        let inside = "Inside: \(LayerView.describe(view.action(for: layer, forKey: "backgroundColor")))"
        view.commitAnimations()
        environment.log(outside)
        environment.log(inside)
        let output = Label(text: outside + "\n" + inside, frame: CGRect(x: 20, y: 350, width: 360, height: 44), fontSize: 14)
        output.isWrapped = true
        output.name = "log"
        environment.add(output)
        let colors = ColorSource()
        ColorHarness.addButton(environment, title: "Animate Color") {
            view.animate(withDuration: 1.0) { view.layer.backgroundColor = colors.next() }
        }
    }
}
