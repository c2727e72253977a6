import Foundation
import LayerKitGraphics
import LayerKitTestSupport
import Testing

/// Decoding and encoding. Oracles: the PNG specification (signature, IHDR layout), libjpeg
/// behaviour (lossy: values within a tolerance), hand-built bad inputs; every bad input must
/// throw the named `CGImageDecodingError` case, never crash.
@Suite("Image decoding and encoding")
struct ImageCodecTests {
    /// A 16x8 image: left half opaque orange, right half translucent blue gradient in alpha.
    static func sample() -> CGImage {
        var px = [UInt32](repeating: 0, count: 16 * 8)
        for y in 0..<8 {
            for x in 0..<16 {
                if x < 8 {
                    px[y * 16 + x] = 0xFF00_0000 | UInt32(255) << 16 | UInt32(128 + x) << 8 | UInt32(y * 9)
                } else {
                    let a = UInt32(20 + 28 * (x - 8) + y) // 20...223
                    px[y * 16 + x] = a << 24 | (a * 40 / 255) << 16 | (a * 90 / 255) << 8 | a
                }
            }
        }
        return CGImage(width: 16, height: 8, premultipliedARGB: px)!
    }

    @Test("PNG round trip: opaque pixels are exact, translucent ones within one step per channel")
    func pngRoundTrip() throws {
        let image = Self.sample()
        let data = image.pngData()
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try CGImage(data: data)
        #expect(decoded.width == 16 && decoded.height == 8)
        let a = Bitmap(image), b = Bitmap(decoded)
        for y in 0..<8 {
            for x in 0..<8 { #expect(a[x, y] == b[x, y]) }
        }
        #expect(a.difference(from: b, tolerance: 1).count == 0)
    }

    @Test("a gray PNG and a PNG without alpha decode as opaque pixels")
    func opaquePNG() throws {
        let opaque = CGImage(width: 2, height: 1, premultipliedARGB: [0xFF10_2030, 0xFF80_8080])!
        let decoded = try CGImage(data: opaque.pngData())
        #expect(decoded.pixel(atX: 0, y: 0) == (0x10, 0x20, 0x30, 255))
        #expect(decoded.pixel(atX: 1, y: 0) == (0x80, 0x80, 0x80, 255))
    }

    @Test("JPEG round trip: jpegData decodes to the same size with colours within the codec's error")
    func jpegRoundTrip() throws {
        var px = [UInt32](repeating: 0, count: 32 * 16)
        for y in 0..<16 { for x in 0..<32 { px[y * 32 + x] = x < 16 ? 0xFFC8_3214 : 0xFF14_64C8 } }
        let image = CGImage(width: 32, height: 16, premultipliedARGB: px)!
        let data = try #require(image.jpegData(quality: 0.9))
        #expect(data.starts(with: [0xFF, 0xD8, 0xFF]))
        let decoded = try CGImage(data: data)
        #expect(decoded.width == 32 && decoded.height == 16)
        let left = decoded.pixel(atX: 4, y: 8), right = decoded.pixel(atX: 28, y: 8)
        #expect(left.alpha == 255 && abs(Int(left.red) - 0xC8) <= 6 && abs(Int(left.green) - 0x32) <= 6 && abs(Int(left.blue) - 0x14) <= 6)
        #expect(abs(Int(right.red) - 0x14) <= 6 && abs(Int(right.green) - 0x64) <= 6 && abs(Int(right.blue) - 0xC8) <= 6)
        #expect(image.jpegData(quality: .nan) == nil)
        let small = try #require(image.jpegData(quality: 0.1))
        #expect(small.count < data.count)
    }

    @Test("init(contentsOf:) decodes a file by its signature, whatever its name")
    func fromFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layerkit-\(UUID()).jpg")
        defer { try? FileManager.default.removeItem(at: url) }
        try Self.sample().pngData().write(to: url) // PNG bytes under a .jpg name
        let image = try CGImage(contentsOf: url)
        #expect(image.width == 16 && image.pixel(atX: 0, y: 0).red == 255)
    }

