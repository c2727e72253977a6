import Foundation
import LayerKit

/// The 2x2 sprite sheet of chapter 2.3: igloo (top left), traffic cone (top right), anchor
/// (bottom left) and grey spaceship (bottom right), each drawn to fill its quadrant.
enum SpriteSheetArt {
    static func draw(in context: CGContext, rect: CGRect) {
        let w = rect.width / 2, h = rect.height / 2
        func quadrant(_ col: Int, _ row: Int) -> CGRect {
            CGRect(x: rect.minX + CGFloat(col) * w, y: rect.minY + CGFloat(row) * h, width: w, height: h)
        }
        IglooArt.draw(in: context, rect: quadrant(0, 0))
        ConeArt.draw(in: context, rect: quadrant(1, 0))
        AnchorArt.draw(in: context, rect: quadrant(0, 1))
        ShipArt.draw(in: context, rect: quadrant(1, 1))
    }
}
