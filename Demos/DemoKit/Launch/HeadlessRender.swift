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
        let host = try HeadlessHost(size: demo.contentSize, scale: scale)
        defer { host.finish() }
        let container = DemoContainer.make(for: demo)
        host.rootLayer.backgroundColor = DemoContainer.gray
        host.rootLayer.addSublayer(container)
        let env = DemoEnvironment(container: container, scene: host.scene, isHeadless: true, messageSink: log)
        defer { env.tearDown() }
        // Weak: the environment holds the scene, so strong captures would keep both alive.
        host.scene.pointerHandler = { [weak env] event, hit in env?.deliver(event, hit: hit) }
        host.scene.keyHandler = { [weak env] key in env?.deliver(key) ?? false }
        demo.build(in: container, environment: env)
        for input in inputs {
            for e in input.events(frameInterval: host.scene.frameInterval) { host.post(e) }
        }
        try host.run(until: time)
        return host.image
    }
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
