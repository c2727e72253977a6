import CX11
import Foundation
import LayerKitRaster

/// Presents through MIT-SHM images. The scene's renderer draws straight into a third shared
/// image when it adopts the one `makeFramebuffer` offers: its frames are put with no copy,
/// and `present` returns once the server has read them (the next frame draws into the same
/// pixels). Any other surface (the framebuffer before adoption, a paused timeline's frame)
/// goes through two images, double buffered: the damaged rectangles are copied into the one
/// the server is not reading and put. Every put asks for a `ShmCompletion` event; a buffer is
/// written again only after its completions arrived.
///
/// `LAYERKIT_NO_SHM=1` in the environment turns it off (to test or compare the fallback).
/// Segments are created with mode 0600 and marked for removal (`IPC_RMID`) as soon as both
/// the server and this client have attached, so none outlives the process, even on `kill -9`.
final class ShmPresenter: FramePresenter {
    /// One shared-memory image.
    private final class Buffer {
        let info: UnsafeMutablePointer<XShmSegmentInfo>
        let image: UnsafeMutablePointer<XImage>
        /// `ShmCompletion` events still to come for puts from this buffer.
        var pendingCompletions = 0
        /// Rectangles written into the other buffer since this one was last written.
        var stale: [IntRect] = []

        init(info: UnsafeMutablePointer<XShmSegmentInfo>, image: UnsafeMutablePointer<XImage>) {
            self.info = info
            self.image = image
        }

        /// The client's mapping and Xlib's header go with the last reference: a framebuffer
        /// surface may outlive the presenter's use of its buffer (the server detaches first).
        deinit {
            shmdt(info.pointee.shmaddr)
            XImage.destroyHeader(image)
            info.deallocate()
        }

