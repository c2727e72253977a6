import Foundation
import LayerKitTestSupport
import Testing
@testable import DemoKit
import LayerDemos

/// The live inspector (issue 16), driven headless: a demo in a `HeadlessSession` with a
/// `LayerInspector` over its scene, input sent to the scene as the window sends it, frames at
/// explicit media times. Oracles: `presentation().hitTest` at the same point (Apple's hit
/// test, which the inspector must agree with); `LayerTreeDump` of a separate run at the same
/// time (the `--dump-tree` output the panel must agree with); CATALOG.md 7.7 (a tap at (80,
/// 300) at 0.5 s starts a 4 s move; the default curve at half time is 0.8024, "Conventions");
/// Apple's implicit animation (0.25 s, the default curve, CATransaction docs).
@Suite("Layer inspector", .ownMediaClock)
struct LayerInspectorTests {
    /// A demo in a headless session with an inspector; the panel lies right of the container
    /// unless a test places it.
    final class Inspected {
        let session: HeadlessSession
        let inspector: LayerInspector
        var scene: LayerScene { session.host.scene }
        var container: CALayer { session.container }

        init(_ demo: Demo, inputs: [ScriptedInput] = []) throws {
            session = try HeadlessSession(demo, scale: 1, inputs: inputs, log: { _ in })
            inspector = LayerInspector(scene: session.host.scene)
            inspector.inspect(session.container)
            inspector.panelFrame = CGRect(x: demo.contentSize.width, y: 0, width: InspectorPanel.width, height: 620)
        }

        func run(until t: CFTimeInterval) throws { try session.run(until: t) }
        func key(_ k: KeyEvent.Key) { scene.send(KeyEvent(key: k)) }
        func click(_ p: CGPoint) {
            let t = CACurrentMediaTime()
            scene.send(PointerEvent(phase: .down, location: p, timestamp: t))
            scene.send(PointerEvent(phase: .up, location: p, timestamp: t))
        }

        /// The layer named `name` in the container's tree.
        func layer(named name: String) throws -> CALayer {
            try #require(InspectorTree(root: container).rows.first { $0.layer.name == name }?.layer)
        }
    }

    static let move = LayerTreeDumpTests.move

    @Test("I opens the inspector (its panel joins the window's root) and closes it again; closed, clicks reach the demo")
    func toggles() throws {
        let d = try Inspected(Listing7_7())
        try d.run(until: 0.1)
        #expect(!d.inspector.isOpen && d.inspector.panel.layer.superlayer == nil)
        d.key(.character("i"))
        #expect(d.inspector.isOpen && d.inspector.panel.layer.superlayer === d.scene.rootLayer)
        #expect(d.inspector.highlight.layer.superlayer === d.scene.rootLayer)
        try d.run(until: 0.2)
        d.key(.character("I"))
        #expect(!d.inspector.isOpen && d.inspector.panel.layer.superlayer == nil && d.inspector.highlight.layer.superlayer == nil)
        // Closed, the inspector takes nothing: 7.7's click elsewhere moves the layer (CATALOG 7.7).
        let colorLayer = try d.layer(named: "colorLayer")
        d.click(CGPoint(x: 80, y: 300))
        #expect(colorLayer.position == CGPoint(x: 80, y: 300))
    }

    @Test("hovering anywhere in 7.7 mid-move and in the 3D cube of 5.10 highlights, and a click selects, the layer presentation().hitTest answers")
    func hoverFollowsHitTest() throws {
        for (demo, inputs, time) in [(Listing7_7() as Demo, Self.move, 2.5), (Listing5_10(), [], 0.5)] {
            let d = try Inspected(demo, inputs: inputs)
            try d.run(until: time - 0.5)
            d.key(.character("i"))
            try d.run(until: time)
            let size = demo.contentSize
            var distinct = Set<ObjectIdentifier>()
            for y in stride(from: CGFloat(5), to: size.height, by: 15) {
                for x in stride(from: CGFloat(5), to: size.width, by: 15) {
                    let p = CGPoint(x: x, y: y)
                    let expected = try #require(d.container.presentation()).hitTest(p)?.model()
                    d.scene.hover(at: p)
                    #expect(d.inspector.hovered === expected, "\(demo.id) at \(p)")
                    if let e = expected { distinct.insert(ObjectIdentifier(e)) }
                }
            }
            #expect(distinct.count >= 2, "\(demo.id): the grid crosses more than the background")
            // A click selects what hovering showed, and the demo does not see it.
            let p = CGPoint(x: 200, y: 200)
            let expected = try #require(d.container.presentation()).hitTest(p)?.model()
            let models = InspectorTree(root: d.container).rows.map { $0.layer.position }
            d.click(p)
            #expect(d.inspector.selected === expected && expected != nil)
            #expect(InspectorTree(root: d.container).rows.map { $0.layer.position } == models, "the click did not reach the demo")
            d.session.finish()
        }
    }

