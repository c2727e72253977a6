import Foundation
import LayerKitLayers

/// A video file's frames for the render side: a decoder thread of its own decodes ahead of
/// the latest time asked for and keeps a short window of frames; `frame(at:)` returns the
/// frame showing at an item time, waiting only when the decoder has not reached it yet
/// (after a seek, a loop, or on the first frame). Thread-safe; immutable facts (`size`,
/// `duration`) are read without a lock.
public final class VideoFrameSource: @unchecked Sendable {
    /// The picture size in pixels.
    public let size: CGSize
    /// The duration in seconds.
    public let duration: Double
    private let worker: DecodeWorker

    /// Opens `url` (on the calling thread, so a bad file fails here) and starts its decoder thread.
    /// - Throws: `VideoError` as `VideoDecoder.init(url:)`.
    public init(url: URL) throws {
        let decoder = try VideoDecoder(url: url)
        size = CGSize(width: decoder.width, height: decoder.height)
        duration = decoder.duration
        worker = DecodeWorker(decoder)
        let thread = Thread { [worker] in worker.run() }
        thread.name = "LayerKit video decoder"
        thread.start()
    }

    deinit { worker.stop() }

    /// The frame showing at item time `time` seconds (clamped to the stream): the last frame
    /// that starts at or before it, or the first frame before that; past the last frame
    /// decoded before an error, that frame. Nil only when no frame could be decoded
    /// (`lastError` says why).
    public func frame(at time: Double) -> CGImage? {
        worker.frame(at: time.isFinite ? min(max(0, time), duration) : 0)
    }

    /// The error that stopped decoding, if any (frames decoded before it still show).
    public var lastError: VideoError? { worker.lastError }
}

/// The decoder thread's state, shared with readers under one condition lock.
private final class DecodeWorker: @unchecked Sendable {
    /// Frames decoded past the time asked for before the thread rests.
    static let lookahead = 8

    private let decoder: VideoDecoder
    private let condition = NSCondition()
    /// Decoded frames in time order, from the one showing at `wanted` on.
    private var frames: [VideoFrame] = []
    private var wanted: Double = 0
    private var stopped = false
    private var ended = false
    private var error: VideoError?
    /// Set by a reader going back before the window; the thread rewinds the decoder.
    private var rewindRequested = false

    /// Whether no more frames will come (the end, or an error).
    private var finished: Bool { ended || error != nil }

    init(_ decoder: VideoDecoder) { self.decoder = decoder }

    var lastError: VideoError? {
        condition.lock()
        defer { condition.unlock() }
        return error
    }

    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    /// See `VideoFrameSource.frame(at:)`.
    func frame(at time: Double) -> CGImage? {
        condition.lock()
        defer { condition.unlock() }
        if time < wanted, let first = frames.first, time < first.time, first.time > 0 {
            restart()
        }
        wanted = time
        condition.broadcast()
        while true {
            if let shown = showing(at: time) { return shown }
            if finished && frames.isEmpty { return nil }
            condition.wait()
        }
    }

    /// Frames starting less than this after a time count as started (media times summed
    /// from frame intervals are off by a few ulps).
    static let slack = 1e-6

    /// The frame showing at `time` if the window decides it: a later frame is decoded, or no
    /// more will come (then the last one shows). Caller holds the lock.
    private func showing(at time: Double) -> CGImage? {
        guard let first = frames.first else { return nil }
        if time < first.time { return first.image }
        guard let nextIndex = frames.firstIndex(where: { $0.time > time + Self.slack }) else {
            return finished ? frames.last?.image : nil
        }
        return frames[nextIndex - 1].image
    }

    /// Throws the window away to decode from the start again (a seek back or a loop); a
    /// decoding error is tried again too.
    private func restart() {
        frames.removeAll()
        ended = false
        error = nil
        rewindRequested = true
    }

    /// The thread: decode while the window holds fewer than `lookahead` frames after the time
    /// asked for; drop frames no longer needed; rest otherwise.
    func run() {
        condition.lock()
        while !stopped {
            if rewindRequested {
                rewindRequested = false
                condition.unlock()
                do { try decoder.rewind() } catch let e as VideoError { record(e) } catch {}
                condition.lock()
                continue
            }
            dropPast()
            let ahead = frames.filter { $0.time > wanted + Self.slack }.count
            guard !finished, ahead < Self.lookahead else {
                condition.wait()
                continue
            }
            condition.unlock()
            let next: Result<VideoFrame?, VideoError>
            do { next = .success(try decoder.nextFrame()) } catch let e as VideoError { next = .failure(e) } catch {
                next = .failure(.unreadable(path: decoder.path, reason: "\(error)"))
            }
            condition.lock()
            if rewindRequested { continue }
            switch next {
            case .success(let frame?): frames.append(frame)
            case .success(nil): ended = true
            case .failure(let e): error = e
            }
            condition.broadcast()
        }
        condition.unlock()
    }

    private func record(_ e: VideoError) {
        condition.lock()
        error = e
        condition.broadcast()
        condition.unlock()
    }

    /// Drops frames that end before `wanted`, keeping the one showing at it. Caller holds the lock.
    private func dropPast() {
        while frames.count >= 2, frames[1].time <= wanted + Self.slack { frames.removeFirst() }
    }
}