    /// 8x8 grayscale JPEG of gray 100, written by ImageMagick 6 (`convert -size 8x8
    /// 'xc:rgb(100,100,100)' -colorspace Gray`).
    static let grayJPEG = "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/wAALCAAIAAgBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAB//EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AD3//2Q=="
    /// 8x8 Adobe CMYK (YCCK-coded, inverted) JPEG of rgb(200, 100, 50), written by ImageMagick 6
    /// (`-colorspace CMYK`); ImageMagick decodes it back to (200, 99.6, 50.2).
    static let cmykJPEG = "/9j/7gAOQWRvYmUAZAAAAAAC/9sAQwACAQEBAQECAQEBAgICAgIEAwICAgIFBAQDBAYFBgYGBQYGBgcJCAYHCQcGBggLCAkKCgoKCgYICwwLCgwJCgoK/9sAQwECAgICAgIFAwMFCgcGBwoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoK/8AAFAgACAAIBAERAAIRAQMRAQQRAP/EABUAAQEAAAAAAAAAAAAAAAAAAAcJ/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/EABUBAQEAAAAAAAAAAAAAAAAAAAgJ/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAA4EAQACEQMRBAAAPwADNROtSB//2Q=="

    @Test("a grayscale JPEG decodes to opaque gray")
    func grayJPEG() throws {
        let image = try CGImage(data: Data(base64Encoded: Self.grayJPEG)!)
        let p = image.pixel(atX: 3, y: 3)
        #expect(image.width == 8 && p.alpha == 255 && p.red == p.green && p.green == p.blue && abs(Int(p.red) - 100) <= 1)
    }

    @Test("an Adobe (inverted) CMYK JPEG decodes to the RGB colour it was made from")
    func cmykJPEG() throws {
        let image = try CGImage(data: Data(base64Encoded: Self.cmykJPEG)!)
        let p = image.pixel(atX: 3, y: 3)
        #expect(p.alpha == 255 && abs(Int(p.red) - 200) <= 2 && abs(Int(p.green) - 100) <= 2 && abs(Int(p.blue) - 50) <= 2)
    }

    // MARK: Bad input

    @Test("empty data throws emptyData")
    func empty() {
        #expect(throws: CGImageDecodingError.emptyData) { try CGImage(data: Data()) }
    }

