/// Renders a demo without a display, as `layerdemos --headless` does: the demo is built at
/// media time 0 in a `HeadlessHost` the size of its container and stepped 1/60 s at a time to
/// `time`, with scripted input delivered on the way. The frame is the container alone.
public enum HeadlessRender {
    /// The frame of `demo` at media `time` (seconds since it was built), at `scale` pixels
    /// per point, after `inputs`. Messages the demo logs go to `log`. Throws for a negative or
    /// non-finite time or an invalid scale or content size.
    public static func render(_ demo: Demo, at time: CFTimeInterval, scale: CGFloat = 1,
                              inputs: [ScriptedInput] = [], log: @escaping (String) -> Void = { _ in }) throws -> CGImage {
        guard time.isFinite, time >= 0 else { throw LayerHostError.invalidTime(time) }
        let session = try HeadlessSession(demo, scale: scale, inputs: inputs, log: log)
        defer { session.finish() }
        try session.run(until: time)
        return session.image
    }

    /// The layer tree of `demo` (its container and everything in it) at media `time` after
    /// `inputs`, read from the same run `render` would draw; see `LayerTreeDump`.
    package static func dumpTree(_ demo: Demo, at time: CFTimeInterval, scale: CGFloat = 1, inputs: [ScriptedInput] = [],
                                 log: @escaping (String) -> Void = { _ in }) throws -> LayerTreeDump {
        guard time.isFinite, time >= 0 else { throw LayerHostError.invalidTime(time) }
        let session = try HeadlessSession(demo, scale: scale, inputs: inputs, log: log)
        defer { session.finish() }
        try session.run(until: time)
        return LayerTreeDump(root: session.container, time: time)
    }
}

/// One demo built in a `HeadlessHost`, kept alive between frames: what `HeadlessRender`
/// renders one frame of, what a recording renders many frames of and what `--dump-tree`
/// reads the layer tree of. While it runs, the media clock is frozen at the last frame's time.
package final class HeadlessSession {
    /// The host driving the demo's scene.
    package let host: HeadlessHost
    /// The container the demo was built in (the book's root view).
    package let container: CALayer
    private let environment: DemoEnvironment
    private var finished = false

    /// Builds `demo` at media time 0 in a host of its content size at `scale` pixels per point,
    /// with `inputs` queued; demo messages go to `log`. Throws for an invalid scale or size.
    package init(_ demo: Demo, scale: CGFloat, inputs: [ScriptedInput], log: @escaping (String) -> Void) throws {
        host = try HeadlessHost(size: demo.contentSize, scale: scale)
        container = DemoContainer.make(for: demo)
        host.rootLayer.backgroundColor = DemoContainer.gray
        host.rootLayer.addSublayer(container)
        let env = DemoEnvironment(container: container, scene: host.scene, isHeadless: true, messageSink: log)
        environment = env
        // Weak: the environment holds the scene, so strong captures would keep both alive.
        host.scene.pointerHandler = { [weak env] event, hit in env?.deliver(event, hit: hit) }
        host.scene.keyHandler = { [weak env] key in env?.deliver(key) ?? false }
        demo.build(in: container, environment: env)
        for input in inputs {
            for e in input.events(frameInterval: host.scene.frameInterval) { host.post(e) }
        }
    }

    /// Renders frames up to media time `t` (seconds), the last one at exactly `t`; throws for a
    /// time before the last frame or not finite.
    package func run(until t: CFTimeInterval) throws { try host.run(until: t) }

    /// The last rendered frame (content size x scale pixels).
    package var image: CGImage { host.image }

    /// Tears the demo down and gives the media clock back; later calls do nothing.
    package func finish() {
        guard !finished else { return }
        finished = true
        environment.tearDown()
        host.finish()
    }

    deinit { finish() }
}

/// The container a demo is built in: the book's light-gray root view.
package enum DemoContainer {
    /// The book's harness gray (0.75 white).
    package static let gray = CGColor(gray: 0.75, alpha: 1)

    /// A container of `demo.contentSize` at the origin, named after the demo.
    package static func make(for demo: Demo) -> CALayer {
        let c = CALayer()
        c.name = "demo \(demo.id)"
        c.frame = CGRect(origin: .zero, size: demo.contentSize)
        c.backgroundColor = gray
        return c
    }
}
