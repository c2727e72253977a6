import Foundation
import LayerKit

extension PanGestureRecognizer {
    /// A pan that scrolls `scrollLayer` with the pointer, as the book's pan handlers do: each
    /// callback scrolls to `bounds.origin - translation` (kept within `limits` when given, as a
    /// UIScrollView keeps its content offset) without animation, then resets the translation.
    public static func scrolling(_ scrollLayer: CAScrollLayer, within limits: CGRect? = nil) -> PanGestureRecognizer {
        PanGestureRecognizer { pan in
            var offset = scrollLayer.bounds.origin
            let translation = pan.translation(in: scrollLayer)
            offset.x -= translation.x
            offset.y -= translation.y
            if let limits {
                offset.x = min(max(limits.minX, offset.x), limits.maxX)
                offset.y = min(max(limits.minY, offset.y), limits.maxY)
            }
            // The book's scroll layer backs a UIView, whose layer changes never animate
            // implicitly; a standalone layer's would, so actions are off here.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            scrollLayer.scroll(to: offset)
            CATransaction.commit()
            pan.setTranslation(.zero, in: scrollLayer)
        }
    }
}
