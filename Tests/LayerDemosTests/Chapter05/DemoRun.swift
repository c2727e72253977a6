import Foundation
import LayerKitTestSupport
import Testing
import DemoKit

/// What the chapter 5 and 7 demo tests share (a namespace, so the names stay clear of other
/// chapters' helpers in this target).
enum C57 {}

extension C57 {
    /// A demo built in a headless host as `layerdemos --headless` builds it, for tests that step
    /// time, post input and read model, presentation and pixel values in between. The media
    /// clock is process-wide: one run at a time, and `finish()` it.
    final class Run {
        let host: HeadlessHost
        let container: CALayer
        let environment: DemoEnvironment

        /// Builds `demo` at media time 0 at `scale` pixels per point.
        init(_ demo: Demo, scale: CGFloat = 1) throws {
            host = try HeadlessHost(size: demo.contentSize, scale: scale)
            container = DemoContainer.make(for: demo)
            host.rootLayer.backgroundColor = DemoContainer.gray
            host.rootLayer.addSublayer(container)
            let env = DemoEnvironment(container: container, scene: host.scene, isHeadless: true) { _ in }
            environment = env
            host.scene.pointerHandler = { event, hit in env.deliver(event, hit: hit) }
            demo.build(in: container, environment: env)
        }

        /// The layer named `name` in the demo's tree.
        func layer(named name: String) -> CALayer? {
            func find(_ l: CALayer) -> CALayer? {
                if l.name == name { return l }
                for s in l.sublayers ?? [] { if let f = find(s) { return f } }
                return nil
            }
            return find(container)
        }

        /// Renders frames up to media time `t` (the clock stays frozen at `t`).
        func run(until t: CFTimeInterval) throws { try host.run(until: t) }

        /// Queues a click (down and up) at `p` (container points) for the frame at media time `t`.
        func tap(_ p: CGPoint, at t: CFTimeInterval) {
            for e in ScriptedInput.tap(p, at: t).events(frameInterval: host.scene.frameInterval) { host.post(e) }
        }

        /// The last frame.
        var frame: Bitmap { Bitmap(host.image) }

        /// The messages the demo logged.
        var messages: [String] { environment.messages }

        func finish() {
            environment.tearDown()
            host.finish()
        }
    }

    /// Colour helpers.
    enum Pixels {
        /// The harness gray (0.75) as premultiplied ARGB32.
        static let gray: UInt32 = 0xFFBF_BFBF
        static let white: UInt32 = 0xFFFF_FFFF

        /// The premultiplied ARGB32 pixel at `(x, y)` of `b`.
        static func at(_ b: Bitmap, _ x: Int, _ y: Int) -> UInt32 { b.pixels[y * b.width + x] }

        /// `(r, g, b)` 0...255 of an opaque ARGB32 pixel.
        static func rgb(_ p: UInt32) -> [Int] { [Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF)] }

        /// The 0...255 value a colour component in 0...1 is drawn with.
        static func byte(_ c: CGFloat) -> Int { Int((c * 255).rounded()) }

        /// Whether opaque `p` is within `tolerance` steps of `color` in every channel.
        static func matches(_ p: UInt32, _ color: CGColor, tolerance: Int = 1) -> Bool {
            let c = color.components ?? []
            guard c.count >= 3 else { return false }
            return zip(rgb(p), c.prefix(3)).allSatisfy { abs($0 - byte($1)) <= tolerance }
        }

        /// The `w` x `h` pixels of `b` at `(x, y)`.
        static func crop(_ b: Bitmap, _ x: Int, _ y: Int, _ w: Int, _ h: Int) -> Bitmap {
            var px: [UInt32] = []
            for row in y..<y + h { px += b.pixels[row * b.width + x ..< row * b.width + x + w] }
            return Bitmap(width: w, height: h, pixels: px)
        }
    }

    /// The red, green, blue, alpha components of `color` (an RGB colour).
    static func rgba(_ color: CGColor?) -> [CGFloat] { color?.components ?? [] }

    /// Whether `a` and `b` agree within `tolerance` component by component.
    static func close(_ a: [CGFloat], _ b: [CGFloat], _ tolerance: CGFloat = 1e-6) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// Whether two points agree within `tolerance` points.
    static func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    /// Checks `demo` at media time `time` (after `inputs`) against the golden `name`, rendered at
    /// half scale (a 400-point container gives 200 x 200 pixels), within one step per channel.
    /// Half, not a quarter: the demos' edges then fall on whole pixels, never on pixel centres,
    /// where a transform's rounding noise (cos π/2 is 6e-17) would decide single pixels.
    static func checkGolden(_ demo: Demo, _ name: String, at time: CFTimeInterval, inputs: [ScriptedInput] = [],
                     sourceLocation: SourceLocation = #_sourceLocation) throws {
        let image = try HeadlessRender.render(demo, at: time, scale: 0.5, inputs: inputs)
        let targetRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        Golden.check(Bitmap(image), named: name, tolerance: 1,
                     filePath: targetRoot.appendingPathComponent("DemoGoldens.swift").path, sourceLocation: sourceLocation)
    }
}
