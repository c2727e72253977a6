/// Why `CGImage(data:)` or `CGImage(contentsOf:)` could not make an image (a LayerKit addition).
public enum CGImageDecodingError: Error, Equatable, CustomStringConvertible {
    /// The data (or file) is empty.
    case emptyData
    /// The data starts with none of the PNG, JPEG and JPEG 2000 signatures.
    case unrecognizedFormat
    /// The data ends before the image does; the decoder's message.
    case truncated(String)
    /// The data is damaged or not really an image of its format; the decoder's message.
    case corrupt(String)
    /// The file could not be read: the path and the reason.
    case unreadableFile(path: String, reason: String)
    /// The declared size is over the limit (`maximumSide` pixels a side, or more pixels in all
    /// than `maximumPixelCount`, the pixel budget); rejected before any pixels are allocated.
    case tooLarge(width: Int, height: Int)

    /// The largest accepted width or height, in pixels.
    public static let maximumSide = 16384

    /// The pixel budget: the largest number of pixels an image may declare and be decoded,
    /// 64 Mi (256 MiB of decoded pixels) unless set. A file that declares more fails with
    /// `.tooLarge` before any memory is taken, whatever its size on disk (a 1 KB JPEG can
    /// claim 16384 x 16384). Settable, from any thread; values below 1 read as 1.
    public static var maximumPixelCount: Int {
        get { budgetLock.lock(); defer { budgetLock.unlock() }; return budget }
        set { budgetLock.lock(); budget = max(1, newValue); budgetLock.unlock() }
    }
    private static let budgetLock = NSLock()
    nonisolated(unsafe) private static var budget = 64 * 1024 * 1024

    public var description: String {
        switch self {
        case .emptyData: return "the image data is empty"
        case .unrecognizedFormat: return "the data is not a PNG, JPEG or JPEG 2000 image"
        case .truncated(let m): return "the image data is truncated: \(m)"
        case .corrupt(let m): return "the image data is corrupt: \(m)"
        case .unreadableFile(let path, let reason): return "cannot read \(path): \(reason)"
        case .tooLarge(let w, let h):
            return "the image is \(w)x\(h) pixels, over the limit of \(Self.maximumSide) a side and \(Self.maximumPixelCount) "
                + "in all (CGImageDecodingError.maximumPixelCount)"
        }
    }

    /// Throws `.tooLarge` unless a `width` x `height` image is within the limits; `.corrupt`
    /// for a zero or negative size.
    static func checkSize(width: Int, height: Int) throws {
        guard width > 0, height > 0 else { throw CGImageDecodingError.corrupt("the image declares a size of \(width)x\(height)") }
        guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixelCount else {
            throw CGImageDecodingError.tooLarge(width: width, height: height)
        }
    }
}
