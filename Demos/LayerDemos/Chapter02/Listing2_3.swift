/// Listing 2.3: a sprite sheet shared by four views through `contentsRect` (CATALOG.md 2.3).
///
/// `Sprites.png` is a 2 x 2 sheet (igloo, cone, anchor, ship, one 256 x 256 quadrant each).
/// Each of four white views gets the same `CGImage` as contents, `resizeAspect` gravity and
/// a `contentsRect` in unit coordinates that selects one quadrant. The book places the views
/// in Interface Builder; here they sit in a 2 x 2 grid of 150 x 150 point views.
public struct Listing2_3: Demo {
    public init() {}
    public var id: String { "2.3" }
    public var title: String { "Sprite sheet via contentsRect" }
    public var hint: String { "One 512x512 sprite sheet, four layers: each contentsRect picks one quadrant" }

    /// The views' names, frames in the container, and the quadrant each shows.
    public static let sprites: [(name: String, frame: CGRect, contentsRect: CGRect)] = [
        ("iglooView", CGRect(x: 40, y: 40, width: 150, height: 150), CGRect(x: 0, y: 0, width: 0.5, height: 0.5)),
        ("coneView", CGRect(x: 210, y: 40, width: 150, height: 150), CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)),
        ("anchorView", CGRect(x: 40, y: 210, width: 150, height: 150), CGRect(x: 0, y: 0.5, width: 0.5, height: 0.5)),
        ("shipView", CGRect(x: 210, y: 210, width: 150, height: 150), CGRect(x: 0.5, y: 0.5, width: 0.5, height: 0.5)),
    ]

    public func build(in container: CALayer, environment: DemoEnvironment) {
        // The listing loads the sheet once and hands the same image to every view.
        let image = DemoAssets.image(.sprites, scale: environment.scale)
        for sprite in Self.sprites {
            let view = CALayer()
            view.name = sprite.name
            view.frame = sprite.frame
            view.backgroundColor = CGColor(gray: 1, alpha: 1)
            container.addSublayer(view)
            Self.addSpriteImage(image, withContentRect: sprite.contentsRect, to: view)
        }
    }

    /// The listing's `addSpriteImage:withContentRect:toLayer:`.
    static func addSpriteImage(_ image: CGImage, withContentRect rect: CGRect, to layer: CALayer) {
        layer.contents = image
        layer.contentsGravity = .resizeAspect
        layer.contentsRect = rect
    }
}
