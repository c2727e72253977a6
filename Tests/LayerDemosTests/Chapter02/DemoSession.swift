import DemoKit
import Foundation
import LayerDemos
import LayerKitTestSupport
import Testing

/// A demo built headless exactly as `HeadlessRender.render` builds it (same host, container
/// and environment), but kept open so a test can read the demo's layers between frames,
/// change them, post input and render again. Shared by the chapter 2 to 4 demo tests.
///
/// The media clock is process-wide: one session (or `HeadlessRender` call) at a time, which
/// `swift test --no-parallel` gives; `finish()` gives the clock back.
final class DemoSession {
    let host: HeadlessHost
    let container: CALayer
    let environment: DemoEnvironment

    /// Builds `demo` at media time 0 at `scale` pixels per point.
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

    /// Renders frames up to media time `t` and returns the last one.
    @discardableResult
    func run(until t: CFTimeInterval) throws -> Bitmap {
        try host.run(until: t)
        return Bitmap(host.image)
    }

    /// Queues scripted input (times are media times since the demo was built).
    func post(_ input: ScriptedInput) {
        for e in input.events(frameInterval: host.scene.frameInterval) { host.post(e) }
    }

    /// The messages the demo logged so far.
    var messages: [String] { environment.messages }

    /// The first layer named `name` in the demo's tree (depth first); fails the test if none.
    func layer(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> CALayer {
        func find(_ l: CALayer) -> CALayer? {
            if l.name == name { return l }
            for s in l.sublayers ?? [] { if let f = find(s) { return f } }
            return nil
        }
        guard let found = find(container) else {
            Issue.record("no layer named \(name)", sourceLocation: sourceLocation)
            return CALayer()
        }
        return found
    }

    /// Runs `body` in a transaction with implicit animations off (as a test changes a scene).
    func change(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    /// Stops the demo's timers and gives the media clock back.
    func finish() {
        environment.tearDown()
        host.finish()
    }

    /// Builds `demo`, runs `body` with the session and finishes it, also when `body` throws.
    static func with<T>(_ demo: Demo, scale: CGFloat = 1, _ body: (DemoSession) throws -> T) throws -> T {
        let session = try DemoSession(demo, scale: scale)
        defer { session.finish() }
        return try body(session)
    }
}

/// Golden images of whole demo frames, stored as Tests/LayerDemosTests/Goldens/<name>.png
/// (the target's shared golden folder, which Package.swift excludes from the build).
enum DemoGolden {
    /// Renders the registered demo `id` at media `time` with `HeadlessRender` (the path
    /// `layerdemos --headless` takes) and checks it against the golden "demo-<id>-t<time>",
    /// within one step per channel.
    static func check(_ id: String, at time: CFTimeInterval, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let demo = try #require(LayerDemos.catalog.demo(id: id), "demo \(id) is registered", sourceLocation: sourceLocation)
        let image = try HeadlessRender.render(demo, at: time)
        let targetRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        Golden.check(Bitmap(image), named: "demo-\(id)-t\(formatted(time))", tolerance: 1,
                     filePath: targetRoot.appendingPathComponent("DemoGoldens.swift").path, sourceLocation: sourceLocation)
    }

    /// "0", "0.5", "1": the time as golden names write it.
    static func formatted(_ t: CFTimeInterval) -> String {
        t == t.rounded() ? String(Int(t)) : String(t)
    }
}
