import DemoKit
import LayerDemos
import LayerKit
import Testing
import LayerKitTestSupport

/// Wraps a demo to keep a weak handle on the container it is built in.
private final class Watched: Demo {
    let inner: Demo
    weak var container: CALayer?
    init(_ demo: Demo) { inner = demo }
    var id: String { inner.id }
    var title: String { inner.title }
    var hint: String { inner.hint }
    var contentSize: CGSize { inner.contentSize }
    func build(in c: CALayer, environment: DemoEnvironment) {
        container = c
        inner.build(in: c, environment: environment)
    }
}

/// Oracle: a demo's layers belong to its scene; once a headless render (or the shell's switch
/// to another demo) is over, nothing may keep them alive, or a long session grows without end.
@Suite("Demos release their layers", .ownMediaClock)
struct DemoReleaseTests {
    @Test("every demo's container is freed after a headless render", arguments: LayerDemos.all.map(\.id))
    func released(id: String) throws {
        let demo = try #require(LayerDemos.catalog.demo(id: id))
        let watched = Watched(demo)
        _ = try HeadlessRender.render(watched, at: 0.5)
        CATransaction.flush()
        #expect(watched.container == nil, "demo \(id) still holds its container")
    }
}
