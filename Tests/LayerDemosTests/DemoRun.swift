import DemoKit
import Foundation
import LayerKitTestSupport
import Testing

/// A demo built headless exactly as `HeadlessRender.render` builds it (a `HeadlessHost` the
/// size of the demo, its container at the origin over the harness gray, a headless
/// `DemoEnvironment` that receives the scene's pointer and key events), but kept alive so a
/// test can step media time, post input between frames, read the demo's layers and render
/// the current frame. The one harness of the demo tests.
///
/// Times are media times in seconds since the demo was built; points are container points
/// (at scale 1 a point is a pixel). The media clock is process-wide: one run (or
/// `HeadlessRender` call) at a time, which `swift test --no-parallel` gives; `finish()` (or
/// letting the run go) tears the demo down and gives the clock back.
final class DemoRun {
    /// The headless host driving the demo's scene.
    let host: HeadlessHost
    /// The container the demo was built in.
    let container: CALayer
    /// The headless environment the demo was built with.
    let environment: DemoEnvironment
    private var finished = false

    /// Which tree a value is read from.
    enum Tree {
        /// The model layer, as the demo last set it.
        case model
        /// The presentation layer, as the last frame showed it (the model before the first commit).
        case presentation
    }

    /// Builds `demo` at media time 0 at `scale` pixels per point, as `HeadlessRender` does;
    /// `realTime` is the clock the demo measures work with (one standing still by default).
    init(_ demo: Demo, scale: CGFloat = 1, realTime: @escaping () -> CFTimeInterval = { 0 }) throws {
        host = try HeadlessHost(size: demo.contentSize, scale: scale)
        container = DemoContainer.make(for: demo)
        host.rootLayer.backgroundColor = DemoContainer.gray
        host.rootLayer.addSublayer(container)
        let env = DemoEnvironment(container: container, scene: host.scene, isHeadless: true, realTime: realTime,
                                  messageSink: { _ in })
        environment = env
        // Weak: the environment holds the scene, so strong captures would keep both alive.
        host.scene.pointerHandler = { [weak env] event, hit in env?.deliver(event, hit: hit) }
        host.scene.keyHandler = { [weak env] key in env?.deliver(key) ?? false }
        demo.build(in: container, environment: env)
    }

    deinit { finish() }

    /// Builds `demo`, runs `body` with the run and finishes it, also when `body` throws.
    static func with<T>(_ demo: Demo, scale: CGFloat = 1, _ body: (DemoRun) throws -> T) throws -> T {
        let run = try DemoRun(demo, scale: scale)
        defer { run.finish() }
        return try body(run)
    }

    /// Stops the demo's timers, links and recognizers and gives the media clock back (idempotent).
    func finish() {
        guard !finished else { return }
        finished = true
        environment.tearDown()
        host.finish()
    }

    // MARK: Time and frames

    /// Renders frames up to media time `t`, the last one at exactly `t`.
    func run(until t: CFTimeInterval) throws { try host.run(until: t) }

    /// Renders frames up to media time `t` and returns the last one.
    func frame(at t: CFTimeInterval) throws -> Bitmap {
        try run(until: t)
        return frame
    }

    /// The last rendered frame (content size x scale pixels, premultiplied ARGB32).
    var frame: Bitmap { Bitmap(host.image) }

    /// The messages the demo logged so far.
    var messages: [String] { environment.messages }

    /// Runs `body` in a transaction with implicit animations off and commits it, as a test
    /// changes a scene between frames.
    func change(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    // MARK: Input

    /// Queues scripted input (its times are media times) for the frames it falls on.
    func post(_ input: ScriptedInput) {
        for e in input.events(frameInterval: host.scene.frameInterval) { host.post(e) }
    }

    /// Queues a click (down and up) at `point` for the frame at media time `t`.
    func tap(_ point: CGPoint, at t: CFTimeInterval) { post(.tap(point, at: t)) }

    /// Queues a straight drag from `a` to `b` between media times `t0` and `t1`.
    func drag(from a: CGPoint, to b: CGPoint, from t0: CFTimeInterval, to t1: CFTimeInterval) {
        post(.drag(from: a, to: b, start: t0, end: t1))
    }

    /// Queues a click at the centre of the layer (a button, say) named `name` at media time `t`.
    func tapLayer(named name: String, at t: CFTimeInterval, sourceLocation: SourceLocation = #_sourceLocation) {
        let l = layer(name, sourceLocation: sourceLocation)
        tap(container.convert(CGPoint(x: l.bounds.midX, y: l.bounds.midY), from: l), at: t)
    }

    /// Presses `key` now (between frames), as the host delivers keys; whether it was handled.
    @discardableResult
    func press(_ key: KeyEvent.Key, characters: String = "") -> Bool {
        host.scene.send(KeyEvent(key: key, characters: characters))
    }

    /// Types `text` one character at a time now.
    func type(_ text: String) {
        for c in text { press(.character(c), characters: String(c)) }
    }

    // MARK: Layers and their values

    /// The first layer named `name` in the demo's tree (depth first from the container), if any.
    func layer(named name: String) -> CALayer? {
        func find(_ l: CALayer) -> CALayer? {
            if l.name == name { return l }
            for s in l.sublayers ?? [] { if let f = find(s) { return f } }
            return nil
        }
        return find(container)
    }

    /// The layer named `name` as `tree` holds it; records an issue (and returns a blank layer)
    /// when the demo has none.
    func layer(_ name: String, in tree: Tree = .model, sourceLocation: SourceLocation = #_sourceLocation) -> CALayer {
        guard let l = layer(named: name) else {
            Issue.record("no layer named \(name)", sourceLocation: sourceLocation)
            return CALayer()
        }
        switch tree {
        case .model: return l
        case .presentation: return l.presentation() ?? l
        }
    }

    /// The value of `keyPath` on the layer named `name` in `tree`, as a number (NaN and an
    /// issue when it is none).
    func number(_ name: String, _ keyPath: String, in tree: Tree = .presentation,
                sourceLocation: SourceLocation = #_sourceLocation) -> CGFloat {
        let v = layer(name, in: tree, sourceLocation: sourceLocation).value(forKeyPath: keyPath)
        if let c = v as? CGFloat { return c }
        if let d = v as? Double { return CGFloat(d) }
        if let f = v as? Float { return CGFloat(f) }
        if let n = v as? NSNumber { return CGFloat(n.doubleValue) }
        Issue.record("\(name).\(keyPath) is \(String(describing: v)), not a number", sourceLocation: sourceLocation)
        return .nan
    }

    /// The position (superlayer points) of the layer named `name` in `tree`.
    func position(_ name: String, in tree: Tree = .presentation, sourceLocation: SourceLocation = #_sourceLocation) -> CGPoint {
        layer(name, in: tree, sourceLocation: sourceLocation).position
    }

    /// The background colour of the layer named `name` in `tree` as its components
    /// ([r, g, b, a] for an RGB colour, 0...1, not premultiplied); empty when it has none.
    func color(_ name: String, in tree: Tree = .presentation, sourceLocation: SourceLocation = #_sourceLocation) -> [CGFloat] {
        components(layer(name, in: tree, sourceLocation: sourceLocation).backgroundColor)
    }

    /// The angle (radians in (−π, π]) by which the transform of the layer named `name` in
    /// `tree` turns the x axis about z: atan2(m12, m11).
    func rotation(_ name: String, in tree: Tree = .presentation, sourceLocation: SourceLocation = #_sourceLocation) -> CGFloat {
        let t = layer(name, in: tree, sourceLocation: sourceLocation).transform
        return atan2(t.m12, t.m11)
    }
}
