import Foundation
import LayerKitGraphics

/// UIKit's stack of current drawing contexts, one per thread (UIKit's functions may be
/// called on any thread; each thread pushes and pops its own). The top is what
/// `UIGraphicsGetCurrentContext()` returns and what UIKit's drawing methods (`UIColor.set()`,
/// `UIBezierPath.fill()`, `UIImage.draw(in:)`, `NSAttributedString.draw(at:)`) draw into.
final class GraphicsContextStack {
    /// One pushed context: image contexts (`UIGraphicsBeginImageContextWithOptions`) remember
    /// their scale so `UIGraphicsGetImageFromCurrentImageContext()` can make a `UIImage`.
    struct Entry {
        let context: CGContext
        let imageScale: CGFloat?
    }

    private(set) var entries: [Entry] = []

    private static let key = "LayerKit.UIKit.GraphicsContextStack"

    /// This thread's stack.
    static var current: GraphicsContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        dictionary[key] = stack
        return stack
    }

    func push(_ context: CGContext, imageScale: CGFloat? = nil) { entries.append(Entry(context: context, imageScale: imageScale)) }

    @discardableResult
    func pop() -> Entry? { entries.popLast() }

    var top: Entry? { entries.last }

    /// Runs `body` with `context` current, popping it afterwards.
    static func with<R>(_ context: CGContext, _ body: () throws -> R) rethrows -> R {
        let stack = current
        stack.push(context)
        defer { stack.pop() }
        return try body()
    }
}

/// The current UIKit drawing context: inside a view's `draw(_:)`, an image renderer's block
/// or an image context, the context drawn into; nil outside all of them.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.current.top?.context }

/// Makes `context` the current UIKit context (pushes it on this thread's stack).
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.current.push(context) }

/// Makes the previous context current again (pops this thread's stack; nothing when empty).
public func UIGraphicsPopContext() { GraphicsContextStack.current.pop() }

/// Begins a bitmap context of `size` points at `scale` pixels per point (0: the main
/// screen's scale) and makes it current; y-down, origin top-left, cleared to transparent
/// (`opaque` only tells UIKit it may skip alpha: the pixels are the same here). A size that
/// is not finite, or under one pixel on a side, pushes no context (UIKit logs an error and
/// `UIGraphicsGetCurrentContext()` stays what it was), with a one-line warning.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale == 0 ? UIScreen.main.scale : scale
    guard let context = ImageContexts.make(size: size, scale: s) else {
        ImageContexts.warn("UIGraphicsBeginImageContextWithOptions", size, s)
        return
    }
    GraphicsContextStack.current.push(context, imageScale: s)
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The current image context's pixels as an image of its scale; nil when the current
/// context is not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = GraphicsContextStack.current.top, let scale = top.imageScale,
          let image = top.context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: scale)
}

/// Ends the current image context (pops it); does nothing when the current context is not an
/// image context.
public func UIGraphicsEndImageContext() {
    guard GraphicsContextStack.current.top?.imageScale != nil else { return }
    GraphicsContextStack.current.pop()
}

/// Bitmap contexts in points for UIKit's image contexts and renderers.
enum ImageContexts {
    /// A cleared context of `size` points at `scale`, its CTM scaling points to pixels; nil
    /// for sizes or scales that make no pixel.
    static func make(size: CGSize, scale: CGFloat) -> CGContext? {
        guard size.width.isFinite, size.height.isFinite, scale.isFinite, scale > 0 else { return nil }
        let w = Int((size.width * scale).rounded(.up)), h = Int((size.height * scale).rounded(.up))
        guard w >= 1, h >= 1 else { return nil }
        return CGContext(pixelWidth: w, pixelHeight: h, scale: scale)
    }

    static func warn(_ function: String, _ size: CGSize, _ scale: CGFloat) {
        FileHandle.standardError.write(Data(
            "layerkit: \(function): no context for \(size.width)x\(size.height) points at scale \(scale)\n".utf8))
    }
}
