import DemoKit
import Foundation
import LayerDemos
import LayerKitTestSupport
import Testing

/// Golden images of whole demo frames, rendered by `HeadlessRender` (what
/// `layerdemos --headless` does) and compared within one step per channel with
/// `Tests/LayerDemosTests/Goldens/demo-<id>-t<time><suffix>.png` (the target's shared golden
/// folder). Chapters with many animated frames render at half scale to keep images small.
enum DemoGolden {
    /// Checks `demo` at media `time` after scripted `inputs`, rendered at `scale`.
    static func check(_ demo: Demo, at time: CFTimeInterval, scale: CGFloat = 1, inputs: [ScriptedInput] = [],
                      suffix: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws {
        let image = try HeadlessRender.render(demo, at: time, scale: scale, inputs: inputs)
        let targetRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        Golden.check(Bitmap(image), named: "demo-\(demo.id)-t\(String(format: "%g", time))\(suffix)", tolerance: 1,
                     filePath: targetRoot.appendingPathComponent("DemoGolden.swift").path, sourceLocation: sourceLocation)
    }

    /// Checks the registered demo `id` (see `check(_:at:scale:inputs:suffix:)`).
    static func check(_ id: String, at time: CFTimeInterval, scale: CGFloat = 1,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        let demo = try #require(LayerDemos.catalog.demo(id: id), "demo \(id) is registered", sourceLocation: sourceLocation)
        try check(demo, at: time, scale: scale, sourceLocation: sourceLocation)
    }
}
