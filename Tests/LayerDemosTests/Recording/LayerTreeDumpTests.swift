import Foundation
import LayerKitTestSupport
import Testing
@testable import DemoKit
import LayerDemos

/// `layerdemos --dump-tree`: the layer tree at a media time with model and presentation side
/// by side. Oracles: CATALOG.md 7.7 (a 4 s move with the default curve; 2 s in, the position
/// is start + 0.8024·(end − start)), the demo's layout (the layer centred at (200, 200) in the
/// 400-point container), Foundation's `JSONSerialization` as an independent JSON parser.
@Suite("Layer tree dump", .ownMediaClock, .oneAtATime)
struct LayerTreeDumpTests {
    /// A tap at (80, 300) at 0.5 s moves 7.7's layer from the centre there in 4 s.
    static let move = [ScriptedInput.tap(CGPoint(x: 80, y: 300), at: 0.5)]
    /// The default curve at half time (CATALOG.md "Conventions"), to its 4 digits.
    static let half = 0.8024
    /// Where the presentation is at 2.5 s: start + 0.8024·(end − start).
    static let midMove = [200 + half * (80 - 200), 200 + half * (300 - 200)]

    static func dump() throws -> LayerTreeDump {
        try HeadlessRender.dumpTree(Listing7_7(), at: 2.5, inputs: move)
    }

    @Test("7.7 mid-move: the model is at the target, the presentation 0.8024 of the way, the animation half through")
    func midMove() throws {
        let root = try Self.dump().root
        #expect(root.name == "demo 7.7" && root.className == "CALayer")
        let layer = try #require(root.sublayers.first { $0.name == "colorLayer" })
        let position = try #require(layer.properties.first { $0.key == "position" })
        #expect(position.model == [80, 300])
        let p = try #require(position.presentation)
        #expect(abs(p[0] - Self.midMove[0]) < 0.01 && abs(p[1] - Self.midMove[1]) < 0.01, "\(p)")
        #expect(layer.frame == [30, 250, 100, 100], "the frame is the model's")
        let still = layer.properties.filter { $0.key != "position" }
        #expect(still.allSatisfy { $0.model == $0.presentation }, "only the position moves")
        let a = try #require(layer.animations.first)
        #expect(layer.animations.count == 1)
        #expect(a.key == "position" && a.keyPath == "position" && a.className == "CABasicAnimation")
        #expect(a.beginTime == 0.5 && a.duration == 4 && a.phase == "active" && abs(a.progress - 0.5) < 1e-9)
        #expect(a.timingFunction == [0.25, 0.1, 0.25, 1].map { Double(Float($0)) }, "the default curve")
    }

    @Test("7.3 at exactly the end of the colour change: the completion block's new rotation is listed as the next commit stamps it (begun now, not begun at 0 and finished)")
    func uncommittedAnimationIsStampedAtTheDumpTime() throws {
        // Oracle: Apple's CAAnimation.beginTime ("the begin time is the time the animation is
        // committed") and CATALOG 7.3 (a click at 1 s: 1 s colour change, then a 0.25 s turn).
        let tap = [ScriptedInput.tap(CGPoint(x: 200, y: 322), at: 1.0)]
        let root = try HeadlessRender.dumpTree(Listing7_3(), at: 2.0, inputs: tap)
        func find(_ n: LayerTreeDump.LayerNode) -> LayerTreeDump.LayerNode? {
            n.name == "colorLayer" ? n : n.sublayers.lazy.compactMap(find).first
        }
        let layer = try #require(find(root.root))
        let turn = try #require(layer.animations.first { $0.keyPath == "transform" }, "\(layer.animations)")
        #expect(turn.beginTime == 2.0 && turn.phase != "finished" && turn.progress == 0, "\(turn)")
    }

    @Test("before the tap and after the move the model and the presentation agree and no animation is listed")
    func atRest() throws {
        for (time, target) in [(0.25, [200.0, 200]), (4.75, [80.0, 300])] {
            let dump = try HeadlessRender.dumpTree(Listing7_7(), at: time, inputs: Self.move)
            let layer = try #require(dump.root.sublayers.first { $0.name == "colorLayer" })
            let position = try #require(layer.properties.first { $0.key == "position" })
            #expect(position.model == target && position.presentation == target, "at \(time) s")
            #expect(layer.animations.isEmpty, "at \(time) s")
        }
    }

