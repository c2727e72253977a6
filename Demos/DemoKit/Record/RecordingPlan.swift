/// What `layerdemos --record FILE --seconds S --fps F` records: the file's format, and frame
/// `k` (k = 0 ..< `frameCount`) at media time exactly `k / fps`, so a recording is the same
/// on every machine. When `fps` divides 60, frame k is exactly the frame `--headless --time
/// k/fps` renders (the host ticks every 1/60 s either way); other rates add a tick at each
/// frame's time.
public struct RecordingPlan: Equatable, Sendable {
    /// The container of the recording.
    public enum Format: String, Equatable, Sendable {
        /// Animated PNG (APNG): lossless, 8-bit RGBA.
        case apng
        /// GIF89a: one 256-colour palette for the whole recording, looping.
        case gif
    }

    /// The longest recording, seconds.
    public static let maxSeconds: Double = 120
    /// The frame rates accepted, frames per second.
    public static let fpsRange = 1...60

    /// The file format, from the output name's extension.
    public let format: Format
    /// Frames per second.
    public let fps: Int
    /// How many frames: `seconds × fps`, rounded to the nearest whole frame.
    public let frameCount: Int

    /// Checks `--record path`, `--seconds` and `--fps` (30 when nil); one line on error.
    public init(path: String, seconds: Double?, fps: Int?) throws(LaunchError) {
        let ext = path.split(separator: ".", omittingEmptySubsequences: false).last.map { $0.lowercased() } ?? ""
        guard path.contains("."), let format: Format = ext == "png" ? .apng : ext == "gif" ? .gif : nil else {
            throw LaunchError("--record \(path): the file must end in .png (animated PNG) or .gif")
        }
        guard let seconds else { throw LaunchError("--record needs --seconds S, how long to record (up to \(Int(Self.maxSeconds)))") }
        guard seconds.isFinite, seconds > 0, seconds <= Self.maxSeconds else {
            throw LaunchError("--seconds \(seconds): the length must be more than 0 and at most \(Int(Self.maxSeconds)) seconds")
        }
        let rate = fps ?? 30
        guard Self.fpsRange.contains(rate) else {
            throw LaunchError("--fps \(rate): the frame rate must be a whole number from 1 to 60")
        }
        let count = Int((seconds * Double(rate)).rounded())
        guard count >= 1 else {
            throw LaunchError("--seconds \(seconds) at --fps \(rate) is less than one frame; record at least 1/\(rate) s")
        }
        self.format = format
        self.fps = rate
        frameCount = count
    }

    /// The media time of frame `k`, seconds: exactly `k / fps`.
    public func time(ofFrame k: Int) -> CFTimeInterval { Double(k) / Double(fps) }
}
