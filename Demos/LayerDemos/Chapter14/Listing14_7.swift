import Foundation

/// Listing 14.7: a JPEG colour image masked by a PNG (CATALOG.md 14.7).
///
/// Snowman.jpg (the snowman on a pale-blue backdrop, no alpha) and SnowmanMask.png (white
/// where the snowman is) are read from their files, and the colour image is masked by the
/// mask (`CGImage.masking(_:)`): each pixel keeps the JPEG's colour and takes the mask's gray
/// as its alpha. Shown over a striped background, the snowman appears cut out, the blue
/// backdrop gone.
public struct Listing14_7: Demo {
    /// The images, to read after building.
    public final class Images {
        /// The decoded JPEG, the decoded mask and the composite (nil if a file failed).
        public internal(set) var color: CGImage?, mask: CGImage?, composite: CGImage?
    }

    /// What was loaded and made.
    public let images = Images()

    public init() {}
    public var id: String { "14.7" }
    public var title: String { "JPEG colour + PNG mask: alpha from the mask's gray" }
    public var hint: String { "The snowman from a JPEG, cut out by a grayscale PNG over a striped background" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        container.addSublayer(Self.stripes(size: environment.size))
        let view = CALayer()
        view.name = "snowman"
        view.frame = CGRect(origin: CGPoint(x: 100, y: 40), size: AssetName.snowman.size)
        container.addSublayer(view)
        do {
            let color = try CGImage(contentsOf: Chapter14.PhotoFiles.snowmanJPEG())
            let mask = try CGImage(contentsOf: Chapter14.PhotoFiles.snowmanMask())
            images.color = color
            images.mask = mask
            images.composite = color.masking(mask)
            view.contents = images.composite
        } catch {
            environment.log("cannot load the snowman: \(error)")
        }
        let label = Label(text: "Snowman.jpg (opaque) masked by SnowmanMask.png: alpha = mask gray",
                          frame: CGRect(x: 10, y: 340, width: 380, height: 40), fontSize: 12)
        label.isWrapped = true
        label.backgroundColor = CGColor(gray: 1, alpha: 0.85)
        environment.add(label, to: container)
    }

    /// Vertical stripes, dark teal and light yellow, 20 points wide, under everything.
    static func stripes(size: CGSize) -> CALayer {
        let background = CALayer()
        background.name = "stripes"
        background.frame = CGRect(origin: .zero, size: size)
        for i in 0..<Int((size.width / 20).rounded(.up)) {
            let stripe = CALayer()
            stripe.frame = CGRect(x: CGFloat(i) * 20, y: 0, width: 20, height: size.height)
            stripe.backgroundColor = i % 2 == 0 ? CGColor(red: 0.1, green: 0.4, blue: 0.45, alpha: 1)
                                                : CGColor(red: 0.98, green: 0.93, blue: 0.6, alpha: 1)
            background.addSublayer(stripe)
        }
        return background
    }
}
