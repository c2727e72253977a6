import Foundation
import LayerKitAnimation

/// Loads and decodes images on background threads and hands each result back to the host's
/// main thread (a LayerKit addition; the book's chapter 14 uses GCD global queues and
/// `dispatch_async` to the main queue).
///
/// `load` reads and decodes a file (and, with a pixel size, force-decompresses it to that size:
/// `CGImage.decompressed(pixelWidth:pixelHeight:opaque:)`) on a background queue of
/// `qualityOfService`, at most `maxConcurrentLoads` at a time, then posts the completion
/// through `MainThreadHandoff`: it runs on the host's main thread at the next frame, never on
/// the loading thread. Loads start in submission order; with `maxConcurrentLoads` 1 they also
/// finish and are handed off in that order.
///
/// Every load in any loader is counted in a process-wide group: `waitForAll()` returns once
/// each has finished and posted its hand-off. A headless host waits for it before each frame,
/// so a load asked for in one frame is shown by the next on every machine.
public final class ImageLoader: @unchecked Sendable {
    /// What the background side produced: a decoded image or the reason there is none.
    public typealias Outcome = Result<CGImage, CGImageDecodingError>

    private static let inFlight = DispatchGroup()
    private let queue: OperationQueue
    private let lock = NSLock()
    private var counters = (started: 0, finished: 0)

    /// A loader running at most `maxConcurrentLoads` (at least 1) loads at once at
    /// `qualityOfService` (the book's low-priority global queue is `.utility`).
    public init(maxConcurrentLoads: Int = 2, qualityOfService: QualityOfService = .utility) {
        queue = OperationQueue()
        queue.maxConcurrentOperationCount = max(1, maxConcurrentLoads)
        queue.qualityOfService = qualityOfService
    }

    /// How many loads were started and how many have handed off their result.
    public var loadsStarted: Int { lock.lock(); defer { lock.unlock() }; return counters.started }
    /// How many loads have finished on the background side.
    public var loadsFinished: Int { lock.lock(); defer { lock.unlock() }; return counters.finished }

    /// Decodes the file at `url` in the background; with `pixelSize`, redraws it into a
    /// bitmap of exactly that many pixels (forced decompression, `opaque` flattening it onto
    /// black); then runs `completion` with the outcome on the host's main thread.
    public func load(_ url: URL, pixelSize: CGSize? = nil, opaque: Bool = false,
                     completion: @escaping (Outcome) -> Void) {
        perform({ Self.decode(url, pixelSize: pixelSize, opaque: opaque) }, then: completion)
    }

    /// Runs `work` on a background thread and then `completion` with its result on the host's
    /// main thread (the general form of `load`).
    public func perform<T>(_ work: @escaping () -> T, then completion: @escaping (T) -> Void) {
        lock.lock()
        counters.started += 1
        lock.unlock()
        Self.inFlight.enter()
        let clock = MediaClock.current
        queue.addOperation { [self] in
            let result = work()
            lock.lock()
            counters.finished += 1
            lock.unlock()
            MainThreadHandoff.post(to: clock) { completion(result) }
            Self.inFlight.leave()
        }
    }

    /// Blocks until every load of every loader has finished and posted its hand-off.
    public static func waitForAll() { inFlight.wait() }

    /// Reads and decodes `url` now, on the calling thread (what `load` runs in the background;
    /// what 14.1 does on the main thread), force-decompressing to `pixelSize` when given.
    public static func decode(_ url: URL, pixelSize: CGSize? = nil, opaque: Bool = false) -> Outcome {
        let image: CGImage
        do {
            image = try CGImage(contentsOf: url)
        } catch let error as CGImageDecodingError {
            return .failure(error)
        } catch {
            return .failure(.unreadableFile(path: url.path, reason: "\(error)"))
        }
        guard let size = pixelSize else { return .success(image) }
        // Saturating: a NaN, infinite or huge size is refused by `decompressed`'s side limit.
        guard let scaled = image.decompressed(pixelWidth: Int(saturating: size.width.rounded()),
                                              pixelHeight: Int(saturating: size.height.rounded()),
                                              opaque: opaque) else {
            return .failure(.corrupt("cannot redraw a \(image.width)x\(image.height) image at \(size.width)x\(size.height) pixels"))
        }
        return .success(scaled)
    }
}
