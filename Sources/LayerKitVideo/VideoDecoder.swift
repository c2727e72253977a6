import CFFmpeg
import Foundation
import LayerKitLayers

/// One decoded frame: its presentation time in seconds from the start of the stream, and its
/// pixels (opaque, premultiplied ARGB32 as every LayerKit image).
public struct VideoFrame: @unchecked Sendable {
    /// When the frame starts showing, seconds from the first frame.
    public let time: Double
    /// The picture.
    public let image: CGImage
}

/// Reads a video file's first video stream frame by frame with FFmpeg (libavformat to
/// demux, libavcodec to decode, libswscale to convert to BGRA). Not thread-safe: one thread
/// uses a decoder at a time (`VideoFrameSource` gives it its own thread).
public final class VideoDecoder {
    /// The file's path.
    public let path: String
    /// The picture size in pixels.
    public let width: Int
    /// The picture size in pixels.
    public let height: Int
    /// The stream's duration in seconds (from the container, else the last frame's end).
    public let duration: Double

    private var format: UnsafeMutablePointer<AVFormatContext>?
    private var codec: UnsafeMutablePointer<AVCodecContext>?
    private let streamIndex: Int32
    private let timeBase: AVRational
    private let startTime: Int64
    private let packet: UnsafeMutablePointer<AVPacket>
    private let decoded: UnsafeMutablePointer<AVFrame>
    private var scaler: OpaquePointer?
    private var draining = false
    /// Whether the last frame has been given out.
    public private(set) var atEnd = false

    /// Opens `url` and its first video stream's decoder.
    /// - Throws: `VideoError` when the URL is not a file, the file is missing or is not a
    ///   video FFmpeg can read, or it has no decodable video stream.
    public init(url: URL) throws {
        guard url.isFileURL else { throw VideoError.notAFileURL(url.absoluteString) }
        path = url.path
        guard FileManager.default.fileExists(atPath: path) else { throw VideoError.fileMissing(path: path) }
        var fmt: UnsafeMutablePointer<AVFormatContext>?
        var status = avformat_open_input(&fmt, path, nil, nil)
        guard status >= 0, let fmt else { throw VideoError.unreadable(path: url.path, reason: VideoError.ffmpegReason(status)) }
        format = fmt
        packet = av_packet_alloc()
        decoded = av_frame_alloc()
        status = avformat_find_stream_info(fmt, nil)
        guard status >= 0 else { throw VideoError.unreadable(path: url.path, reason: VideoError.ffmpegReason(status)) }
        var decoder: UnsafePointer<AVCodec>?
        let index = av_find_best_stream(fmt, AVMEDIA_TYPE_VIDEO, -1, -1, &decoder, 0)
        guard index >= 0, let decoder, let stream = fmt.pointee.streams[Int(index)] else {
            throw VideoError.noVideoStream(path: url.path)
        }
        streamIndex = index
        codec = try Self.openCodec(decoder, stream, path: url.path)
        width = Int(stream.pointee.codecpar.pointee.width)
        height = Int(stream.pointee.codecpar.pointee.height)
        guard width > 0, height > 0 else { throw VideoError.noVideoStream(path: url.path) }
        timeBase = stream.pointee.time_base
        startTime = stream.pointee.start_time == Int64(bitPattern: 0x8000000000000000) ? 0 : stream.pointee.start_time
        let streamDuration = stream.pointee.duration > 0 ? Self.seconds(stream.pointee.duration, timeBase) : 0
        let containerDuration = fmt.pointee.duration > 0 ? Double(fmt.pointee.duration) / Double(AV_TIME_BASE) : 0
        duration = streamDuration > 0 ? streamDuration : containerDuration
        guard duration > 0, duration.isFinite else {
            throw VideoError.unreadable(path: url.path, reason: "no duration")
        }
    }

    deinit {
        sws_freeContext(scaler)
        var c = codec
        avcodec_free_context(&c)
        avformat_close_input(&format)
        var p: UnsafeMutablePointer<AVPacket>? = packet
        av_packet_free(&p)
        var f: UnsafeMutablePointer<AVFrame>? = decoded
        av_frame_free(&f)
    }

