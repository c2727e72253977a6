import DemoKit
import Foundation
import LayerKit
import LayerKitVideo

/// The book's Ship.mp4 (CATALOG.md's assets: 400 x 400, 2 s, a grey ship turning on black),
/// made by our own code: each frame is DemoKit's ship drawn with LayerKit, turned a full
/// circle over the clip, encoded with FFmpeg's MPEG-4 Part 2 encoder (Debian's FFmpeg has
/// it built in; the book's H.264 would need libx264). Made at first use and cached in
/// `cacheDirectory` (see README.md); the same bytes on every machine.
public enum ShipClip {
    /// The frame side in pixels.
    public static let side = 400
    /// Frames per second.
    public static let framesPerSecond = 30
    /// Frames in the clip (2 s).
    public static let frameCount = 60
    /// The file's name, versioned so a changed drawing is made again rather than read stale.
    public static let fileName = "Ship-v1.mp4"

    /// Where the clip is cached: `$LAYERKIT_CACHE_DIR` if set, else `$XDG_CACHE_HOME/layerkit`,
    /// else `~/.cache/layerkit`.
    public static var cacheDirectory: URL {
        let env = ProcessInfo.processInfo.environment
        if let dir = env["LAYERKIT_CACHE_DIR"], !dir.isEmpty { return URL(fileURLWithPath: dir) }
        if let xdg = env["XDG_CACHE_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg).appendingPathComponent("layerkit")
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/layerkit")
    }

    /// The clip in `directory` (the cache by default), made first if it is not there.
    /// - Throws: the folder or file cannot be written (a `VideoError` or a file-system error).
    public static func url(in directory: URL = cacheDirectory) throws -> URL {
        let url = directory.appendingPathComponent(fileName)
        if FileManager.default.fileExists(atPath: url.path) { return url }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Written beside the final name and renamed, so no reader ever sees half a file.
        let partial = directory.appendingPathComponent(".\(fileName).\(ProcessInfo.processInfo.processIdentifier).part")
        defer { try? FileManager.default.removeItem(at: partial) }
        try write(to: partial)
        if rename(partial.path, url.path) != 0 {
            throw VideoError.cannotWrite(path: url.path, reason: String(cString: strerror(errno)))
        }
        return url
    }

    /// Encodes the clip into `url`.
    public static func write(to url: URL) throws {
        let writer = try VideoFileWriter(url: url, width: side, height: side, framesPerSecond: framesPerSecond)
        for i in 0..<frameCount { try writer.append(frame(i)) }
        try writer.finish()
    }

    /// Frame `index`: black, with the ship (nose right at frame 0) turned clockwise by
    /// `index / frameCount` of a full turn about the centre, 240 pixels across.
    public static func frame(_ index: Int) -> CGImage {
        let s = CGFloat(side)
        let context = CGContext(data: nil, width: side, height: side, bitsPerComponent: 8, bytesPerRow: side * 4,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.setFillColor(CGColor(gray: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: s, height: s))
        context.translateBy(x: s / 2, y: s / 2)
        context.rotate(by: 2 * .pi * CGFloat(index) / CGFloat(frameCount))
        let ship = DemoAssets.image(.ship, scale: 4)
        context.draw(ship, in: CGRect(x: -120, y: -120, width: 240, height: 240))
        return context.makeImage()!
    }
}
