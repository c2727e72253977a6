import LayerKitGraphics
import LayerKitTestSupport
import Testing

/// The bitmap initializer, pixel layouts, snapshots and the graphics-state stack. Oracle:
/// Apple's CGContext/CGBitmapInfo documentation (layouts, raw values, failable initializer,
/// makeImage copies) and hand computation.
@Suite("CGContext")
struct ContextTests {
    static let rgb = CGColorSpaceCreateDeviceRGB()
    static let rgbaInfo = CGImageAlphaInfo.premultipliedLast.rawValue
    static let bgraInfo = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue

    @Test("CGBitmapInfo and CGImageAlphaInfo have Apple's raw values")
    func rawValues() {
        #expect(CGBitmapInfo.byteOrder32Little.rawValue == 0x2000)
        #expect(CGBitmapInfo.byteOrder32Big.rawValue == 0x4000)
        #expect(CGBitmapInfo.alphaInfoMask.rawValue == 0x1F)
        #expect(CGImageAlphaInfo.premultipliedLast.rawValue == 1 && CGImageAlphaInfo.premultipliedFirst.rawValue == 2)
        #expect(CGBlendMode.plusLighter.rawValue == 27 && CGInterpolationQuality.medium.rawValue == 4)
        #expect(CGGradientDrawingOptions.drawsAfterEndLocation.rawValue == 2)
    }

    @Test("the premultipliedLast context writes R, G, B, A bytes into the caller's buffer, premultiplied")
    func rgbaCallerBuffer() {
        var bytes = [UInt8](repeating: 0, count: 4 * 4 * 4)
        bytes.withUnsafeMutableBytes { raw in
            let ctx = CGContext(data: raw.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                                space: Self.rgb, bitmapInfo: Self.rgbaInfo)!
            ctx.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
            ctx.fill(CGRect(x: 2, y: 0, width: 2, height: 4))
            #expect(ctx.data == raw.baseAddress)
        }
        #expect(Array(bytes[0..<4]) == [255, 128, 0, 255])
        let translucent = Array(bytes[8..<12]) // pixel (2, 0): blue at half alpha, premultiplied
        #expect(translucent[0] == 0 && translucent[1] == 0 && abs(Int(translucent[2]) - 128) <= 1 && translucent[2] == translucent[3])
        #expect(Array(bytes[48..<52]) == [255, 128, 0, 255]) // row 3, pixel 0
    }

