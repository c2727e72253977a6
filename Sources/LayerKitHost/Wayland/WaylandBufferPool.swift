import CWayland
import CWaylandProtocols
import Foundation
import LayerKitRaster

/// The window's `wl_shm` buffers: at most three of the surface's pixel size, each in its own
/// memfd, XRGB8888 (the renderer's premultiplied ARGB32 words, shown opaque).
///
/// A frame is copied into a buffer the compositor does not hold (`wl_buffer.release` came),
/// never into one it holds: first what changed since that buffer was last written (the other
/// buffers' rectangles), then the frame's own rectangles. Buffers of an old size are destroyed
/// once released.
final class WaylandBufferPool {
    /// One `wl_buffer` over its own mapping.
    final class Buffer {
        let proxy: OpaquePointer
        let pixels: UnsafeMutablePointer<UInt32>
        let width: Int, height: Int
        private let bytes: Int
        /// Whether the compositor holds it (attached and not yet released).
        var busy = false
        /// Rectangles the other buffers were written in since this one was; nil: all of it.
        var stale: [IntRect]? = nil

        init?(shm: OpaquePointer, width: Int, height: Int) {
            let bytes = width * height * 4
            let fd = lk_shm_file(bytes)
            guard fd >= 0 else { return nil }
            defer { Glibc.close(fd) }
            guard let map = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), map != MAP_FAILED else { return nil }
            let pool = wl_shm_create_pool(shm, fd, Int32(bytes))
            guard let proxy = wl_shm_pool_create_buffer(pool, 0, Int32(width), Int32(height), Int32(width * 4),
                                                        WL_SHM_FORMAT_XRGB8888.rawValue) else {
                wl_shm_pool_destroy(pool)
                munmap(map, bytes)
                return nil
            }
            // The buffer keeps the pool's memory; the pool object itself is not needed again.
            wl_shm_pool_destroy(pool)
            self.proxy = proxy
            self.pixels = map.assumingMemoryBound(to: UInt32.self)
            self.width = width
            self.height = height
            self.bytes = bytes
        }

        func destroy() {
            wl_buffer_destroy(proxy)
            munmap(pixels, bytes)
        }

        /// Notes rectangles written into another buffer (past 32 they become their bounds).
        func missed(_ rects: [IntRect]) {
            guard var s = stale else { return }
            s += rects
            if s.count > 32, let first = s.first { s = [s.dropFirst().reduce(first) { $0.union($1) }] }
            stale = s
        }
    }

    static let maxBuffers = 3
    private let connection: WaylandConnection
    private var buffers: [Buffer] = []
    /// Buffers of an old size the compositor still holds.
    private var retiredBuffers: [Buffer] = []
    private(set) var width = 0
    private(set) var height = 0

    init(connection: WaylandConnection) { self.connection = connection }

    deinit { for b in buffers + retiredBuffers { b.destroy() } }

    /// Buffers are `width` x `height` pixels from now on; old ones go when released.
    func resize(width: Int, height: Int) {
        guard width != self.width || height != self.height else { return }
        self.width = width
        self.height = height
        for b in buffers {
            if b.busy { retiredBuffers.append(b) } else { b.destroy() }
        }
        buffers.removeAll()
    }

    /// A buffer the compositor does not hold, holding `framebuffer`'s pixels in `rects` and
    /// everywhere else the picture last presented; nil when none can be had (memory refused,
    /// or the connection went while waiting for a release).
    func fill(from framebuffer: Surface, rects: [IntRect]) -> Buffer? {
        guard let b = freeBuffer() else { return nil }
        let (w, h) = (min(width, framebuffer.width), min(height, framebuffer.height))
        let whole = IntRect(x: 0, y: 0, width: w, height: h)
        var copy = b.stale ?? [whole]
        for r in rects { copy = copy.flatMap { $0.subtracting(r) } }
        for r in copy + rects { Self.copy(r.intersection(whole), from: framebuffer, into: b) }
        b.stale = []
        for other in buffers where other !== b { other.missed(rects) }
        return b
    }

    /// Marks `b` attached and committed: the compositor holds it until its release.
    func attached(_ b: Buffer) { b.busy = true }

    /// A released buffer of the current size; a new one while there are fewer than three; else
    /// waits for the compositor to release one.
    private func freeBuffer() -> Buffer? {
        while true {
            if let b = buffers.first(where: { !$0.busy }) { return b }
            if buffers.count < Self.maxBuffers {
                guard let shm = connection.shm, let b = Buffer(shm: shm, width: width, height: height) else { return nil }
                wl_buffer_add_listener(b.proxy, &Self.listener, Unmanaged.passUnretained(self).toOpaque())
                buffers.append(b)
                return b
            }
            guard connection.dispatchBlocking() else { return nil }
        }
    }

    /// The compositor let go of `proxy`.
    private func released(_ proxy: OpaquePointer) {
        if let b = buffers.first(where: { $0.proxy == proxy }) { b.busy = false; return }
        // An old size's buffer: gone now.
        if let i = retiredBuffers.firstIndex(where: { $0.proxy == proxy }) { retiredBuffers.remove(at: i).destroy() }
    }

    private static func copy(_ r: IntRect, from s: Surface, into b: Buffer) {
        guard !r.isEmpty else { return }
        for y in r.minY..<r.maxY {
            (b.pixels + y * b.width + r.minX).update(from: s.row(y) + r.minX, count: r.width)
        }
    }

    nonisolated(unsafe) private static var listener: wl_buffer_listener = {
        var l = wl_buffer_listener()
        l.release = { data, proxy in
            Unmanaged<WaylandBufferPool>.fromOpaque(data!).takeUnretainedValue().released(proxy!)
        }
        return l
    }()
}