    @Test("an empty file throws emptyData")
    func emptyFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layerkit-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data().write(to: url)
        #expect(throws: CGImageDecodingError.emptyData) { try CGImage(contentsOf: url) }
    }

    @Test("random bytes throw unrecognizedFormat")
    func randomBytes() {
        var rng = SeededRandom(seed: 7)
        let bytes = Data((0..<512).map { _ in UInt8(truncatingIfNeeded: rng.next()) })
        #expect(throws: CGImageDecodingError.unrecognizedFormat) { try CGImage(data: bytes) }
    }

    @Test("a missing file throws unreadableFile naming the path")
    func missingFile() {
        let path = "/nonexistent/layerkit/missing.png"
        #expect {
            try CGImage(contentsOf: URL(fileURLWithPath: path))
        } throws: { error in
            guard case .unreadableFile(let p, _) = error as? CGImageDecodingError else { return false }
            return p == path
        }
    }

    @Test("a truncated PNG throws truncated, at every cut through the file")
    func truncatedPNG() {
        let data = Self.sample().pngData()
        for cut in [9, 20, 33, 50, data.count / 2, data.count - 13, data.count - 1] {
            #expect(cut < data.count)
            #expect {
                try CGImage(data: data.prefix(cut))
            } throws: { error in
                if case .truncated = error as? CGImageDecodingError { return true }
                return false
            }
        }
    }

    @Test("a PNG with a damaged data chunk throws corrupt with the decoder's message")
    func corruptPNG() {
        var data = Self.sample().pngData()
        let idat = data.firstRange(of: Data("IDAT".utf8))!.upperBound
        for i in idat..<(idat + 8) { data[i] ^= 0x5A }
        #expect {
            try CGImage(data: data)
        } throws: { error in
            guard case .corrupt(let message) = error as? CGImageDecodingError else { return false }
            return !message.isEmpty
        }
    }

    @Test("a PNG declaring 20000 x 20000 pixels throws tooLarge before allocating")
    func hugePNG() {
        var header = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        header += Data([0, 0, 0, 13]) + Data("IHDR".utf8)
        header += Data([0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20, 8, 6, 0, 0, 0]) + Data([0, 0, 0, 0])
        #expect(throws: CGImageDecodingError.tooLarge(width: 20000, height: 20000)) { try CGImage(data: header) }
    }

    /// Oracle: issue 15 (a 32 KB PNG or a 1.2 KB JPEG claiming 16384 x 16384 took 2.1 to 2.6 GB).
    @Test("a PNG or JPEG claiming 16384 x 16384 is over the default 64 Mi pixel budget and refused before decoding")
    func pixelBudget() throws {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png += Data([0, 0, 0, 13]) + Data("IHDR".utf8)
        png += Data([0, 0, 0x40, 0, 0, 0, 0x40, 0, 8, 6, 0, 0, 0]) + Data([0, 0, 0, 0])
        #expect(throws: CGImageDecodingError.tooLarge(width: 16384, height: 16384)) { try CGImage(data: png) }
        let image = CGImage(width: 8, height: 8, premultipliedARGB: [UInt32](repeating: ARGB.red, count: 64))!
        var jpeg = try #require(image.jpegData(quality: 0.5))
        let sof = try #require(jpeg.firstRange(of: Data([0xFF, 0xC0]))).lowerBound
        jpeg[sof + 5] = 0x40; jpeg[sof + 6] = 0; jpeg[sof + 7] = 0x40; jpeg[sof + 8] = 0
        #expect(throws: CGImageDecodingError.tooLarge(width: 16384, height: 16384)) { try CGImage(data: jpeg) }
        #expect(CGImageDecodingError.maximumPixelCount == 64 * 1024 * 1024)
    }

    @Test("the pixel budget is settable: below an image's pixel count it refuses that image")
    func settableBudget() throws {
        let saved = CGImageDecodingError.maximumPixelCount
        defer { CGImageDecodingError.maximumPixelCount = saved }
        let png = Self.sample().pngData()
        CGImageDecodingError.maximumPixelCount = 100
        #expect(throws: CGImageDecodingError.tooLarge(width: 16, height: 8)) { try CGImage(data: png) }
        CGImageDecodingError.maximumPixelCount = 128
        #expect((try? CGImage(data: png))?.width == 16)
    }

    @Test("a PNG with a damaged chunk CRC says so, naming the chunk, not 'out of memory'")
    func damagedCRC() {
        var data = Self.sample().pngData()
        let idat = data.firstRange(of: Data("IDAT".utf8))!
        let size = data[(idat.lowerBound - 4)..<idat.lowerBound].reduce(0) { $0 << 8 | Int($1) }
        data[idat.upperBound + size] ^= 0xFF  // the first byte of IDAT's CRC
        #expect {
            try CGImage(data: data)
        } throws: { error in
            guard case .corrupt(let message) = error as? CGImageDecodingError else { return false }
            return message.contains("IDAT") && message.contains("CRC") && !message.contains("memory")
        }
    }

    @Test("a JPEG declaring 30000 x 30000 pixels throws tooLarge before allocating")
    func hugeJPEG() throws {
        let image = CGImage(width: 8, height: 8, premultipliedARGB: [UInt32](repeating: ARGB.red, count: 64))!
        var data = try #require(image.jpegData(quality: 0.5))
        // Patch the SOF0 frame header's height and width (big-endian, after precision).
        let sof = try #require(data.firstRange(of: Data([0xFF, 0xC0]))).lowerBound
        data[sof + 5] = 0x75; data[sof + 6] = 0x30; data[sof + 7] = 0x75; data[sof + 8] = 0x30
        #expect(throws: CGImageDecodingError.tooLarge(width: 30000, height: 30000)) { try CGImage(data: data) }
    }

    @Test("garbage after the JPEG signature throws corrupt with libjpeg's message")
    func garbageJPEG() {
        var rng = SeededRandom(seed: 3)
        let data = Data([0xFF, 0xD8, 0xFF]) + Data((0..<300).map { _ in UInt8(truncatingIfNeeded: rng.next()) })
        #expect {
            try CGImage(data: data)
        } throws: { error in
            switch error as? CGImageDecodingError {
            case .corrupt(let m), .truncated(let m): return !m.isEmpty
            default: return false
            }
        }
    }

    @Test("a truncated JPEG throws truncated (libjpeg would pad it with gray)")
    func truncatedJPEG() throws {
        let data = try #require(Self.sample().jpegData(quality: 0.8))
        for cut in [4, 40, data.count / 2, data.count - 2] {
            #expect {
                try CGImage(data: data.prefix(cut))
            } throws: { error in
                if case .truncated = error as? CGImageDecodingError { return true }
                return false
            }
        }
    }

    @Test("errors describe themselves in words")
    func descriptions() {
        #expect(CGImageDecodingError.tooLarge(width: 1, height: 2).description.contains("1x2"))
        #expect(CGImageDecodingError.corrupt("bad huffman").description.contains("bad huffman"))
    }
}
