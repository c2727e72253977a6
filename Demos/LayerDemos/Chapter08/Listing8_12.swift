/// Listing 8.12: a fade between tab-bar tabs (CATALOG.md 8.12).
///
/// The book's `UITabBarController` is rebuilt with layers: a 300 x 300 container holds the
/// selected page ("First" or "Second", the template's two view controllers), and a
/// segmented control below stands in for the tab bar. Selecting a tab swaps the child page
/// layer (actions disabled, as views swap) and, as the book's delegate callback does, adds
/// a fade `CATransition` to the container: the layer that survives the swap, never the
/// outgoing page.
public struct Listing8_12: Demo {
    public init() {}
    public var id: String { "8.12" }
    public var title: String { "Fade between tab bar tabs" }
    public var hint: String { "Click the First and Second tabs: the pages cross-fade" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let tabView = CALayer()
        tabView.name = "tabBarController.view"
        tabView.frame = Chapter08.containerViewFrame
        tabView.masksToBounds = true
        container.addSublayer(tabView)
        let pages = [Self.page("First View", number: "1", color: CGColor(gray: 1, alpha: 1), environment: environment),
                     Self.page("Second View", number: "2", color: CGColor(red: 1, green: 0.93, blue: 0.7, alpha: 1),
                               environment: environment)]
        for p in pages { p.frame = tabView.bounds }
        tabView.addSublayer(pages[0])
        let tabBar = SegmentedControl(items: ["First", "Second"],
                                      frame: CGRect(x: Chapter08.containerViewFrame.minX, y: Chapter08.buttonRowY,
                                                    width: Chapter08.containerViewFrame.width, height: 36))
        tabBar.name = "tabBar"
        tabBar.onValueChanged = { index in
            // The tab bar controller swaps its child view...
            Chapter08.withoutActions {
                tabView.sublayers?.forEach { $0.removeFromSuperlayer() }
                tabView.addSublayer(pages[index])
            }
            // ...and the delegate's didSelect callback fades the container.
            let transition = CATransition()
            transition.type = .fade
            tabView.add(transition, forKey: nil)
        }
        environment.add(tabBar, to: container)
    }

    /// A page of the template: a title and a large number on `color`.
    static func page(_ title: String, number: String, color: CGColor, environment: DemoEnvironment) -> CALayer {
        let page = CALayer()
        page.name = title
        page.backgroundColor = color
        let big = CATextLayer()
        big.string = number
        big.fontSize = 120
        big.foregroundColor = CGColor(gray: 0.2, alpha: 1)
        big.alignmentMode = .center
        big.frame = CGRect(x: 0, y: 60, width: 300, height: 150)
        big.contentsScale = environment.scale
        let label = CATextLayer()
        label.string = title
        label.fontSize = 24
        label.foregroundColor = CGColor(gray: 0.2, alpha: 1)
        label.alignmentMode = .center
        label.frame = CGRect(x: 0, y: 220, width: 300, height: 34)
        label.contentsScale = environment.scale
        page.addSublayer(big)
        page.addSublayer(label)
        return page
    }
}