    @Test("for 7.7 mid-move the panel shows LayerTreeDump's model and presentation values and animation")
    func valuesMatchTheDump() throws {
        let d = try Inspected(Listing7_7(), inputs: Self.move)
        try d.run(until: 1)
        d.key(.character("i"))
        d.inspector.select(try d.layer(named: "colorLayer"))
        try d.run(until: 2.5)
        let shown = try #require(d.inspector.shown)
        d.session.finish()
        let dump = try LayerTreeDumpTests.dump()
        let node = try #require(dump.root.sublayers.first { $0.name == "colorLayer" })
        #expect(shown.properties == node.properties)
        #expect(shown.animations == node.animations)
        #expect(shown.frame == node.frame && shown.className == node.className)
        // What the rows say is the dump's text for the same values.
        let rows = d.inspector.panel.valueRows.map(\.strings)
        #expect(rows.count == node.properties.count)
        for (row, p) in zip(rows, node.properties) {
            #expect(row == [(p.key == "opacity" ? "▸ " : "") + p.key, LayerTreeDump.values(p.model, p.key),
                            LayerTreeDump.values(p.presentation, p.key)])
        }
        // And CATALOG 7.7: the model at the target, the presentation 0.8024 of the way.
        let position = try #require(shown.properties.first { $0.key == "position" })
        #expect(position.model == [80, 300])
        let p = try #require(position.presentation)
        #expect(abs(p[0] - LayerTreeDumpTests.midMove[0]) < 0.01 && abs(p[1] - LayerTreeDumpTests.midMove[1]) < 0.01)
    }

    @Test("the panel's begin times count from the demo's start (when the shell hands it the demo), not on the host's clock, as the timeline and --dump-tree do")
    func beginTimesCountFromTheDemosStart() throws {
        // Oracle: docs/layerdemos.md (the timeline's media time is "seconds since the demo was
        // built, as --time counts") and CATALOG 7.7 (the tap at 0.5 s starts the move).
        let d = try Inspected(Listing7_7(), inputs: Self.move)
        try d.run(until: 0.25)
        d.inspector.inspect(d.container)   // as the shell does when it builds a demo, here 0.25 s into the host's clock
        try d.run(until: 1)                // past the tap (an open inspector would take it)
        d.key(.character("i"))
        d.inspector.select(try d.layer(named: "colorLayer"))
        try d.run(until: 2.5)
        let a = try #require(d.inspector.shown?.animations.first)
        d.session.finish()
        #expect(a.beginTime == 0.25, "the tap came 0.5 s on the host's clock, 0.25 s after the demo was handed over: \(a.beginTime)")
    }

    @Test("← on the opacity field sets 0.9 on the model in a transaction: an implicit 0.25 s animation, 0.8024 of the way at half time")
    func editingAnimatesImplicitly() throws {
        let d = try Inspected(Listing7_7())
        try d.run(until: 1)
        d.key(.character("i"))
        let colorLayer = try d.layer(named: "colorLayer")
        d.inspector.select(colorLayer)
        // From the default field, ↓ and ↑ come back to opacity.
        d.key(.down)
        #expect(d.inspector.field == .cornerRadius)
        d.key(.up)
        #expect(d.inspector.field == .opacity)
        d.key(.left)
        #expect(colorLayer.opacity == 0.9, "the model changes at once")
        try d.run(until: 1 + 1.0 / 60)
        let anim = try #require(colorLayer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(anim.duration == 0.25 && anim.keyPath == "opacity")
        let mid = anim.beginTime + 0.125
        try d.run(until: mid)
        let presented = try #require(colorLayer.presentation()).opacity
        #expect(abs(Double(presented) - (1 - 0.1 * 0.8024)) < 1e-3, "\(presented)")
        let listed = try #require(d.inspector.shown?.animations.first)
        #expect(listed.keyPath == "opacity" && listed.duration == 0.25 && listed.phase == "active" && abs(listed.progress - 0.5) < 1e-9)
        #expect(d.inspector.panel.valueRows.contains { $0.strings.first == "▸ opacity" && $0.strings[1] == "(0.9)" })
        // The other fields step as documented: cornerRadius by 5, never below 0.
        d.key(.down)
        d.key(.character("+"))
        #expect(colorLayer.cornerRadius == 5)
        d.key(.character("-"))
        d.key(.character("-"))
        #expect(colorLayer.cornerRadius == 0)
    }

    @Test("the panel and the outlines are in neither the demo's tree, its dump nor its hit testing, even drawn over it")
    func panelIsNotTheDemos() throws {
        let d = try Inspected(Listing7_7())
        try d.run(until: 0.5)
        let before = LayerTreeDump(root: d.container, time: 0.5)
        // The panel over the demo's top, the square selected and outlined.
        d.inspector.panelFrame = CGRect(x: 0, y: 0, width: InspectorPanel.width, height: 120)
        d.key(.character("i"))
        let colorLayer = try d.layer(named: "colorLayer")
        d.inspector.select(colorLayer)
        d.inspector.refresh(at: 0.5)
        CATransaction.flush()
        #expect(LayerTreeDump(root: d.container, time: 0.5) == before, "the dump is the same with the inspector open")
        let inspectorLayers = InspectorTree(root: d.inspector.panel.layer).rows + InspectorTree(root: d.inspector.highlight.layer).rows
        let demoLayers = Set(InspectorTree(root: d.container).rows.map { ObjectIdentifier($0.layer) })
        #expect(inspectorLayers.count > 50 && inspectorLayers.allSatisfy { !demoLayers.contains(ObjectIdentifier($0.layer)) })
        // Inside the panel and on the selection's outline (the square's edge), the container's
        // hit test answers the demo's layers; the root's answers the square on its outline.
        let container = try #require(d.container.presentation())
        #expect(container.hitTest(CGPoint(x: 100, y: 60))?.model() === d.container)
        #expect(try #require(d.scene.rootLayer.presentation()).hitTest(CGPoint(x: 100, y: 60))?.model() !== d.container,
                "the window's root, which holds the panel, does see it there")
        #expect(container.hitTest(CGPoint(x: 200, y: 200))?.model() === colorLayer)
        let edge = CGPoint(x: 151, y: 200)  // the outline's stroke runs along x = 150
        let root = try #require(d.scene.rootLayer.presentation())
        #expect(root.hitTest(edge)?.model() === colorLayer)
        #expect(!(root.hitTest(edge)?.model() is UnhittableShapeLayer))
    }
}