    /// A decoder for `stream`, single-threaded so frames decode the same on every machine.
    private static func openCodec(_ decoder: UnsafePointer<AVCodec>, _ stream: UnsafeMutablePointer<AVStream>,
                                  path: String) throws -> UnsafeMutablePointer<AVCodecContext> {
        guard let ctx = avcodec_alloc_context3(decoder) else { throw VideoError.noVideoStream(path: path) }
        var c: UnsafeMutablePointer<AVCodecContext>? = ctx
        var status = avcodec_parameters_to_context(ctx, stream.pointee.codecpar)
        ctx.pointee.thread_count = 1
        if status >= 0 { status = avcodec_open2(ctx, decoder, nil) }
        guard status >= 0 else {
            avcodec_free_context(&c)
            throw VideoError.unreadable(path: path, reason: VideoError.ffmpegReason(status))
        }
        return ctx
    }

    /// The next frame in presentation order; nil at the end of the stream.
    /// - Throws: `VideoError.unreadable` when the stream is damaged past what FFmpeg conceals.
    public func nextFrame() throws -> VideoFrame? {
        guard let codec, let format else { return nil }
        while true {
            let received = avcodec_receive_frame(codec, decoded)
            if received >= 0 {
                defer { av_frame_unref(decoded) }
                return try convert()
            }
            if received == lk_averror_eof() {
                atEnd = true
                return nil
            }
            guard received == lk_averror_again() else { throw failure(received) }
            guard !draining else { return nil }
            try sendNextPacket(format, codec)
        }
    }

    /// Feeds the decoder the next packet of the video stream, or the end of stream.
    private func sendNextPacket(_ format: UnsafeMutablePointer<AVFormatContext>,
                                _ codec: UnsafeMutablePointer<AVCodecContext>) throws {
        while true {
            let read = av_read_frame(format, packet)
            if read < 0 {
                draining = true
                _ = avcodec_send_packet(codec, nil)
                return
            }
            defer { av_packet_unref(packet) }
            guard packet.pointee.stream_index == streamIndex else { continue }
            let sent = avcodec_send_packet(codec, packet)
            guard sent >= 0 || sent == lk_averror_again() else { throw failure(sent) }
            return
        }
    }

    /// Goes back to the start of the stream: the next frame is the first.
    public func rewind() throws {
        guard let codec, let format else { return }
        let status = av_seek_frame(format, streamIndex, startTime, AVSEEK_FLAG_BACKWARD)
        guard status >= 0 else { throw failure(status) }
        avcodec_flush_buffers(codec)
        draining = false
        atEnd = false
    }

    /// `ticks` of `base` in seconds, divided last so whole-millisecond times come out exact
    /// (7168 / 10240 is 0.7, where 7168 · (1 / 10240) is not).
    private static func seconds(_ ticks: Int64, _ base: AVRational) -> Double {
        base.den == 0 ? 0 : Double(ticks) * Double(base.num) / Double(base.den)
    }

    private func failure(_ code: Int32) -> VideoError {
        .unreadable(path: path, reason: VideoError.ffmpegReason(code))
    }

    /// The decoded frame as an image, with its time.
    private func convert() throws -> VideoFrame {
        let f = decoded.pointee
        guard Int(f.width) == width, Int(f.height) == height else {
            throw VideoError.unreadable(path: path, reason: "the picture size changes mid-stream")
        }
        let pts = f.best_effort_timestamp == Int64(bitPattern: 0x8000000000000000) ? startTime : f.best_effort_timestamp
        let time = max(0, Self.seconds(pts - startTime, timeBase))
        scaler = sws_getCachedContext(scaler, f.width, f.height, AVPixelFormat(f.format), f.width, f.height,
                                      AV_PIX_FMT_BGRA, SWS_BILINEAR, nil, nil, nil)
        guard let scaler else { throw VideoError.unreadable(path: path, reason: "no conversion to BGRA") }
        let storage = PixelStorage(width: width, height: height)
        var dst: [UnsafeMutablePointer<UInt8>?] = [UnsafeMutableRawPointer(storage.pixels).assumingMemoryBound(to: UInt8.self)]
        var dstStride: [Int32] = [Int32(storage.stride * 4)]
        var data = f.data, lines = f.linesize
        withUnsafePointer(to: &data) { dataTuple in
            withUnsafePointer(to: &lines) { lineTuple in
                dataTuple.withMemoryRebound(to: UnsafePointer<UInt8>?.self, capacity: 8) { src in
                    lineTuple.withMemoryRebound(to: Int32.self, capacity: 8) { srcStride in
                        _ = sws_scale(scaler, src, srcStride, 0, f.height, &dst, &dstStride)
                    }
                }
            }
        }
        // BGRA from swscale has alpha 255 for video without alpha: already premultiplied.
        return VideoFrame(time: time, image: CGImage(storage: storage))
    }
}
