import Foundation

/// What the window's R key records into (issue 16): an animated PNG per recording, named
/// `<prefix>-<n>.png` in `directory` with n the first number from 1 not taken there, each
/// frame shown for 1/60 s (one display frame). The frames are encoded as they come (each
/// frame only where it changed), so a long recording holds compressed bytes, not images.
package final class WindowAPNGRecorder: WindowFrameRecorder {
    /// Where recordings are written.
    package let directory: URL
    /// The name's start, read when a recording begins (a shell names the demo shown).
    package var prefix: () -> String
    private var path: String?
    private var encoder: APNGEncoder?

    /// Records into `directory` as `prefix()-<n>.png`.
    package init(directory: URL, prefix: @escaping () -> String) {
        self.directory = directory
        self.prefix = prefix
    }

    /// Picks the next free name; throws when the directory is not a writable directory.
    package func begin() throws -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue,
              FileManager.default.isWritableFile(atPath: directory.path) else {
            throw LaunchError("\(directory.path) is not a writable directory")
        }
        let name = prefix()
        var n = 1
        while FileManager.default.fileExists(atPath: directory.appendingPathComponent("\(name)-\(n).png").path) { n += 1 }
        let p = directory.appendingPathComponent("\(name)-\(n).png").path
        path = p
        encoder = nil
        return p
    }

    /// Encodes `frame`; the first frame sets the recording's size and whether it is opaque.
    package func append(_ frame: CGImage) throws {
        if encoder == nil {
            encoder = APNGEncoder(width: frame.width, height: frame.height, frameCount: nil, fps: 60, opaque: frame.isOpaque)
        }
        try encoder!.append(frame)
    }

    /// Writes the file; throws when no frame was recorded or the file cannot be written.
    package func end() throws -> String {
        defer { encoder = nil; path = nil }
        guard let path else { throw LaunchError("no recording was started") }
        guard var e = encoder else { throw LaunchError("no frame was shown while recording; nothing written") }
        let data = try e.finish()
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }
}
