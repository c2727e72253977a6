/// Snippet 14.2a: decoding eagerly (CATALOG.md 14.2a).
///
/// The book forces decoding by creating the image through ImageIO with the "should cache"
/// option, or by drawing it into a context. LayerKit's `CGImage(contentsOf:)` is already that
/// eager decode (libpng or libjpeg-turbo to premultiplied ARGB32 before it returns), so this
/// demo decodes one photo on the background loader and shows where the time goes: reading the
/// file and decoding it there, and drawing the decoded image (the whole of it, into a context
/// of its size) on the main thread, which only copies pixels.
public struct Listing14_2a: Demo {
    /// The numbers shown, to read after building.
    public final class Timings {
        /// Milliseconds reading the file and decoding it (background), and drawing it (main).
        public internal(set) var read = 0.0, decode = 0.0, draw = 0.0
        /// The decoded image, once it arrived.
        public internal(set) var image: CGImage?
    }

    /// What was measured.
    public let timings = Timings()

    public init() {}
    public var id: String { "14.2a" }
    public var title: String { "Decoding eagerly: CGImage(contentsOf:) decodes before it returns" }
    public var hint: String { "Watch the readout: the decode happens on the background thread, the draw only copies" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let view = CALayer()
        view.name = "photo"
        view.frame = CGRect(x: 40, y: 40, width: 320, height: 240)
        view.backgroundColor = CGColor(gray: 0.9, alpha: 1)
        view.contentsGravity = .resizeAspect
        view.contentsScale = environment.scale
        container.addSublayer(view)
        let clock = environment.realTime, timings = timings
        ImageLoader(maxConcurrentLoads: 1).perform({ () -> (CGImage?, Double, Double) in
            let start = clock()
            guard let url = try? Chapter14.PhotoFiles.vacationPhoto(1, extension: "png"),
                  let data = try? Data(contentsOf: url) else { return (nil, 0, 0) }
            let read = clock()
            let image = try? CGImage(data: data)
            return (image, (read - start) * 1000, (clock() - read) * 1000)
        }, then: { image, read, decode in
            timings.read = read
            timings.decode = decode
            guard let image else { environment.log("the photo could not be loaded"); return }
            let start = clock()
            if let ctx = CGContext(data: nil, width: image.width, height: image.height, bitsPerComponent: 8, bytesPerRow: 0,
                                   space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue) {
                ctx.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
            }
            timings.draw = (clock() - start) * 1000
            timings.image = image
            Chapter08.withoutActions { view.contents = image }
        })
        Chapter13.addReadout(in: container, environment: environment) {
            guard let image = timings.image else { return "loading Photo2.png in the background…" }
            return String(format: "%d×%d | off main: read %.1f, decode %.1f ms | main: draw %.1f ms", image.width,
                          image.height, timings.read, timings.decode, timings.draw)
        }
    }
}
