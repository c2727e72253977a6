import Foundation
import LayerKit

/// What the layer-class fuzz targets share: a reader that turns the input into numbers (hostile
/// ones included: NaN, infinities, 1e300, huge counts), colours and images, a headless frame
/// and libFuzzer's driver. A program reads past its input as zeros, so every input runs to its
/// end; the targets' contract is that any input ends without a crash, hang or runaway memory.
public struct FuzzInput {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    /// Reads `count` bytes at `start`.
    public init(_ start: UnsafePointer<UInt8>, _ count: Int) {
        bytes = UnsafeBufferPointer(start: start, count: count)
    }

    /// Whether bytes are left.
    public var hasMore: Bool { index < bytes.count }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }

    /// A number, mostly small and in range, sometimes hostile (NaN, ±infinity, 1e300, -1e9,
    /// zero, a raw double from the next eight bytes).
    public mutating func number() -> CGFloat {
        let b = byte()
        switch b % 16 {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return 1e300
        case 4: return 1e9
        case 5: return -CGFloat(b)
        case 6: return 0
        case 7:
            var raw: UInt64 = 0
            for k in 0..<8 { raw |= UInt64(byte()) << (8 * UInt64(k)) }
            return CGFloat(Double(bitPattern: raw))
        default: return CGFloat(b) / 8
        }
    }

    /// `number()` as a `Float`.
    public mutating func float() -> Float { Float(number()) }

    /// A count up to 64, or a hostile one (`Int.max`, `Int.min`, a million).
    public mutating func count() -> Int {
        let b = byte()
        switch b % 32 {
        case 0: return .max
        case 1: return .min
        case 2: return 1_000_000
        default: return Int(b % 64)
        }
    }

    /// A point from two numbers.
    public mutating func point() -> CGPoint { CGPoint(x: number(), y: number()) }

    /// A rectangle from four numbers.
    public mutating func rect() -> CGRect { CGRect(x: number(), y: number(), width: number(), height: number()) }

    /// A colour from four numbers (components out of 0...1 included).
    public mutating func color() -> CGColor { CGColor(red: number(), green: number(), blue: number(), alpha: number()) }

    /// One of `choices`, picked by the next byte.
    public mutating func pick<T>(_ choices: [T]) -> T { choices[Int(byte()) % choices.count] }

    /// A transform: a rotation, a scale or a translation from the input.
    public mutating func transform() -> CATransform3D {
        switch byte() % 3 {
        case 0: return CATransform3DMakeRotation(number(), number(), number(), number())
        case 1: return CATransform3DMakeScale(number(), number(), number())
        default: return CATransform3DMakeTranslation(number(), number(), number())
        }
    }
}

/// A small opaque image (a 2 x 2 checker) for contents.
public func fuzzImage() -> CGImage {
    let space = CGColorSpaceCreateDeviceRGB()
    let ctx = CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: space,
                        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
    ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
    ctx.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
    return ctx.makeImage()!
}

/// A headless renderer of `layer` at 64 x 48 pixels, with frames drawn at increasing times.
public final class FuzzStage {
    /// The renderer the frames are drawn by.
    public let renderer: CARenderer
    /// The media time of the last frame, in seconds.
    public private(set) var time: CFTimeInterval = 1

    /// A stage showing `layer`.
    public init(_ layer: CALayer) {
        renderer = CARenderer(size: CGSize(width: 64, height: 48))
        renderer.layer = layer
    }

    /// Flushes the thread's transaction and draws one frame `step` seconds after the last.
    public func frame(after step: CFTimeInterval) {
        CATransaction.flush()
        if step.isFinite, step >= 0 { time += min(step, 1e6) }
        renderer.beginFrame(atTime: time)
        _ = renderer.updateBounds()
        renderer.render()
        renderer.endFrame()
    }

    /// Draws a last frame and detaches the layer.
    public func finish() {
        frame(after: 1)
        renderer.layer = nil
    }
}

/// Runs libFuzzer's driver with `target` over the program's arguments.
public func runFuzzer(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                      _ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
    var count = argc
    var vector: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return libFuzzerDriver(&count, &vector, target)
}

/// libFuzzer's driver (`LLVMFuzzerRunDriver`), linked by -sanitize=fuzzer.
@_silgen_name("LLVMFuzzerRunDriver")
private func libFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                             _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                             _ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt
