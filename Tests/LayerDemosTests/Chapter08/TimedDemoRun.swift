import DemoKit
import LayerDemos
import Foundation
import LayerKitTestSupport
import Testing

/// A demo built in a headless host that a test steps through media time and inspects: the
/// same setup as `HeadlessRender.render` (a `HeadlessHost` the size of the demo, its
/// container at the origin, a headless `DemoEnvironment`), kept alive so that the test can
/// post input between frames and read model and presentation values of the demo's layers.
/// Frames are rendered at `scale` (1 by default). Call `finish()` (or let it go) to give the
/// media clock back; one run at a time, as the clock is process-wide.
final class TimedDemoRun {
    let host: HeadlessHost
    let container: CALayer
    let environment: DemoEnvironment
    private var finished = false

    init(_ demo: Demo, scale: CGFloat = 1) throws {
        host = try HeadlessHost(size: demo.contentSize, scale: scale)
        container = DemoContainer.make(for: demo)
        host.rootLayer.backgroundColor = DemoContainer.gray
        host.rootLayer.addSublayer(container)
        let env = DemoEnvironment(container: container, scene: host.scene, isHeadless: true, messageSink: { _ in })
        environment = env
        host.scene.pointerHandler = { event, hit in env.deliver(event, hit: hit) }
        host.scene.keyHandler = { env.deliver($0) }
        demo.build(in: container, environment: env)
    }

    deinit { finish() }

    /// Tears the demo down and unfreezes the clock (idempotent).
    func finish() {
        guard !finished else { return }
        finished = true
        environment.tearDown()
        host.finish()
    }

    /// Renders frames up to media time `t` (the last one at exactly `t`).
    func run(until t: CFTimeInterval) throws { try host.run(until: t) }

    /// Queues a click at `point` (container points) at media time `t`.
    func tap(_ point: CGPoint, at t: CFTimeInterval) { post(.tap(point, at: t)) }

    /// Queues a straight drag from `a` to `b` between media times `t0` and `t1`.
    func drag(from a: CGPoint, to b: CGPoint, from t0: CFTimeInterval, to t1: CFTimeInterval) {
        post(.drag(from: a, to: b, start: t0, end: t1))
    }

    /// Clicks the centre of the button (or any layer) named `name` at media time `t`.
    func tapLayer(named name: String, at t: CFTimeInterval) {
        let l = layer(name)
        tap(container.convert(CGPoint(x: l.bounds.midX, y: l.bounds.midY), from: l), at: t)
    }

    /// Presses `key` now (between frames), as the host delivers keys.
    @discardableResult
    func press(_ key: KeyEvent.Key, characters: String = "") -> Bool {
        host.scene.send(KeyEvent(key: key, characters: characters))
    }

    /// Types `text` one character at a time now.
    func type(_ text: String) {
        for c in text { press(.character(c), characters: String(c)) }
    }

    private func post(_ input: ScriptedInput) {
        for e in input.events(frameInterval: host.scene.frameInterval) { host.post(e) }
    }

    /// The first layer named `name` in the demo's tree (depth first); the test fails when none is.
    func layer(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> CALayer {
        if let found = Self.find(name, in: container) { return found }
        Issue.record("no layer named \(name)", sourceLocation: sourceLocation)
        return CALayer()
    }

    /// Whether a layer named `name` is in the demo's tree.
    func has(_ name: String) -> Bool { Self.find(name, in: container) != nil }

    private static func find(_ name: String, in layer: CALayer) -> CALayer? {
        if layer.name == name { return layer }
        for s in layer.sublayers ?? [] { if let f = find(name, in: s) { return f } }
        return nil
    }

    /// The last frame.
    var frame: Bitmap { Bitmap(host.image) }

    /// The messages the demo logged.
    var messages: [String] { environment.messages }

    /// The presentation value of `keyPath` on the layer named `name`, as a number.
    func number(_ name: String, _ keyPath: String, sourceLocation: SourceLocation = #_sourceLocation) -> CGFloat {
        let l = layer(name, sourceLocation: sourceLocation)
        let v = (l.presentation() ?? l).value(forKeyPath: keyPath)
        if let c = v as? CGFloat { return c }
        if let d = v as? Double { return CGFloat(d) }
        if let f = v as? Float { return CGFloat(f) }
        if let n = v as? NSNumber { return CGFloat(n.doubleValue) }
        Issue.record("\(name).\(keyPath) is \(String(describing: v)), not a number", sourceLocation: sourceLocation)
        return .nan
    }

    /// The presentation position of the layer named `name`.
    func position(_ name: String) -> CGPoint {
        let l = layer(name)
        return (l.presentation() ?? l).position
    }

    /// The presentation background colour of the layer named `name` as [r, g, b, a].
    func color(_ name: String) -> [CGFloat] {
        let l = layer(name)
        return (l.presentation() ?? l).backgroundColor?.components ?? []
    }
}

/// Comparisons with a tolerance, for presentation values.
func near(_ a: CGFloat, _ b: CGFloat, _ eps: CGFloat = 1e-3) -> Bool { abs(a - b) <= eps }
func near(_ a: CGPoint, _ b: CGPoint, _ eps: CGFloat = 1e-3) -> Bool { near(a.x, b.x, eps) && near(a.y, b.y, eps) }
func near(_ a: [CGFloat], _ b: [CGFloat], _ eps: CGFloat = 1e-3) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { near($0, $1, eps) }
}

