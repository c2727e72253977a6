import DemoKit
import LayerKit

/// A demo's one-line reason why it cannot show what it should (no OpenGL, no video), drawn
/// where the content would be and logged, instead of failing.
enum ErrorText {
    /// Adds `message` as centred, wrapped 14-point text in `layer` (inset 16 points), named
    /// `name`, in `color`, and logs it.
    static func show(_ message: String, in layer: CALayer, named name: String, color: CGColor,
                     environment: DemoEnvironment) {
        let text = CATextLayer()
        text.name = name
        text.frame = layer.bounds.insetBy(dx: 16, dy: 16)
        text.contentsScale = environment.scale
        text.foregroundColor = color
        text.fontSize = 14
        text.isWrapped = true
        text.alignmentMode = .center
        text.string = message
        layer.addSublayer(text)
        environment.log(message)
    }
}