    @Test("8.10 at 2 s: the group and both its children half through; the presentation at CATALOG's position, colour and angle")
    func group() throws {
        // CATALOG.md 8.10 at t = 2 s: position (150, 150), colour (0.5, 0.5, 0), rotation 33.69°.
        let dump = try HeadlessRender.dumpTree(Listing8_10(), at: 2)
        func find(_ n: LayerTreeDump.LayerNode) -> LayerTreeDump.LayerNode? {
            n.name == "colorLayer" ? n : n.sublayers.lazy.compactMap(find).first
        }
        let layer = try #require(find(dump.root))
        func presented(_ key: String) -> [Double] { layer.properties.first { $0.key == key }?.presentation ?? [] }
        #expect(presented("position").count == 2 && zip(presented("position"), [150.0, 150]).allSatisfy { abs($0 - $1) < 0.01 })
        #expect(zip(presented("backgroundColor"), [0.5, 0.5, 0, 1]).allSatisfy { abs($0 - $1) < 0.005 })
        let m = presented("transform")
        #expect(m.count == 16 && abs(atan2(m[1], m[0]) * 180 / .pi - 33.69) < 0.01, "\(m)")
        let group = try #require(layer.animations.first)
        #expect(layer.animations.count == 1 && group.className == "CAAnimationGroup" && group.key == nil)
        #expect(group.children.map(\.keyPath) == ["position", "backgroundColor"])
        #expect(group.children.allSatisfy { $0.duration == 4 && $0.phase == "active" && $0.progress == 0.5 },
                "children without a duration span the group's 4 s")
        #expect(dump.text.contains("    animation (no key) CABasicAnimation keyPath backgroundColor begin 0 duration 4"))
    }

    @Test("the text marks the moving property and lists the animation with its timing and progress")
    func text() throws {
        let text = try Self.dump().text
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "layer tree at media time 2.5 s")
        #expect(lines.contains { $0.contains("CALayer \"colorLayer\" frame (30, 250, 100, 100)") })
        #expect(lines.contains { $0.contains("* position") && $0.contains("model (80, 300)")
                    && $0.contains("presentation (103.71") && $0.contains(", 280.24") }, "\(text)")
        #expect(lines.contains { $0.contains("animation \"position\" CABasicAnimation keyPath position begin 0.5 duration 4")
                    && $0.hasSuffix("active progress 0.5") }, "\(text)")
        #expect(!lines.contains { $0.contains("* backgroundColor") })
    }

    @Test("the JSON parses with JSONSerialization and holds the same tree and values")
    func json() throws {
        let dump = try Self.dump()
        let object = try JSONSerialization.jsonObject(with: Data(dump.json.utf8))
        let root = try #require(object as? [String: Any])
        #expect(root["time"] as? Double == 2.5)
        let container = try #require(root["root"] as? [String: Any])
        let sublayers = try #require(container["sublayers"] as? [[String: Any]])
        let layer = try #require(sublayers.first { $0["name"] as? String == "colorLayer" })
        let properties = try #require(layer["properties"] as? [[String: Any]])
        let position = try #require(properties.first { $0["key"] as? String == "position" })
        #expect(position["model"] as? [Double] == [80, 300])
        let p = try #require(position["presentation"] as? [Double])
        #expect(abs(p[0] - Self.midMove[0]) < 0.01 && abs(p[1] - Self.midMove[1]) < 0.01)
        let animations = try #require(layer["animations"] as? [[String: Any]])
        #expect(animations.first?["keyPath"] as? String == "position" && animations.first?["phase"] as? String == "active")
        #expect(try JSONDecoder().decode(LayerTreeDump.self, from: Data(dump.json.utf8)) == dump, "it reads back whole")
    }

    @Test("an endless animation's repeat count is the string inf in JSON, which still parses")
    func infinity() throws {
        let layer = CALayer()
        let spin = CABasicAnimation(keyPath: "transform.rotation")
        spin.repeatCount = .infinity
        layer.add(spin, forKey: "spin")
        let dump = LayerTreeDump(root: layer, time: 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(dump.json.utf8)) as? [String: Any])
        let animations = (object["root"] as? [String: Any])?["animations"] as? [[String: Any]]
        #expect(animations?.first?["repeatCount"] as? String == "inf")
    }

    @Test("layerdemos --dump-tree --json prints JSON that parses; bad combinations get one line and status 1")
    func commandLine() throws {
        let app = try LayerDemosProcess(["--dump-tree", "--json", "--example", "7.7", "--tap", "80,300@0.5", "--time", "2.5"],
                                        display: nil)
        #expect(app.wait(seconds: 60) == 0, "\(app.standardError)")
        let object = try JSONSerialization.jsonObject(with: Data(app.standardOutput.utf8)) as? [String: Any]
        #expect(object?["time"] as? Double == 2.5)
        for bad in [["--json", "--example", "7.7"], ["--dump-tree"], ["--dump-tree", "--example", "7.7", "--out", "x.png"],
                    ["--dump-tree", "--headless", "--example", "7.7", "--out", "x.png"]] {
            let p = try LayerDemosProcess(bad, display: nil)
            #expect(p.wait(seconds: 30) == 1, "\(bad)")
            let lines = p.standardError.split(separator: "\n")
            #expect(lines.count == 1 && lines.first?.hasPrefix("layerdemos: ") == true, "\(bad): \(p.standardError)")
        }
    }
}