        /// The first pixel, as the renderer's surfaces see it.
        var pixels: UnsafeMutablePointer<UInt32>? {
            image.pointee.data.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: UInt32.self) }
        }

        /// Notes that `rects` were put from the other memory, keeping the list short (past 32
        /// rects they become their bounds).
        func missed(_ rects: [IntRect]) {
            stale += rects
            if stale.count > 32, let first = stale.first { stale = [stale.dropFirst().reduce(first) { $0.union($1) }] }
        }
    }

    private let connection: X11Connection
    private let window: Window
    private let gc: GC
    private let completionType: Int32
    private var buffers: [Buffer] = []
    /// The image the renderer draws into, once it adopted it (`makeFramebuffer`).
    private var direct: Buffer?
    /// A framebuffer segment was refused once: none is offered again.
    private var directRefused = false
    private var next = 0
    private var width = 0
    private var height = 0

    /// Sets up two buffers of `width` x `height` pixels, or says in one line why MIT-SHM
    /// cannot be used (extension missing, segment refused, attach failed).
    static func make(connection: X11Connection, window: Window, gc: GC, width: Int, height: Int) -> Result<ShmPresenter, ShmUnavailable> {
        let d = connection.display
        if ProcessInfo.processInfo.environment["LAYERKIT_NO_SHM"] == "1" {
            return .failure(.init("LAYERKIT_NO_SHM=1 is set"))
        }
        guard connection.serverIsLittleEndian else { return .failure(.init("the server's byte order differs from this client's")) }
        guard XShmQueryExtension(d) != 0 else { return .failure(.init("the X server has no MIT-SHM extension")) }
        let presenter = ShmPresenter(connection: connection, window: window, gc: gc,
                                     completionType: XShmGetEventBase(d) + ShmCompletion)
        if let problem = presenter.allocate(width: width, height: height) { return .failure(problem) }
        return .success(presenter)
    }

    private init(connection: X11Connection, window: Window, gc: GC, completionType: Int32) {
        self.connection = connection
        self.window = window
        self.gc = gc
        self.completionType = completionType
    }

    func present(_ framebuffer: Surface, rects: [IntRect]) {
        guard !X11ErrorTrap.connectionLost, buffers.count == 2 else { return }
        // The framebuffer may be a pixel larger than the window where points x scale rounds up.
        let (w, h) = (min(width, framebuffer.width), min(height, framebuffer.height))
        let put = rects.map { $0.clipped(width: w, height: h) }.filter { !$0.isEmpty }
        if let d = direct, owns(framebuffer) { return presentDirect(d, put) }
        let b = buffers[next]
        waitForCompletions(of: b)
        // This buffer missed the other buffer's last rects: the parts of them outside this
        // frame's rects are copied, the rest once, with this frame's (a frame that changes where
        // the last one did copies those pixels once, not twice).
        var missed = b.stale
        for p in put { missed = missed.flatMap { $0.subtracting(p) } }
        for r in missed + put { copy(r, from: framebuffer, into: b.image) }
        b.stale = []
        putImage(put, from: b)
        buffers[1 - next].missed(put)
        next = 1 - next
        XFlush(connection.display)
    }

    /// Puts `rects` of the adopted framebuffer with no copy, then waits until the server has
    /// read them: the renderer's next frame writes the same memory.
    private func presentDirect(_ d: Buffer, _ rects: [IntRect]) {
        putImage(rects, from: d)
        for b in buffers { b.missed(rects) }
        XFlush(connection.display)
        waitForCompletions(of: d)
    }

    /// Puts `rects` of `b`'s image at the same place in the window, each asking for a completion.
    private func putImage(_ rects: [IntRect], from b: Buffer) {
        for r in rects {
            XShmPutImage(connection.display, window, gc, b.image, Int32(r.x), Int32(r.y), Int32(r.x), Int32(r.y),
                         UInt32(r.width), UInt32(r.height), 1)
            b.pendingCompletions += 1
        }
    }

    func makeFramebuffer(width: Int, height: Int) -> Surface? {
        guard !directRefused, !X11ErrorTrap.connectionLost, buffers.count == 2 else { return nil }
        detachDirect()
        switch makeBuffer(width: width, height: height) {
        case .success(let b):
            guard let p = b.pixels, let s = Surface(wrapping: p, width: width, height: height,
                                                     stride: Int(b.image.pointee.bytes_per_line) / 4, owner: b) else {
                XShmDetach(connection.display, b.info)
                return nil
            }
            direct = b
            return s
        case .failure(let problem):
            directRefused = true
            FileHandle.standardError.write(Data("layerkit: frames are copied into shared memory: \(problem.reason)\n".utf8))
            return nil
        }
    }

    func owns(_ surface: Surface) -> Bool {
        guard let p = direct?.pixels else { return false }
        return surface.pixels == p
    }

    /// The server lets go of the adopted framebuffer's segment (a surface may still hold the
    /// memory; nothing is put from it again).
    private func detachDirect() {
        guard let d = direct else { return }
        direct = nil
        guard !X11ErrorTrap.connectionLost else { return }
        waitForCompletions(of: d)
        XShmDetach(connection.display, d.info)
    }

    func resize(width: Int, height: Int) {
        guard width != self.width || height != self.height else { return }
        release()
        if let problem = allocate(width: width, height: height) {
            FileHandle.standardError.write(Data("layerkit: \(problem.reason); the window stays blank until resized\n".utf8))
        }
    }

    func handle(_ event: XEvent) -> Bool {
        guard event.type == completionType else { return false }
        var e = event
        let seg = withUnsafePointer(to: &e) {
            $0.withMemoryRebound(to: XShmCompletionEvent.self, capacity: 1) { $0.pointee.shmseg }
        }
        let b = direct?.info.pointee.shmseg == seg ? direct : buffers.first { $0.info.pointee.shmseg == seg }
        if let b { b.pendingCompletions = max(0, b.pendingCompletions - 1) }
        return true
    }

    func close() { release() }

    /// Copies `r` row by row (both sides are little-endian ARGB32 words).
    private func copy(_ r: IntRect, from fb: Surface, into image: UnsafeMutablePointer<XImage>) {
        guard let data = image.pointee.data else { return }
        let bpl = Int(image.pointee.bytes_per_line)
        let base = UnsafeMutableRawPointer(data)
        for y in r.minY..<r.maxY {
            let dst = (base + y * bpl).assumingMemoryBound(to: UInt32.self) + r.x
            dst.update(from: fb.row(y) + r.x, count: r.width)
        }
    }

    /// Waits (up to one second) until the server has finished reading `b`. Other events stay
    /// queued for the window's loop.
    private func waitForCompletions(of b: Buffer) {
        let d = connection.display
        var waited = 0
        while b.pendingCompletions > 0 && !X11ErrorTrap.connectionLost && waited < 100 {
            var event = XEvent()
            var type = completionType
            let found = withUnsafeMutablePointer(to: &type) { typePtr in
                XCheckIfEvent(d, &event, { _, ev, arg in
                    guard let ev, let arg else { return 0 }
                    return ev.pointee.type == arg.withMemoryRebound(to: Int32.self, capacity: 1) { $0.pointee } ? 1 : 0
                }, UnsafeMutableRawPointer(typePtr).assumingMemoryBound(to: CChar.self))
            }
            if found != 0 { _ = handle(event); continue }
            var pfd = pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&pfd, 1, 10)
            _ = XEventsQueued(d, QueuedAfterReading)
            waited += 1
        }
        b.pendingCompletions = 0
    }

    /// Creates both buffers; returns the problem if MIT-SHM fails.
    private func allocate(width: Int, height: Int) -> ShmUnavailable? {
        self.width = width
        self.height = height
        next = 0
        for _ in 0..<2 {
            switch makeBuffer(width: width, height: height) {
            case .success(let b): buffers.append(b)
            case .failure(let problem): release(); return problem
            }
        }
        return nil
    }

    /// One shared image: segment 0600, attached by the server and by us, then marked for removal.
    private func makeBuffer(width: Int, height: Int) -> Result<Buffer, ShmUnavailable> {
        let d = connection.display
        let info = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        info.initialize(to: XShmSegmentInfo())
        guard let image = XShmCreateImage(d, connection.visual, UInt32(connection.depth), ZPixmap, nil, info,
                                          UInt32(max(1, width)), UInt32(max(1, height))) else {
            info.deallocate()
            return .failure(.init("XShmCreateImage failed"))
        }
        let bytes = Int(image.pointee.bytes_per_line) * Int(image.pointee.height)
        let id = shmget(IPC_PRIVATE, bytes, IPC_CREAT | 0o600)
        guard id >= 0 else {
            XImage.destroyHeader(image); info.deallocate()
            return .failure(.init("shmget refused a segment of \(bytes) bytes (errno \(errno))"))
        }
        guard let addr = shmat(id, nil, 0), addr != UnsafeMutableRawPointer(bitPattern: -1) else {
            shmctl(id, IPC_RMID, nil)
            XImage.destroyHeader(image); info.deallocate()
            return .failure(.init("shmat failed (errno \(errno))"))
        }
        info.pointee.shmid = id
        info.pointee.shmaddr = addr.assumingMemoryBound(to: CChar.self)
        info.pointee.readOnly = 0
        image.pointee.data = info.pointee.shmaddr
        var attached: Int32 = 0
        let error = X11ErrorTrap.trap {
            attached = XShmAttach(d, info)
            XSync(d, 0)
        }
        // Both sides are attached (or the server refused): the segment goes away with the last detach.
        shmctl(id, IPC_RMID, nil)
        guard attached != 0, error == nil else {
            shmdt(addr)
            XImage.destroyHeader(image); info.deallocate()
            return .failure(.init("the X server could not attach the shared memory (X error \(error.map(String.init) ?? "none"); a remote display?)"))
        }
        return .success(Buffer(info: info, image: image))
    }

    /// Detaches every buffer (after the server has finished reading it) and lets go of it; the
    /// memory is freed with its last reference.
    private func release() {
        let d = connection.display
        let attached = !buffers.isEmpty || direct != nil
        for b in buffers where !X11ErrorTrap.connectionLost {
            waitForCompletions(of: b)
            XShmDetach(d, b.info)
        }
        detachDirect()
        if !X11ErrorTrap.connectionLost && attached { XSync(d, 0) }
        buffers = []
    }
}

/// Why MIT-SHM cannot be used, in one line.
struct ShmUnavailable: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
