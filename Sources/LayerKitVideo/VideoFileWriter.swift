import CFFmpeg
import Foundation
import LayerKitLayers

/// Encodes images into a video file with FFmpeg (a LayerKit addition in the place of
/// AVFoundation's `AVAssetWriter`): MPEG-4 Part 2 video, 4:2:0, in an MP4 container, one
/// image per frame at a constant frame rate. Encoding is single-threaded and bit-exact, so
/// the same images give the same file on every machine.
public final class VideoFileWriter {
    /// The file being written.
    public let path: String
    /// The frame size in pixels (images of another size are scaled to it).
    public let width: Int
    /// The frame size in pixels.
    public let height: Int
    private var output: UnsafeMutablePointer<AVFormatContext>?
    private var codec: UnsafeMutablePointer<AVCodecContext>?
    private let stream: UnsafeMutablePointer<AVStream>
    private var frame: UnsafeMutablePointer<AVFrame>?
    private var packet: UnsafeMutablePointer<AVPacket>?
    private var scaler: OpaquePointer?
    private var frameCount: Int64 = 0
    private var finished = false
    /// Whether the file was opened and its header written: only then is there a trailer to write.
    private var started = false

    /// Starts a file at `url` (replacing any) for `width` x `height` frames (even numbers, as
    /// 4:2:0 needs; at least 16) at `framesPerSecond`, with an average `bitRate` in bits per second.
    /// - Throws: `VideoError.cannotWrite` for a size or rate out of range, or when FFmpeg
    ///   cannot create the file or its encoder.
    public init(url: URL, width: Int, height: Int, framesPerSecond: Int, bitRate: Int = 4_000_000) throws {
        path = url.path
        guard url.isFileURL else { throw VideoError.notAFileURL(url.absoluteString) }
        guard width >= 16, height >= 16, width <= 4096, height <= 4096, width % 2 == 0, height % 2 == 0,
              (1...240).contains(framesPerSecond), bitRate > 0 else {
            throw VideoError.cannotWrite(path: url.path, reason: "\(width) x \(height) at \(framesPerSecond) fps is not encodable")
        }
        self.width = width
        self.height = height
        var oc: UnsafeMutablePointer<AVFormatContext>?
        guard avformat_alloc_output_context2(&oc, nil, "mp4", url.path) >= 0, let context = oc,
              let s = avformat_new_stream(context, nil) else {
            avformat_free_context(oc)
            throw VideoError.cannotWrite(path: url.path, reason: "no MP4 muxer")
        }
        output = context
        stream = s
        codec = try Self.openEncoder(context, width, height, framesPerSecond, bitRate, path: url.path)
        try start(context, url.path)
    }

    /// Finishes the file if it was started and not finished; frees FFmpeg's state, also after
    /// a failed `init` (a path that cannot be opened has no header, so no trailer is written).
    deinit {
        if started, !finished { try? finish() }
        release()
    }

    /// An MPEG-4 Part 2 encoder for the stream, bit-exact and single-threaded.
    private static func openEncoder(_ oc: UnsafeMutablePointer<AVFormatContext>, _ width: Int, _ height: Int,
                                    _ fps: Int, _ bitRate: Int, path: String) throws -> UnsafeMutablePointer<AVCodecContext> {
        guard let encoder = avcodec_find_encoder(AV_CODEC_ID_MPEG4), let ctx = avcodec_alloc_context3(encoder) else {
            throw VideoError.cannotWrite(path: path, reason: "FFmpeg has no MPEG-4 encoder")
        }
        ctx.pointee.width = Int32(width)
        ctx.pointee.height = Int32(height)
        ctx.pointee.time_base = AVRational(num: 1, den: Int32(fps))
        ctx.pointee.framerate = AVRational(num: Int32(fps), den: 1)
        ctx.pointee.pix_fmt = AV_PIX_FMT_YUV420P
        ctx.pointee.bit_rate = Int64(bitRate)
        ctx.pointee.gop_size = 12
        ctx.pointee.max_b_frames = 0
        ctx.pointee.thread_count = 1
        ctx.pointee.flags |= AV_CODEC_FLAG_BITEXACT
        if oc.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 { ctx.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER }
        let status = avcodec_open2(ctx, encoder, nil)
        guard status >= 0 else {
            var c: UnsafeMutablePointer<AVCodecContext>? = ctx
            avcodec_free_context(&c)
            throw VideoError.cannotWrite(path: path, reason: VideoError.ffmpegReason(status))
        }
        return ctx
    }