    @Test("a caller's RGBA pixels are seen by the context: drawing over them blends with them")
    func rgbaCallerBufferIsRead() {
        var bytes = [UInt8](repeating: 0, count: 2 * 1 * 4)
        bytes.withUnsafeMutableBytes { raw in
            let ctx = CGContext(data: raw.baseAddress, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8,
                                space: Self.rgb, bitmapInfo: Self.rgbaInfo)!
            raw.storeBytes(of: 255, toByteOffset: 1, as: UInt8.self) // pixel 0 := opaque green (after creation)
            raw.storeBytes(of: 255, toByteOffset: 3, as: UInt8.self)
            ctx.setBlendMode(.multiply)
            ctx.setFillColor(red: 1, green: 1, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        }
        #expect(Array(bytes[0..<4]) == [0, 255, 0, 255])     // green × yellow
        #expect(Array(bytes[4..<8]) == [255, 255, 0, 255])   // transparent under multiply: the source
    }

    @Test("the BGRA (premultipliedFirst | byteOrder32Little) context draws straight into the caller's memory")
    func bgraZeroCopy() {
        var words = [UInt32](repeating: 0, count: 8 * 2)
        words.withUnsafeMutableBytes { raw in
            let ctx = CGContext(data: raw.baseAddress, width: 8, height: 2, bitsPerComponent: 8, bytesPerRow: 32,
                                space: Self.rgb, bitmapInfo: Self.bgraInfo)!
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 2))
            #expect(ctx.storage?.pixels == raw.baseAddress!.assumingMemoryBound(to: UInt32.self))
        }
        #expect(words.allSatisfy { $0 == ARGB.red })
    }

    @Test("with data nil the context owns its pixels; data exposes them in the requested layout")
    func ownedBuffer() {
        let ctx = CGContext(data: nil, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                            space: Self.rgb, bitmapInfo: Self.rgbaInfo)!
        #expect(ctx.bytesPerRow == 12 && ctx.width == 3 && ctx.height == 2)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        let first = ctx.data!.assumingMemoryBound(to: UInt8.self)
        #expect([first[0], first[1], first[2], first[3]] == [0, 0, 255, 255])
        #expect(ctx.makeImage()!.pixel(atX: 2, y: 1) == (0, 0, 255, 255))
    }

    @Test("the initializer returns nil for bad sizes, unsupported layouts and non-RGB spaces",
          arguments: [
            (0, 4, 8, 0, ContextTests.rgbaInfo), (4, -1, 8, 0, ContextTests.rgbaInfo), (40000, 4, 8, 0, ContextTests.rgbaInfo),
            (4, 4, 16, 0, ContextTests.rgbaInfo), (4, 4, 8, 12, ContextTests.rgbaInfo),
            (4, 4, 8, 0, CGImageAlphaInfo.last.rawValue), (4, 4, 8, 0, CGImageAlphaInfo.none.rawValue),
            (4, 4, 8, 0, CGImageAlphaInfo.alphaOnly.rawValue),
            (4, 4, 8, 0, ContextTests.rgbaInfo | CGBitmapInfo.floatComponents.rawValue),
            (4, 4, 8, 0, ContextTests.rgbaInfo | CGBitmapInfo.byteOrder16Little.rawValue),
          ] as [(Int, Int, Int, Int, UInt32)])
    func badBitmapArguments(_ w: Int, _ h: Int, _ bpc: Int, _ bpr: Int, _ info: UInt32) {
        #expect(CGContext(data: nil, width: w, height: h, bitsPerComponent: bpc, bytesPerRow: bpr,
                          space: Self.rgb, bitmapInfo: info) == nil)
    }

    @Test("a gray colour space is not supported: nil")
    func graySpace() {
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceGray(), bitmapInfo: Self.rgbaInfo) == nil)
    }

    @Test("noneSkipLast contexts write 255 into the skipped byte")
    func noneSkipLast() {
        let ctx = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                            space: Self.rgb, bitmapInfo: CGImageAlphaInfo.noneSkipLast.rawValue)!
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let p = ctx.data!.assumingMemoryBound(to: UInt8.self)
        #expect(abs(Int(p[0]) - 128) <= 1 && p[1] == 0 && p[2] == 0 && p[3] == 255) // over opaque black
    }

    @Test("the backing-store context's user space is points: a 1-point rect covers scale × scale pixels")
    func backingStoreScale() {
        let ctx = CGContext(pixelWidth: 8, pixelHeight: 8, scale: 2)!
        #expect(ctx.ctm == CGAffineTransform(scaleX: 2, y: 2))
        ctx.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        let b = Bitmap(ctx.makeImage()!)
        #expect(b.all(in: CGRect(x: 2, y: 2, width: 2, height: 2), equal: ARGB.black))
        #expect(b[1, 1] == 0 && b[4, 4] == 0)
        #expect(CGContext(pixelWidth: 8, pixelHeight: 8, scale: .nan) == nil)
        #expect(CGContext(pixelWidth: 8, pixelHeight: 8, scale: 0) == nil)
        #expect(CGContext(pixelWidth: 0, pixelHeight: 8, scale: 1) == nil)
    }

    @Test("makeImage() is a snapshot: drawing afterwards does not change it")
    func makeImageIsSnapshot() {
        let ctx = CGContext(pixelWidth: 4, pixelHeight: 4, scale: 1)!
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let image = ctx.makeImage()!
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(image.pixel(atX: 1, y: 1) == (255, 0, 0, 255))
        #expect(ctx.makeImage()!.pixel(atX: 1, y: 1) == (0, 0, 255, 255))
    }

    @Test("saveGState/restoreGState restore CTM, colours and line width; the path is not part of the state")
    func stateStack() {
        let ctx = CGContext(pixelWidth: 16, pixelHeight: 16, scale: 1)!
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.saveGState()
        ctx.translateBy(x: 4, y: 4)
        ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.move(to: .zero)
        ctx.addLine(to: CGPoint(x: 2, y: 0))
        ctx.restoreGState()
        ctx.restoreGState() // unbalanced: ignored
        #expect(ctx.ctm == .identity)
        #expect(ctx.currentPointOfPath == CGPoint(x: 6, y: 4)) // added under the translation
        ctx.beginPath()
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(ctx.makeImage()!.pixel(atX: 0, y: 0) == (255, 0, 0, 255))
    }

    @Test("transforms compose as on Apple: translate then rotate applies the rotation first to points")
    func transforms() {
        let ctx = CGContext(pixelWidth: 16, pixelHeight: 16, scale: 1)!
        ctx.translateBy(x: 10, y: 0)
        ctx.rotate(by: .pi / 2)
        let p = ctx.convertToDeviceSpace(CGPoint(x: 1, y: 0))
        #expect(abs(p.x - 10) < 1e-12 && abs(p.y - 1) < 1e-12)
        ctx.concatenate(CGAffineTransform(scaleX: 2, y: 2))
        let q = ctx.convertToDeviceSpace(CGPoint(x: 1, y: 0))
        #expect(abs(q.x - 10) < 1e-12 && abs(q.y - 2) < 1e-12)
    }

    @Test("fillPath, strokePath and clip consume the current path; fill(rect) clears it")
    func pathConsumed() {
        let ctx = CGContext(pixelWidth: 8, pixelHeight: 8, scale: 1)!
        ctx.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
        ctx.fillPath()
        #expect(ctx.isPathEmpty)
        ctx.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
        ctx.strokePath()
        #expect(ctx.isPathEmpty)
        ctx.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
        ctx.fill(CGRect(x: 4, y: 4, width: 1, height: 1))
        #expect(ctx.isPathEmpty)
        ctx.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(ctx.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 2, height: 2))
        ctx.clip()
        #expect(ctx.isPathEmpty && ctx.path == nil)
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 2, height: 2))
    }

    @Test("replacePathWithStrokedPath turns the path into its stroke's outline")
    func strokedPath() {
        let ctx = CGContext(pixelWidth: 32, pixelHeight: 8, scale: 1)!
        ctx.setLineWidth(4)
        ctx.move(to: CGPoint(x: 4, y: 4))
        ctx.addLine(to: CGPoint(x: 28, y: 4))
        ctx.replacePathWithStrokedPath()
        let outline = ctx.path!
        #expect(outline.contains(CGPoint(x: 10, y: 5.5)) && !outline.contains(CGPoint(x: 10, y: 6.5)))
        ctx.fillPath()
        let b = Bitmap(ctx.makeImage()!)
        #expect(b.all(in: CGRect(x: 4, y: 2, width: 24, height: 4), equal: ARGB.black))
    }
}
