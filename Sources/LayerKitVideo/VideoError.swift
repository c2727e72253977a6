import CFFmpeg
import Foundation

/// Why a video file could not be read or written. Each case names the file.
public enum VideoError: Error, Equatable, CustomStringConvertible {
    /// The URL is not a file URL.
    case notAFileURL(String)
    /// The file does not exist.
    case fileMissing(path: String)
    /// FFmpeg could not read the file as a video (`reason` is FFmpeg's).
    case unreadable(path: String, reason: String)
    /// The file has no video stream FFmpeg can decode.
    case noVideoStream(path: String)
    /// Writing the file failed (`reason` is FFmpeg's or the step's).
    case cannotWrite(path: String, reason: String)

    /// One line naming the file and what is wrong.
    public var description: String {
        switch self {
        case .notAFileURL(let url): return "\(url) is not a file URL"
        case .fileMissing(let path): return "no video file at \(path)"
        case .unreadable(let path, let reason): return "\(path) is not a readable video (\(reason))"
        case .noVideoStream(let path): return "\(path) has no video stream that can be decoded"
        case .cannotWrite(let path, let reason): return "cannot write the video \(path) (\(reason))"
        }
    }

    /// FFmpeg's text for error code `code`.
    static func ffmpegReason(_ code: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        av_strerror(code, &buffer, buffer.count)
        return String(cString: buffer)
    }
}