    /// Opens the file and writes the container header.
    private func start(_ oc: UnsafeMutablePointer<AVFormatContext>, _ path: String) throws {
        guard let codec else { return }
        var status = avcodec_parameters_from_context(stream.pointee.codecpar, codec)
        stream.pointee.time_base = codec.pointee.time_base
        oc.pointee.flags |= AVFMT_FLAG_BITEXACT
        if status >= 0 { status = avio_open(&oc.pointee.pb, path, AVIO_FLAG_WRITE) }
        if status >= 0 { status = avformat_write_header(oc, nil) }
        guard status >= 0 else { throw VideoError.cannotWrite(path: path, reason: VideoError.ffmpegReason(status)) }
        started = true
        frame = av_frame_alloc()
        packet = av_packet_alloc()
        guard let frame else { throw VideoError.cannotWrite(path: path, reason: "out of memory") }
        frame.pointee.format = AV_PIX_FMT_YUV420P.rawValue
        frame.pointee.width = Int32(width)
        frame.pointee.height = Int32(height)
        guard av_frame_get_buffer(frame, 0) >= 0 else { throw VideoError.cannotWrite(path: path, reason: "out of memory") }
    }

    /// Encodes `image` as the next frame (scaled to the frame size if it differs; alpha is
    /// dropped, so transparent pixels show their premultiplied colour, black).
    /// - Throws: `VideoError.cannotWrite` after `finish()` or when encoding or writing fails.
    public func append(_ image: CGImage) throws {
        guard !finished, let frame, let codec else { throw VideoError.cannotWrite(path: path, reason: "the writer is finished") }
        guard av_frame_make_writable(frame) >= 0 else { throw VideoError.cannotWrite(path: path, reason: "out of memory") }
        scaler = sws_getCachedContext(scaler, Int32(image.width), Int32(image.height), AV_PIX_FMT_BGRA,
                                      Int32(width), Int32(height), AV_PIX_FMT_YUV420P, SWS_BICUBIC, nil, nil, nil)
        guard let scaler else { throw VideoError.cannotWrite(path: path, reason: "no conversion from BGRA") }
        var src: [UnsafePointer<UInt8>?] = [UnsafeRawPointer(image.storage.pixels).assumingMemoryBound(to: UInt8.self)]
        var srcStride: [Int32] = [Int32(image.storage.stride * 4)]
        withUnsafeMutablePointer(to: &frame.pointee.data) { dataTuple in
            withUnsafeMutablePointer(to: &frame.pointee.linesize) { lineTuple in
                dataTuple.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { dst in
                    lineTuple.withMemoryRebound(to: Int32.self, capacity: 8) { dstStride in
                        _ = sws_scale(scaler, &src, &srcStride, 0, Int32(image.height), dst, dstStride)
                    }
                }
            }
        }
        frame.pointee.pts = frameCount
        frameCount += 1
        try encode(frame, codec)
    }

    /// Flushes the encoder and writes the container's index; the file is complete after this.
    /// - Throws: `VideoError.cannotWrite` when the last packets or the trailer cannot be written.
    public func finish() throws {
        guard !finished else { return }
        finished = true
        guard started, let codec, let output else { return }
        try encode(nil, codec)
        let status = av_write_trailer(output)
        avio_closep(&output.pointee.pb)
        guard status >= 0 else { throw VideoError.cannotWrite(path: path, reason: VideoError.ffmpegReason(status)) }
    }

    /// Sends `frame` (nil: end of stream) and writes every packet the encoder gives back.
    private func encode(_ frame: UnsafeMutablePointer<AVFrame>?, _ codec: UnsafeMutablePointer<AVCodecContext>) throws {
        guard let packet, let output else { return }
        var status = avcodec_send_frame(codec, frame)
        guard status >= 0 else { throw VideoError.cannotWrite(path: path, reason: VideoError.ffmpegReason(status)) }
        while true {
            status = avcodec_receive_packet(codec, packet)
            if status == lk_averror_again() || status == lk_averror_eof() { return }
            guard status >= 0 else { throw VideoError.cannotWrite(path: path, reason: VideoError.ffmpegReason(status)) }
            // Each frame lasts one tick; without a duration the MP4 muxer gives the last frame
            // none, and its edit list then hides that frame from readers.
            packet.pointee.duration = 1
            av_packet_rescale_ts(packet, codec.pointee.time_base, stream.pointee.time_base)
            packet.pointee.stream_index = stream.pointee.index
            status = av_interleaved_write_frame(output, packet)
            guard status >= 0 else { throw VideoError.cannotWrite(path: path, reason: VideoError.ffmpegReason(status)) }
        }
    }

    private func release() {
        sws_freeContext(scaler)
        avcodec_free_context(&codec)
        av_frame_free(&frame)
        av_packet_free(&packet)
        if let output, output.pointee.pb != nil { avio_closep(&output.pointee.pb) }
        avformat_free_context(output)
        output = nil
    }
}
