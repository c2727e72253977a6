import DemoKit
import LayerKitGraphics
import Testing
import LayerKitTestSupport

/// Golden images of the assets up to 256 points, at 1x, stored as
/// Tests/LayerDemosTests/Goldens/assets-<Name>.png. Oracle: each golden was looked at when
/// recorded and reads as the asset CATALOG.md section 0 describes; the check keeps the
/// drawing from changing unnoticed.
@Suite("Demo asset goldens", .ownMediaClock)
struct AssetGoldenTests {
    @Test("each small asset matches its golden image at 1x",
          arguments: [AssetName.button, .clockFace, .hourHand, .minuteHand, .secondHand, .digits, .ship, .door,
                      .spark, .ball, .chalk, .circle, .key, .cone, .anchor, .crate])
    func golden(_ name: AssetName) {
        AssetCheck.golden(DemoAssets.image(name), named: name.rawValue)
    }
}
